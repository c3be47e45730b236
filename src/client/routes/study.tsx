import { StudyOverview } from '@client/features/study/components/study-overview';

export function Component() {
  return <StudyOverview />;
}
