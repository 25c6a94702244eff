import * as z from 'zod/mini';

export const API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** The order is paid already (another tab, an earlier visit). */
  'already_paid',
  /** The order has nothing to pay (a free product). */
  'nothing_to_pay',
  /** A password link that expired or was used already; a horoscope confirmation link that expired. */
  'link_expired',
  /** A single-use link (the daily horoscope's confirmation) opened again: it did its work the first time. */
  'link_used',
  /** Another request is still answering the one-time offer: try again in a moment. */
  'in_progress',
  /** The order must be paid first (the one-time offer, onboarding answers). */
  'payment_required',
  /** The one-time offer: only the browser that paid or the signed-in owner may answer it. */
  'offer_not_yours',
  /** The one-time offer's 24 hours after the payment are over. */
  'offer_expired',
  /** This order has no one-time offer (only the funnel's main reading has one). */
  'no_offer',
  /** The order was refunded (or its refund asked for): its one-time offer is closed. */
  'offer_closed',
  /** A refund of an order that was not paid through the provider. */
  'not_refundable',
  /**
   * Staff's save of work still waiting for the customer's answers, without confirming that they deliver
   * it without them (`deliverWithoutAnswers`).
   */
  'answers_missing',
  /** Questionnaire answers for this order came already, from another submission: the first answers count. */
  'already_answered',
  /** Answers for work that staff have delivered already: nothing would read them any more. */
  'already_delivered',
  /** Answers for an order that was refunded: it has no work left to do. */
  'order_refunded',
  /** This order's product takes another questionnaire than the one sent. */
  'wrong_questionnaire',
  /** A push endpoint (one browser) that another account's device already holds: it stays theirs. */
  'endpoint_taken',
  /** The account has no reading with a birth date, so there is no sign for a daily horoscope yet. */
  'no_birth_date',
  /** A byte range wholly past the end of a file (416; Content-Range says the size). */
  'range_not_satisfiable',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'rate_limited',
  'internal',
  'unavailable',
  /** The health check of a process that is shutting down: send requests to another one. */
  'draining',
  /** Another process holds the database's write lock for longer than a request waits: try again soon. */
  'database_busy',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Field path (dot-joined) -> messages, for forms to show beneath each field. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The one error body every API failure answers with. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    details: z.optional(fieldErrorsSchema),
    requestId: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
