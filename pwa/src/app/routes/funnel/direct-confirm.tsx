import { useParams } from 'react-router';
import { DirectConfirmScreen } from '@/features/confirmation/components/direct-confirm-screen';

/** `/direct-confirm/:code`: confirms and moves on to the confirmed thank-you page. */
export default function DirectConfirmRoute() {
  const { code } = useParams();
  return <DirectConfirmScreen code={code} />;
}
