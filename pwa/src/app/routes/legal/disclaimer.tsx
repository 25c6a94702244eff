import { PolicyPage } from '@/features/legal/components/policy-page';
import { disclaimer } from '@/features/legal/content/disclaimer';

export default function DisclaimerRoute() {
  return <PolicyPage policy={disclaimer} />;
}
