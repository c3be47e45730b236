import { Gauge } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { useReadiness } from '@client/features/progress/api/get-readiness';
import { formatBand, readinessVerdict } from '@client/features/progress/lib/readiness-verdict';
import { useStates } from '@client/lib/api/get-states';
import { cn } from '@client/lib/cn';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import type { ReadinessResponse } from '@shared/contracts/progress';
import { DEFAULT_STATE } from '@shared/domain/states';
import { Panel } from './panel';

type Portion = ReadinessResponse['portions'][number];
type Scored = Portion & { predictedPercent: number; low: number; high: number };

/**
 * The band, the prediction and the pass mark on one 0-100 scale. The pass-mark label sits under its
 * line, at the same position on the same scale. The text beside it says the same.
 */
export function ReadinessScale({ p }: { p: Scored }) {
  const pos = (n: number) => `${Math.max(0, Math.min(100, n))}%`;
  // Keep the label inside the bar near either end.
  const labelShift = p.passPercent > 85 ? '-100%' : p.passPercent < 15 ? '0%' : '-50%';
  return (
    <div aria-hidden className="mt-3">
      <div className="relative h-3 rounded-full bg-stone-200">
        <div
          className="absolute inset-y-0 rounded-full bg-green-300"
          style={{ left: pos(p.low), width: pos(p.high - p.low) }}
        />
        <div
          className="absolute -inset-y-1 w-1.5 -translate-x-1/2 rounded-full bg-green-900"
          style={{ left: pos(p.predictedPercent) }}
        />
        <div
          data-testid="pass-mark"
          className="absolute -inset-y-2 w-0.5 -translate-x-1/2 bg-amber-700"
          style={{ left: pos(p.passPercent) }}
        />
      </div>
      <div className="relative mt-1.5 h-4 text-xs text-stone-700">
        <span className="absolute left-0">0%</span>
        <span
          data-testid="pass-mark-label"
          className="absolute whitespace-nowrap font-semibold text-amber-800"
          style={{ left: pos(p.passPercent), transform: `translateX(${labelShift})` }}
        >
          pass {p.passPercent}%
        </span>
        <span className="absolute right-0">100%</span>
      </div>
    </div>
  );
}

function PortionReadiness({ p, vendor }: { p: Portion; vendor: string }) {
  const answers = `${p.answered} ${p.answered === 1 ? 'answer' : 'answers'}`;
  if (p.predictedPercent === null || p.low === null || p.high === null)
    return (
      <section
        aria-label={`Readiness for the ${p.title.toLowerCase()}`}
        className="rounded-xl bg-amber-50 p-3"
      >
        <h3 className="font-semibold text-green-950">
          {p.title} <span className="font-normal text-stone-700">· pass mark {p.passPercent}%</span>
        </h3>
        <p className="mt-1 text-stone-800">
          Not enough answers yet to predict this portion: {answers} of the {p.needed} it takes.
          {p.kind === 'state'
            ? ' State-law questions come up in Quick Hits, Smart Review and the Exam Simulator.'
            : ''}
        </p>
      </section>
    );
  const scored = p as Scored;
  const verdict = readinessVerdict({ ...scored, passingPercentage: p.passPercent });
  return (
    <section aria-label={`Readiness for the ${p.title.toLowerCase()}`} className="rounded-xl bg-amber-50 p-3">
      <h3 className="font-semibold text-green-950">
        {p.title} <span className="font-normal text-stone-700">· pass mark {p.passPercent}%</span>
      </h3>
      <p className="mt-1 font-bold text-green-950">
        <span className="text-2xl">{scored.predictedPercent}%</span>{' '}
        <span className="whitespace-nowrap text-base">{formatBand(scored)}</span>
      </p>
      <ReadinessScale p={scored} />
      <p className="mt-3 text-stone-800">
        <strong className={cn(verdict.isOnTrack ? 'text-green-800' : 'text-amber-800')}>
          {verdict.headline}.
        </strong>{' '}
        {verdict.detail}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        Based on {answers}
        {p.kind === 'state' ? ' to your state-law questions' : `, weighted like the ${vendor} exam outline`}.
      </p>
    </section>
  );
}

function ReadinessBody({ r }: { r: ReadinessResponse }) {
  return (
    <div className="space-y-3">
      {r.portions.map((p) => (
        <PortionReadiness key={p.kind} p={p} vendor={r.vendor} />
      ))}
      <p className="text-sm text-stone-700">
        Each portion is scored on its own and must be passed on its own. Each estimate firms up as you answer
        more: the range narrows with every question.
      </p>
    </div>
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
