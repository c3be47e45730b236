import { StateSupplementPage } from '@client/features/study/components/state-supplement';

export function Component() {
  return <StateSupplementPage />;
}
