import { QueryView } from '@client/components/ui/query-states';
import { useReadiness } from '@client/features/progress/api/get-readiness';
import { formatBand, readinessVerdict } from '@client/features/progress/lib/readiness-verdict';
import { useStates } from '@client/lib/api/get-states';
import { cn } from '@client/lib/cn';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import type { ReadinessResponse } from '@shared/contracts/progress';
import { Gauge } from 'lucide-react';
import { Panel } from './panel';

const DEFAULT_STATE = 'CA' as const;

/** The band, the prediction and the pass mark on a 0-100 scale. The text beside it says the same. */
function ReadinessScale({ r }: { r: ReadinessResponse }) {
  const pos = (n: number) => `${Math.max(0, Math.min(100, n))}%`;
  return (
    <div aria-hidden className="mt-4">
      <div className="relative h-3 rounded-full bg-stone-200">
        <div
          className="absolute inset-y-0 rounded-full bg-green-300"
          style={{ left: pos(r.low), width: pos(r.high - r.low) }}
        />
        <div
          className="absolute -inset-y-1 w-1.5 -translate-x-1/2 rounded-full bg-green-900"
          style={{ left: pos(r.predictedPercent) }}
        />
        <div
          className="absolute -inset-y-2 w-0.5 -translate-x-1/2 bg-amber-700"
          style={{ left: pos(r.passingPercentage) }}
        />
      </div>
      <div className="mt-1.5 flex justify-between text-xs text-stone-700">
        <span>0%</span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-0.5 bg-amber-700" /> pass mark
        </span>
        <span>100%</span>
      </div>
    </div>
  );
}

function ReadinessBody({ r }: { r: ReadinessResponse }) {
  const verdict = readinessVerdict(r);
  const answers = `${r.answered} ${r.answered === 1 ? 'answer' : 'answers'}`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-sm text-stone-700">Predicted score</dt>
          <dd className="font-bold text-green-950">
            <span className="text-2xl">{r.predictedPercent}%</span>{' '}
            <span className="whitespace-nowrap text-base">{formatBand(r)}</span>
          </dd>
        </div>
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-sm text-stone-700">Needed to pass</dt>
          <dd className="text-2xl font-bold text-green-950">{r.passingPercentage}%</dd>
        </div>
      </dl>
      <ReadinessScale r={r} />
      <p className="mt-4 text-stone-800">
        <strong className={cn(verdict.isOnTrack ? 'text-green-800' : 'text-amber-800')}>
          {verdict.headline}.
        </strong>{' '}
        {verdict.detail}
      </p>
      <p className="mt-2 text-sm text-stone-700">
        {r.answered > 0 ? `Based on ${answers}, weighted` : 'Weighted'} like the {r.vendor} exam outline. This
        estimate firms up as you answer more: the range narrows with every question.
      </p>
    </>
  );
}

/** The predicted score on the selected state's exam (California until a state is chosen). */
export function ReadinessCard() {
  const { stateCode } = useSelectedState();
  const code = stateCode ?? DEFAULT_STATE;
  const { data: states } = useStates();
  const stateName = states?.find((s) => s.id === code)?.name ?? code;
  const readiness = useReadiness(code);
  return (
    <Panel title="Exam readiness" icon={Gauge}>
      <p className="-mt-1 mb-3 text-stone-700">
        {stateName} salesperson exam
        {!stateCode && (
          <span className="mt-1 block text-sm">
            No state chosen yet, so this shows {stateName}. Choose your state at the top of the page.
          </span>
        )}
      </p>
      <QueryView
        forLearner
        compact
        query={readiness}
        loadingLabel="Loading your exam readiness…"
        errorTitle="We could not load your exam readiness."
      >
        {(data) => <ReadinessBody r={data} />}
      </QueryView>
    </Panel>
  );
}
