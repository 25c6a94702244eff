import { ExportScreen } from '@/features/admin/components/export/export-screen';

/** `/export`: download the users CSV. */
export default function ExportRoute() {
  return <ExportScreen />;
}
