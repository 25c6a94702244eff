import { useParams } from 'react-router';
import { OnboardingScreen } from '@/features/after-payment/components/onboarding-screen';

/** `/onboarding/:id`: the profile questionnaire (`id` is the request code). */
export default function OnboardingRoute() {
  const { id } = useParams();
  return <OnboardingScreen code={id} />;
}
