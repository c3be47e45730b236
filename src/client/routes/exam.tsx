import { ExamScreen } from '@client/features/exam/components/exam-screen';

export function Component() {
  return <ExamScreen />;
}
