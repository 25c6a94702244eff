import { BRAND } from '@shared/domain/brand';
import { formatMoney } from '@shared/domain/money';
import { renderMail, type RenderedMail } from './layout';

interface RefundMailInput {
  name: string;
  orderNumber: string;
  productName: string;
  amountCents: number;
  refundedAt: string;
  /** Bonus orders that came with the payment (refunded with it). */
  bonusCount: number;
  /** The order's public page, which shows the refund too. */
  orderUrl: string;
}

/**
 * Sent once, when the provider confirms a full refund (not when staff ask for it): the money is on its
 * way back then. Staff's reason stays internal.
 */
export function refundMail(input: RefundMailInput): RenderedMail {
  const refundedOn = new Date(input.refundedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const amount = formatMoney(input.amountCents);
  return renderMail({
    subject: `Your ${BRAND.name} refund — order ${input.orderNumber}`,
    preheader: `We have refunded ${amount} for ${input.productName}.`,
    paragraphs: [
      `Dear ${input.name || 'friend'},`,
      `We have refunded your payment for order ${input.orderNumber} — ${input.productName}: ${amount}, refunded on ${refundedOn}.`,
      'The money goes back to the card you paid with. Depending on your bank it can take 5 to 10 business days to appear on your statement.',
      ...(input.bonusCount > 0 ? ['The bonus readings that came with this order end with it.'] : []),
    ],
    action: { label: 'View My Order', url: input.orderUrl },
    closing: [`Questions about this refund? Write to ${BRAND.supportEmail}; we answer within 24 hours.`, 'With love and light,', `The ${BRAND.name} team`],
  });
}
