import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

export const REFUND_REASON_MAX = 500;
const REASON_MESSAGE = `Write why the order is refunded (at most ${REFUND_REASON_MAX} characters)`;

/** Staff refund a whole order; the reason is kept with it (and sent to the provider as metadata). */
export const refundRequestSchema = z.object({
  reason: z.string({ error: REASON_MESSAGE }).check(z.trim(), z.minLength(1, REASON_MESSAGE), z.maxLength(REFUND_REASON_MAX, REASON_MESSAGE)),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * An order's refund as staff see it. `refunded` comes only from the provider's `charge.refunded`
 * event (the source of truth); `requested` means staff asked and the event has not arrived yet;
 * `partial` means the provider refunded part of the charge (the order stays paid).
 * `refundedAt` is the same field the public order answer carries.
 */
export const refundStateSchema = z.object({
  status: z.enum(['requested', 'partial', 'refunded']),
  requestedAt: z.nullable(isoDateTimeSchema),
  /** Staff's reason; null when the refund was made at the provider directly. */
  reason: z.nullable(z.string()),
  /** Who asked (a staff member's name or e-mail). */
  requestedBy: z.nullable(z.string()),
  refundedAt: z.nullable(isoDateTimeSchema),
  /** What the provider refunded so far, in cents. */
  amountCents: z.nullable(z.int()),
});
export type RefundState = z.infer<typeof refundStateSchema>;
