import { AppError } from '../../http/errors';

/**
 * 409: only the funnel's main reading has the one-time offer. Not a 404: the code already opens the
 * order's pages to whoever holds it, so hiding the order protects nothing, while a distinct code lets
 * the page move on instead of calling a customer's real link "not found".
 */
export class NoOfferError extends AppError {
  constructor() {
    super(409, 'no_offer', 'This order has no one-time offer.');
  }
}

/** 403: a forwarded link is not enough to spend the customer's money, nor to turn the offer down. */
export class OfferNotYoursError extends AppError {
  constructor() {
    super(403, 'offer_not_yours', 'This offer can only be answered in the browser that paid for the reading, or after signing in to your account.');
  }
}

/** 409: the offer ends 24 hours after the payment, by the server's clock. */
export class OfferExpiredError extends AppError {
  constructor() {
    super(409, 'offer_expired', 'This one-time offer has ended: it was available for 24 hours after your payment.');
  }
}

/** 409: a refund (asked for or made) closes the offer: the saved card is never charged on a payment given back. */
export class OfferClosedError extends AppError {
  constructor() {
    super(409, 'offer_closed', 'This one-time offer is closed because your order was refunded. Nothing was charged.');
  }
}
