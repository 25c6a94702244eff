import { BRAND } from '@shared/domain/brand';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { formatMoney } from '@shared/domain/money';
import { renderMail, type RenderedMail } from './layout';

/**
 * What the payment bought, as the receipt must describe it: the funnel's full reading (with its bonuses,
 * the only purchase under the 48-hour guarantee, and those of them delivered the moment it is paid), the
 * one-time offer added to it, or a catalogue product (which may first ask its questions, or be delivered
 * at once: the meditation).
 */
export type ReceiptPurchase =
  /** `sketchSent`: the free reading already brought its sketch; `waitsForAnswers`: its window counts from the onboarding answers. */
  | { kind: 'full-reading'; bonuses: string[]; readyNow: string[]; sketchSent: boolean; waitsForAnswers: boolean }
  /** `mainOrderNumber`: the reading's order that the offer joined (the offer is an order of its own). */
  | { kind: 'offer'; mainOrderNumber: string }
  | { kind: 'catalogue'; asksQuestions: boolean; readyNow: boolean };

interface ReceiptInput {
  name: string;
  orderNumber: string;
  productName: string;
  amountCents: number;
  paidAt: string;
  purchase: ReceiptPurchase;
  /**
   * A new account's single-use "set your password" link; existing accounts get the login page. Never
   * given for the offer: its first receipt, minutes before, carried the link already.
   */
  setPasswordUrl?: string;
  loginUrl: string;
}

/** When the purchase will be ready: each product's own promise, one sentence. */
function deliveryLine(productName: string, purchase: ReceiptPurchase): string {
  switch (purchase.kind) {
    case 'full-reading': {
      const when = purchase.waitsForAnswers ? `${PAID_READING_PROMISE} of your answers to a few questions (the page after your payment asks them, and so does your account)` : PAID_READING_PROMISE;
      // The free reading may have brought the sketch already: only what is still owed is promised.
      return purchase.sketchSent
        ? `Your soulmate sketch came with your free reading. Your full reading will be ready ${when}. We will e-mail you when it is.`
        : `Your reading and soulmate sketch will be ready ${when}. We will e-mail you when it is.`;
    }
    case 'offer':
      return `Your ${productName} joins your reading in your account. It will be ready in your account ${PAID_READING_PROMISE}, and we will e-mail you when it is.`;
    case 'catalogue':
      if (purchase.readyNow) return `Your ${productName} is ready now: play it from your account (Ready to View).`;
      return purchase.asksQuestions
        ? `Next, answer a few questions about yourself in your account (under Needs Your Input): your ${productName} will be ready ${PAID_READING_PROMISE} of your answers. We will e-mail you when it is.`
        : `Your ${productName} will be ready in your account ${PAID_READING_PROMISE}. We will e-mail you when it is.`;
  }
}

function accountLine(input: ReceiptInput): string {
  if (input.setPasswordUrl) {
    return 'We have opened an account for you, where your purchases wait. Choose your password with the button below (the link works once and expires in 72 hours).';
  }
  if (input.purchase.kind === 'offer') {
    return 'Log in with your e-mail address and the password you chose with the link in your first receipt (or ask for a new link on the login page).';
  }
  return 'Your purchases are in your account: log in with your e-mail address and password.';
}

/** The payment receipt, with the way into the account; never a password in clear. */
export function paymentReceiptMail(input: ReceiptInput): RenderedMail {
  const paidOn = new Date(input.paidAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const { purchase } = input;
  const bonuses = purchase.kind === 'full-reading' ? purchase.bonuses : [];
  return renderMail({
    subject: `Your ${BRAND.name} receipt — order ${input.orderNumber}`,
    preheader: `Payment confirmed: ${input.productName}, ${formatMoney(input.amountCents)}.`,
    paragraphs: [
      `Dear ${input.name},`,
      `Thank you for your order. Your payment is confirmed.`,
      `Order ${input.orderNumber} — ${input.productName}: ${formatMoney(input.amountCents)}, paid on ${paidOn}.`,
      // The offer is an order of its own (its payment, refund and card in the account: docs/decisions/014),
      // so its number is not the one the completion page shows: say which order it joined.
      ...(purchase.kind === 'offer'
        ? [`It joins your reading's order, ${purchase.mainOrderNumber}: it has a number of its own because it was paid on its own, and it shows beside your reading in your account.`]
        : []),
      ...(bonuses.length ? [`Included with your reading: ${bonuses.join(', ')}.`] : []),
      ...(purchase.kind === 'full-reading' && purchase.readyNow.length ? [`Ready now in your account: ${purchase.readyNow.join(', ')}.`] : []),
      deliveryLine(input.productName, purchase),
      accountLine(input),
    ],
    action: input.setPasswordUrl ? { label: 'Set My Password', url: input.setPasswordUrl } : { label: 'Log In to My Account', url: input.loginUrl },
    closing: [
      // The guarantee belongs to the $18.99 reading only; other purchases are final.
      ...(purchase.kind === 'full-reading' ? ['This payment is covered by our 48-hour money-back guarantee.'] : []),
      'With love and light,',
      `The ${BRAND.name} team`,
    ],
  });
}
