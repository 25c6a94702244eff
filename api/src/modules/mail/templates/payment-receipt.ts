import { BRAND } from '@shared/domain/brand';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { formatMoney } from '@shared/domain/money';
import { renderMail, type RenderedMail } from './layout';

interface ReceiptInput {
  name: string;
  orderNumber: string;
  productName: string;
  amountCents: number;
  paidAt: string;
  bonuses: string[];
  /** A new account's single-use "set your password" link; existing accounts get the login page. */
  setPasswordUrl?: string;
  loginUrl: string;
}

/** The payment receipt, with the way into the account; never a password in clear. */
export function paymentReceiptMail(input: ReceiptInput): RenderedMail {
  const paidOn = new Date(input.paidAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return renderMail({
    subject: `Your ${BRAND.name} receipt — order ${input.orderNumber}`,
    preheader: `Payment confirmed: ${input.productName}, ${formatMoney(input.amountCents)}.`,
    paragraphs: [
      `Dear ${input.name},`,
      `Thank you for your order. Your payment is confirmed.`,
      `Order ${input.orderNumber} — ${input.productName}: ${formatMoney(input.amountCents)}, paid on ${paidOn}.`,
      ...(input.bonuses.length ? [`Included with your reading: ${input.bonuses.join(', ')}.`] : []),
      `Your reading and soulmate sketch will be ready ${PAID_READING_PROMISE}. We will e-mail you when it is.`,
      input.setPasswordUrl
        ? 'We have opened an account for you, where your readings and bonuses wait. Choose your password with the button below (the link works once and expires in 72 hours).'
        : 'Your readings and bonuses are in your account: log in with your e-mail address and password.',
    ],
    action: input.setPasswordUrl ? { label: 'Set My Password', url: input.setPasswordUrl } : { label: 'Log In to My Account', url: input.loginUrl },
    closing: [`This payment is covered by our 48-hour money-back guarantee.`, 'With love and light,', `The ${BRAND.name} team`],
  });
}
