import { QueryView } from '@client/components/ui/query-states';
import { useProgress } from '@client/features/progress/api/get-progress';

/** Answers and accuracy per content area, as bars. */
export function AreaAccuracy() {
  const progress = useProgress();
  return (
    <QueryView
      forLearner
      query={progress}
      loadingLabel="Loading your progress…"
      errorTitle="We could not load your progress."
    >
      {(p) => (
        <div className="space-y-3">
          <p className="text-stone-700">
            {p.overall.questionsAnswered === 0
              ? 'Answer a few questions and your accuracy per area shows here.'
              : `${p.overall.questionsCorrect} of ${p.overall.questionsAnswered} answers right (${p.overall.accuracy}%).`}
          </p>
          <ul className="space-y-3">
            {p.areas.map((a) => (
              <li key={a.area}>
                <div className="flex justify-between gap-2 text-sm">
                  <span className="font-semibold text-green-950">{a.title}</span>
                  <span className="text-stone-700">
                    {a.questionsAnswered ? `${a.accuracy}% of ${a.questionsAnswered}` : 'not started'}
                  </span>
                </div>
                <div
                  className="mt-1 h-3 overflow-hidden rounded-full bg-amber-100"
                  role="img"
                  aria-label={`${a.title}: ${a.questionsAnswered ? `${a.accuracy}% right` : 'not started'}`}
                >
                  <div className="h-full bg-green-700" style={{ width: `${a.accuracy}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryView>
  );
}
