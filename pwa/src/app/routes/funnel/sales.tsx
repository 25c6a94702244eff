import { useParams } from 'react-router';
import { SalesScreen } from '@/features/preview/components/sales-screen';

/** `/sales/:code`: the preview sales page. */
export default function SalesRoute() {
  const { code } = useParams();
  return <SalesScreen code={code} />;
}
