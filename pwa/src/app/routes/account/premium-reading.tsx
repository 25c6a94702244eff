import { useParams } from 'react-router';
import { PremiumReadingScreen } from '@/features/premium-reading/components/premium-reading-screen';

/**
 * `/premium-soulmate-reading/:code` and `/premium-reading/:code?type=...`: one screen; the variant is the
 * reading's product (the screen moves a link naming another `type` to the reading's own address).
 */
export default function PremiumReadingRoute() {
  return <PremiumReadingScreen code={useParams().code} />;
}
