import { PolicyPage } from '@/features/legal/components/policy-page';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';

export default function PrivacyPolicyRoute() {
  return <PolicyPage policy={privacyPolicy} />;
}
