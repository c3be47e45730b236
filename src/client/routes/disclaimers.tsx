import { DisclaimersPage } from '@client/features/disclaimers/components/disclaimers-page';

export function Component() {
  return <DisclaimersPage />;
}
