import { TestConfirmScreen } from '@/features/test-confirm/components/test-confirm-screen';

/** `/test-confirm`: a staff tool; the router puts it in the staff layout (access check, noindex, frame). */
export default function TestConfirmRoute() {
  return <TestConfirmScreen />;
}
