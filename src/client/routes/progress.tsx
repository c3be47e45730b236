import { QueryView } from '@client/components/ui/query-states';
import { TextLink } from '@client/components/ui/text-link';
import { useExamHistory } from '@client/features/exam/api/exam-api';
import { ProgressOverview } from '@client/features/progress/components/progress-overview';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { Link } from '@client/lib/router';
import { DEFAULT_STATE } from '@shared/domain/states';

/** The learner's Exam Simulator attempts, newest first, with their scores. */
export function ExamAttempts() {
  const history = useExamHistory();
  return (
    <QueryView
      compact
      forLearner
      query={history}
      loadingLabel="Loading your attempts…"
      errorTitle="We couldn't load your attempts"
    >
      {(h) => {
        const done = h.attempts.filter((a) => a.submittedAt);
        if (done.length === 0)
          return <p className="text-stone-700">No exam attempts yet. Take one when you feel ready.</p>;
        return (
          <>
            <ul className="divide-y divide-stone-200">
              {done.slice(0, 8).map((a) => (
                <li key={a.attemptId} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link
                    to={`/exam/${a.attemptId}/results`}
                    className="font-semibold text-green-900 underline"
                  >
                    {a.stateCode} {a.isPreview ? 'preview' : 'exam'} ·{' '}
                    {new Date(a.submittedAt!).toLocaleDateString()}
                  </Link>
                  <span className="text-stone-700">
                    {a.portions.map((p) => `${p.title} ${p.scorePercent ?? '–'}%`).join(' · ')}
                    {a.passedAll === null ? '' : a.passedAll ? ' · passed' : ' · not yet'}
                  </span>
                </li>
              ))}
            </ul>
            <TextLink to="/exam/history" className="mt-2 inline-block text-sm">
              All attempts
            </TextLink>
          </>
        );
      }}
    </QueryView>
  );
}

export function Component() {
  const { stateCode } = useSelectedState();
  return (
    <div className="space-y-5">
      <Link
        to="/dashboard"
        className="inline-block text-sm font-semibold text-green-800 underline underline-offset-4"
      >
        Back to Dashboard
      </Link>
      <header>
        <h1 className="text-3xl font-bold text-green-950">Your Progress</h1>
        <p className="mt-1 text-stone-700">
          How your accuracy moves week by week, where to work next, and the time you put in.
        </p>
      </header>
      <ProgressOverview stateCode={stateCode ?? DEFAULT_STATE} examAttempts={<ExamAttempts />} />
    </div>
  );
}
