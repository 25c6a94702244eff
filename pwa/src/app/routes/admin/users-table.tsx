import { UsersTableScreen } from '@/features/admin/components/users/users-table-screen';

/** `/users-table`: customers, request codes, sketches and dates. */
export default function UsersTableRoute() {
  return <UsersTableScreen />;
}
