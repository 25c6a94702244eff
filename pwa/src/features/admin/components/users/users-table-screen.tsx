import { Spinner } from '@/components/ui/spinner';
import { useUsersTable } from '../../api/get-users-table';
import { usersCountLine } from '../../lib/users-count';
import { AdminHeader } from '../admin-header';
import { EmptyState, ErrorState } from '../query-states';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

/** `/users-table`: customers with their request codes, sketches and dates. */
export function UsersTableScreen() {
  const users = useUsersTable();

  const body = () => {
    if (users.isPending) return <Spinner label="Loading user data..." />;
    // One sentence for every failure; the cause (offline, session ended) is for the console, not this screen.
    if (users.isError) {
      return <ErrorState message="Error loading user data. Please try again." onRetry={() => void users.refetch()} retrying={users.isFetching} />;
    }
    if (users.data.length === 0) return <EmptyState>No user data found.</EmptyState>;
    return (
      <>
        <p className="mb-3 text-sm text-mist-muted" role="status">
          {usersCountLine(users.data)}
        </p>
        <UsersTable rows={users.data} />
        <UserCards rows={users.data} />
      </>
    );
  };

  return (
    <>
      <AdminHeader title="Users" />
      {body()}
    </>
  );
}
