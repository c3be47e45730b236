import { Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { CircleCheck, Clock, Lock, PartyPopper, Route } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { type TrackResponse, type TrackStep, useTrack } from '@client/lib/api/get-track';
import { cn } from '@client/lib/cn';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { Link } from '@client/lib/router';
import { Panel } from './panel';

function TrackProgress({ completed, total }: { completed: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const text = `${completed} of ${total} steps complete`;
  return (
    <div>
      <p className="font-semibold text-green-950">{text}</p>
      <div
        role="progressbar"
        aria-label="Guided track progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={text}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-green-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Congratulations() {
  return (
    <div className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4">
      <p className="flex items-center gap-2 text-lg font-bold text-green-950">
        <PartyPopper className="h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        Congratulations!
      </p>
      <p className="mt-1 text-stone-800">
        You have finished every required step. See how you would do on exam day with a full, timed practice
        exam.
      </p>
      <Link to="/exam" className={buttonClasses('primary', 'md', 'mt-3', { wrap: true })}>
        Take Final Practice Exam
      </Link>
    </div>
  );
}

function StepAction({ step, isPremium }: { step: TrackStep; isPremium: boolean }) {
  const label = <span className="sr-only"> {step.title}</span>;
  if (step.completed) {
    return (
      <Link to={step.target} className={buttonClasses('outline', 'sm')}>
        Revisit{label}
      </Link>
    );
  }
  if (step.premium && !isPremium) {
    return (
      <Link to="/subscribe" className={buttonClasses('secondary', 'sm')}>
        <Lock className="h-4 w-4" aria-hidden />
        Upgrade{label}
      </Link>
    );
  }
  return (
    <Link to={step.target} className={buttonClasses('primary', 'sm')}>
      Start{label}
    </Link>
  );
}

function StepItem({ step, isPremium, isNext }: { step: TrackStep; isPremium: boolean; isNext: boolean }) {
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border p-3',
        isNext
          ? 'border-green-700 ring-1 ring-green-700'
          : step.completed
            ? 'border-green-200'
            : 'border-amber-200',
        step.completed ? 'bg-green-50/60' : 'bg-white',
      )}
    >
      <span aria-hidden className="mt-0.5 shrink-0">
        {step.completed ? (
          <CircleCheck className="h-7 w-7 text-green-700" />
        ) : (
          <span className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-stone-400 text-sm font-bold text-stone-700">
            {step.order}
          </span>
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-green-950">
            <span className="sr-only">Step {step.order}: </span>
            {step.title}
            {step.completed && <span className="sr-only"> (completed)</span>}
          </h3>
          <p className="mt-0.5 text-sm text-stone-700">{step.description}</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-stone-700">
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              {step.estimatedMinutes} min
            </span>
            {step.required ? <Badge>Required</Badge> : <Badge tone="stone">Optional</Badge>}
            {step.premium && <Badge tone="amber">Premium</Badge>}
            {isNext && <Badge tone="solid">Up next</Badge>}
          </p>
        </div>
        <div className="shrink-0">
          <StepAction step={step} isPremium={isPremium} />
        </div>
      </div>
    </li>
  );
}

function TrackBody({ track }: { track: TrackResponse }) {
  const isPremium = useIsPremium();
  const allRequiredDone =
    track.steps.length > 0 && track.steps.filter((s) => s.required).every((s) => s.completed);
  const next = track.steps.find((s) => !s.completed && (isPremium || !s.premium));
  return (
    <>
      <TrackProgress completed={track.completed} total={track.total} />
      {allRequiredDone && <Congratulations />}
      <ol className="mt-4 space-y-3">
        {track.steps.map((step) => (
          <StepItem key={step.id} step={step} isPremium={isPremium} isNext={step.id === next?.id} />
        ))}
      </ol>
    </>
  );
}

/** The ten-step guided track (spec sections 2 and 4); steps complete from real activity on the server. */
export function LearningTrack() {
  const track = useTrack();
  return (
    <Panel title="Guided learning track" icon={Route}>
      <p className="-mt-1 mb-3 text-stone-700">
        Ten steps from your first family story to a full practice exam. Take them in order.
      </p>
      <QueryView
        forLearner
        compact
        query={track}
        loadingLabel="Loading your learning track…"
        errorTitle="We could not load your learning track."
      >
        {(data) => <TrackBody track={data} />}
      </QueryView>
    </Panel>
  );
}
