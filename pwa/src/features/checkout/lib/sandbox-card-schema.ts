import * as z from 'zod/mini';
import { SANDBOX_CARD_MESSAGES } from '@shared/schemas/payment';
import { digitsOnly, isCompleteExpiry } from './card-format';

/**
 * The test-mode card form. Only completeness is checked here, with the provider's own messages; whether
 * the card is valid, expired or declined is the sandbox provider's answer, as it would be Stripe's.
 */
export const sandboxCardFormSchema = z.object({
  number: z.string().check(
    z.refine((value) => {
      const digits = digitsOnly(value).length;
      return digits >= 13 && digits <= 19;
    }, SANDBOX_CARD_MESSAGES.number),
  ),
  expiry: z.string().check(z.refine(isCompleteExpiry, SANDBOX_CARD_MESSAGES.expiry)),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, SANDBOX_CARD_MESSAGES.cvc)),
  // Not sent: the sandbox needs no name. Kept so the form feels like the real one.
  name: z.optional(z.string().check(z.maxLength(100, 'Please keep the name under 100 characters'))),
});

export type SandboxCardForm = z.infer<typeof sandboxCardFormSchema>;
