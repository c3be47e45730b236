import { QueryView } from '@client/components/ui/query-states';
import { useCorrections } from '@client/features/corrections/api/get-corrections';
import { CorrectionsList } from '@client/features/corrections/components/corrections-list';

export function Component() {
  const corrections = useCorrections();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-green-950">Corrections</h1>
      <p className="text-stone-700">
        Every question we changed because a learner reported it or an editor reviewed it, newest first: what
        changed and why. Found a problem? Use “Report a problem” under any answered question.
      </p>
      <QueryView
        query={corrections}
        loadingLabel="Loading corrections…"
        errorTitle="We couldn't load the corrections"
      >
        {(c) => <CorrectionsList corrections={c.corrections} />}
      </QueryView>
    </div>
  );
}
