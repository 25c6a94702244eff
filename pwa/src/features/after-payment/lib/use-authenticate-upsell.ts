import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentConfigQueryOptions } from '@/features/checkout';
import { confirmUpsell } from '../api/confirm-upsell';
import { sandboxAuthenticate } from '../api/sandbox-authenticate';
import { authenticateWithStripe } from './stripe-authenticate';

interface Pending {
  clientSecret: string;
  paymentIntentId: string;
}

/**
 * The bank's approval of a one-click charge, then the server's check: in test mode the sandbox's
 * stand-in, with Stripe its 3-D Secure screen. Only the server's `isPaid` counts as paid.
 */
export function useAuthenticateUpsell(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clientSecret, paymentIntentId }: Pending) => {
      const config = await queryClient.fetchQuery(paymentConfigQueryOptions());
      if (config.mode === 'sandbox') await sandboxAuthenticate(paymentIntentId, clientSecret);
      else await authenticateWithStripe(config.publishableKey, clientSecret);
      return confirmUpsell(code, paymentIntentId);
    },
    networkMode: 'always',
  });
}
