import { StudyOverview } from '../features/study/components/study-overview';

export function Component() {
  return <StudyOverview />;
}
