import { AdminGate } from '@client/components/admin-gate';
import { AdminScreen } from '@client/features/admin/components/admin-screen';

export function Component() {
  return (
    <AdminGate title="Question Management">
      <AdminScreen />
    </AdminGate>
  );
}
