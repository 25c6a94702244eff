import { ReadingsScreen } from '@/features/admin/components/readings/readings-screen';

/** `/admin`: the staff reading queue (tab, search and page in the query string). */
export default function AdminRoute() {
  return <ReadingsScreen />;
}
