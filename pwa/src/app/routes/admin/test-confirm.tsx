import { AdminPage } from '@/features/admin/components/admin-page';
import { TestConfirmScreen } from '@/features/test-confirm/components/test-confirm-screen';

/** `/test-confirm`: a staff tool in the staff frame (access check, noindex, staff bar). */
export default function TestConfirmRoute() {
  return (
    <AdminPage>
      <TestConfirmScreen />
    </AdminPage>
  );
}
