import { QueryView } from '@client/components/ui/query-states';
import { useExamResults } from '@client/features/exam/api/exam-api';
import { ExamResultsView } from '@client/features/exam/components/exam-results';
import { useParams } from '@client/lib/router';

export function Component() {
  const { attemptId = '' } = useParams();
  const results = useExamResults(attemptId);
  return (
    <QueryView
      query={results}
      loadingLabel="Scoring your exam…"
      errorTitle="We couldn't load these results"
      forLearner
    >
      {(r) => <ExamResultsView results={r} />}
    </QueryView>
  );
}
