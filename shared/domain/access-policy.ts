import { isStaffRole, type SessionUser } from '../schemas/auth';

/**
 * Who may open what of an order (docs/decisions/018-order-lifecycle.md): one function, called by every
 * endpoint that hands out a reading, its audio or its one-time offer, and a table test of every case.
 *
 * The request code is a bearer secret that travels in links and mails: it opens the preview, paid or
 * not, and nothing more. What the payment bought (the full notes, the premium reading, the audio)
 * belongs to the account: the owner's session opens it while the payment stands, and staff always. A
 * refund gives the payment back, so a refunded order opens what an unpaid one opens: the free reading's
 * sketch and preview stay, since no payment opened them.
 */

/** What is read. `offer`: answering (or seeing) the one-time offer, which spends the saved card. */
export type OrderPart = 'preview' | 'notes' | 'premium' | 'audio' | 'offer';

/**
 * Who reads: staff; the order's owner (for the offer, also the browser that paid); someone signed in
 * to another account; or someone signed out. The last two hold at most the request code.
 */
export type Reader = 'staff' | 'owner' | 'other_account' | 'signed_out';

export interface AccessFacts {
  isPaid: boolean;
  /** The provider confirmed a full refund. */
  refunded: boolean;
  /** Staff asked for a refund (confirmed or not): the offer closes from that moment. Only the offer reads it. */
  refundRequested?: boolean;
  /** Staff delivered the work (the audio plays once delivered). */
  delivered: boolean;
}

/** Why not, in the order an endpoint turns it into an answer (401, 403, 409, or the 404 it prefers). */
export type Refusal = 'signed_out' | 'not_yours' | 'payment_required' | 'refunded' | 'not_delivered';

export type Access = { granted: true } | { granted: false; refusal: Refusal };

const GRANTED: Access = { granted: true };
const refuse = (refusal: Refusal): Access => ({ granted: false, refusal });

/** The reader a session is for an order owned by `ownerId` (null: no account yet). */
export function readerOf(viewer: Pick<SessionUser, 'id' | 'role'> | undefined, ownerId: number | null): Reader {
  if (!viewer) return 'signed_out';
  if (isStaffRole(viewer.role)) return 'staff';
  return ownerId !== null && viewer.id === ownerId ? 'owner' : 'other_account';
}

/** Someone who is not the owner: signed out they are asked to log in, signed in they are told it is not theirs. */
const notOwner = (reader: Reader): Access => refuse(reader === 'signed_out' ? 'signed_out' : 'not_yours');

/** Whether what the payment bought is open: paid, and not refunded. */
function paymentRefusal(order: AccessFacts): Refusal | undefined {
  if (!order.isPaid) return 'payment_required';
  if (order.refunded) return 'refunded';
  return undefined;
}

export function accessTo(part: OrderPart, reader: Reader, order: AccessFacts): Access {
  if (part === 'preview') return GRANTED;
  if (part === 'offer') {
    // Staff do not spend a customer's money. Unpaid comes first: there is no offer to be anyone's yet.
    if (!order.isPaid) return refuse('payment_required');
    if (reader !== 'owner') return notOwner(reader);
    return order.refunded || order.refundRequested ? refuse('refunded') : GRANTED;
  }
  if (reader === 'staff') return GRANTED;
  if (reader !== 'owner') return notOwner(reader);
  const refusal = paymentRefusal(order);
  if (refusal) return refuse(refusal);
  if (part === 'audio' && !order.delivered) return refuse('not_delivered');
  return GRANTED;
}
