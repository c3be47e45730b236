import { Button } from '@client/components/ui/button';
import { useLoadBulkSets } from '@client/features/admin/api/load-bulk-sets';
import { toastFailure, toastSuccess } from '@client/features/admin/lib/labels';

/** Bulk Sets: load the bundled content sets from content/ through the seed. */
export function BulkSetsTab() {
  const load = useLoadBulkSets();
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        Loads the bundled sets from content/ (questions, flashcards, glossary, stories, states) exactly as the
        start-up seed does: checked by the content schemas, in one transaction. Questions you edited or
        retired here keep your version.
      </p>
      <Button
        disabled={load.isPending}
        onClick={() =>
          load.mutate(undefined, {
            onSuccess: (r) => toastSuccess('Bulk Sets Loaded!', r.message),
            onError: (err) => toastFailure('Load Failed', err),
          })
        }
      >
        {load.isPending ? 'Loading…' : 'Load Bulk Sets'}
      </Button>
    </div>
  );
}
