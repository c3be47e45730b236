import { DisclaimersPage } from '../features/disclaimers/components/disclaimers-page';

export function Component() {
  return <DisclaimersPage />;
}
