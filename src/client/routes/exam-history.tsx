import { QueryView } from '@client/components/ui/query-states';
import { useExamHistory } from '@client/features/exam/api/exam-api';
import { ExamHistoryView } from '@client/features/exam/components/exam-history';

export function Component() {
  const history = useExamHistory();
  return (
    <QueryView
      query={history}
      loadingLabel="Loading your attempts…"
      errorTitle="We couldn't load your attempts"
      forLearner
    >
      {(h) => <ExamHistoryView history={h} />}
    </QueryView>
  );
}
