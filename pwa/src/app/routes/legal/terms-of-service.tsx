import { PolicyPage } from '@/features/legal/components/policy-page';
import { termsOfService } from '@/features/legal/content/terms-of-service';

export default function TermsOfServiceRoute() {
  return <PolicyPage policy={termsOfService} />;
}
