import { useParams } from 'react-router';
import { FirstReadingScreen } from '@/features/preview/components/first-reading-screen';

/** `/first-reading/:code`: the preview with the payment dialog. */
export default function FirstReadingRoute() {
  const { code } = useParams();
  return <FirstReadingScreen code={code} />;
}
