import * as z from 'zod/mini';
import { pathIdSchema, requestCodeSchema } from '../schemas/common';
import {
  createOrderInputSchema,
  customerOrderSchema,
  freeReadingCreatedSchema,
  orderCreatedSchema,
  orderSchema,
  orderSubscriptionPatchSchema,
  orderWithReadingSchema,
} from '../schemas/order';
import {
  confirmationResendSchema,
  freeReadingInputSchema,
  readingSchema,
  readingSubscriptionPatchSchema,
} from '../schemas/reading';
import {
  adminProductSchema,
  adminProductUpdateSchema,
  adminReadingSchema,
  adminReadingUpdateSchema,
  adminReadingsPageSchema,
  adminReadingsQuerySchema,
  uploadResultSchema,
  usersTableRowSchema,
} from '../schemas/admin';
import {
  loginInputSchema,
  loginResponseSchema,
  meResponseSchema,
  passwordLinkCheckSchema,
  passwordLinkStateSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordSetSchema,
} from '../schemas/auth';
import {
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
  funnelPricesSchema,
  paymentConfigSchema,
  paymentIntentCreatedSchema,
  paymentStatusSchema,
  sandboxConfirmSchema,
  sandboxIntentSchema,
  upsellBodySchema,
  upsellResultSchema,
  upsellStateSchema,
} from '../schemas/payment';
import { orderPurchasesSchema } from '../schemas/purchases';
import { refundRequestSchema, refundStateSchema } from '../schemas/refund';
import { productSchema, productSlugParamsSchema } from '../schemas/product';
import type { QuestionnaireId } from '../questionnaires';
import { answerSetBodySchema, orderRefSchema, questionnaireIdSchema, questionnaireSubmissionSchema } from '../schemas/questionnaire-submission';
import { pushDeviceSchema, pushPublicKeySchema, pushSubscriptionInputSchema } from '../schemas/push';
import { premiumReadingSchema } from '../schemas/premium-reading';
import {
  horoscopeConfirmedSchema,
  horoscopeLinkStateSchema,
  horoscopeSettingsChangeSchema,
  horoscopeSettingsSchema,
  horoscopeSubscribeRequestSchema,
  horoscopeTokenQuerySchema,
} from '../schemas/horoscope';
import { defineEndpoint } from './define-endpoint';

const byCode = z.object({ code: requestCodeSchema });
const byId = z.object({ id: pathIdSchema });
const ok = z.object({ ok: z.literal(true) });
/** A user id in a path: plain decimal digits only (pathIdSchema), one user in one spelling. */
const byUserId = z.object({ userId: pathIdSchema });

/** A path that takes one questionnaire's answers (same rules and header as `questionnaires.submit`). */
function submitQuestionnaire<Id extends QuestionnaireId>(path: string, questionnaireId: Id) {
  const endpoint = defineEndpoint({
    method: 'POST',
    path,
    params: z.object({ orderRef: orderRefSchema }),
    body: answerSetBodySchema,
    response: questionnaireSubmissionSchema,
    status: 201,
  });
  return Object.assign(endpoint, { questionnaireId });
}

/** Every endpoint of the API, in one place: the server and the PWA both read their paths and shapes from here. */
export const endpoints = {
  /**
   * The load balancer's check: `{ ok: true }`, or 503 with the error body's code `unavailable` (the
   * database does not answer) or `draining` (the process is shutting down).
   */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    response: z.object({ ok: z.literal(true) }),
  }),
  freeReading: {
    create: defineEndpoint({
      method: 'POST',
      path: '/api/free-soulmate',
      body: freeReadingInputSchema,
      response: freeReadingCreatedSchema,
      status: 201,
    }),
  },
  /**
   * Every answer here that holds reading text (readings.*, confirmation.lookup, orders.byCode) carries
   * `access`: the owner's session and staff get the notes in full, a holder of the code alone only their
   * first paragraph, paid or not; premium fields are never part of them (shared/domain/reading-preview.ts).
   */
  readings: {
    byCode: defineEndpoint({
      method: 'GET',
      path: '/api/readings/by-code/:code',
      params: byCode,
      response: readingSchema,
    }),
    /** The unconfirmed thank-you page's read; same reading, addressed by its older path. */
    get: defineEndpoint({
      method: 'GET',
      path: '/api/readings/:code',
      params: byCode,
      response: readingSchema,
    }),
    confirm: defineEndpoint({
      method: 'POST',
      path: '/api/readings/confirm/:code',
      params: byCode,
      body: z.looseObject({}),
      response: readingSchema,
    }),
    subscribe: defineEndpoint({
      method: 'PATCH',
      path: '/api/readings/:code',
      params: byCode,
      body: readingSubscriptionPatchSchema,
      response: readingSchema,
    }),
  },
  /**
   * A paid reading in full: the owner's session or staff. 401 unauthorized signed out,
   * 403 forbidden for another customer, 409 payment_required for an unpaid (or refunded) order's owner,
   * 404 not_found for an unknown code.
   */
  premiumReadings: {
    byCode: defineEndpoint({ method: 'GET', path: '/api/premium-readings/:code', params: byCode, response: premiumReadingSchema }),
  },
  confirmation: {
    /** The e-mailed link's read: GET /api/confirm?code=... */
    lookup: defineEndpoint({
      method: 'GET',
      path: '/api/confirm',
      query: byCode,
      response: readingSchema,
    }),
    /** Ask for the confirmation e-mail again; answers the same whether the address is known or not. */
    resend: defineEndpoint({
      method: 'POST',
      path: '/api/confirm-request',
      body: confirmationResendSchema,
      response: z.object({ ok: z.literal(true) }),
      status: 202,
    }),
  },
  /** Real counts of readings requested: null when below 5, and the line is hidden. */
  socialProof: defineEndpoint({
    method: 'GET',
    path: '/api/social-proof',
    response: z.object({ thisWeek: z.nullable(z.int()), lastHour: z.nullable(z.int()) }),
  }),
  /** The public catalogue: active catalogue products only (shared/domain/products.ts). */
  products: {
    list: defineEndpoint({ method: 'GET', path: '/api/products', response: z.array(productSchema) }),
    /** 404 not_found for an unknown slug, an inactive product or one not sold in the catalogue. */
    bySlug: defineEndpoint({ method: 'GET', path: '/api/products/slug/:slug', params: productSlugParamsSchema, response: productSchema }),
  },
  orders: {
    /** A catalogue order, unpaid, at the products table's price (a client price is dropped); rate-limited per client. */
    create: defineEndpoint({ method: 'POST', path: '/api/orders', body: createOrderInputSchema, response: orderCreatedSchema, status: 201 }),
    byCode: defineEndpoint({
      method: 'GET',
      path: '/api/orders/by-code/:code',
      params: byCode,
      response: orderWithReadingSchema,
    }),
    code: defineEndpoint({
      method: 'GET',
      path: '/api/orders/code/:code',
      params: byCode,
      response: orderSchema,
    }),
    /**
     * What a paid order bought, for its completion page and whoever holds the code: the order, its
     * bonuses and an accepted one-time offer, with names and prices only. 404 not_found for an unknown
     * code, 409 payment_required while unpaid.
     */
    purchases: defineEndpoint({ method: 'GET', path: '/api/orders/:code/purchases', params: byCode, response: orderPurchasesSchema }),
    subscribe: defineEndpoint({
      method: 'PATCH',
      path: '/api/orders/:code',
      params: byCode,
      body: orderSubscriptionPatchSchema,
      response: orderSchema,
    }),
    /**
     * The audio order's file itself (audio/mp4 or audio/mpeg, not JSON): for its owner once delivered,
     * and staff; anyone else gets 404. Byte ranges: 206 with Content-Range, 416 past the end, a
     * multi-range answered whole (api/src/http/range.ts). HEAD too.
     */
    audio: defineEndpoint({ method: 'GET', path: '/api/orders/:code/audio', params: byCode, response: z.unknown() }),
  },
  users: {
    /** The owner (session) or staff; anyone else gets the same 404 as for a user that does not exist. */
    orders: defineEndpoint({ method: 'GET', path: '/api/users/:userId/orders', params: byUserId, response: z.array(customerOrderSchema) }),
  },
  auth: {
    login: defineEndpoint({ method: 'POST', path: '/api/login', body: loginInputSchema, response: loginResponseSchema }),
    logout: defineEndpoint({ method: 'POST', path: '/api/logout', response: ok }),
    /** Who is signed in: 200 with `user: null` for a visitor who is not (never a 401), so any page may ask. */
    me: defineEndpoint({ method: 'GET', path: '/api/me', response: meResponseSchema }),
    /** Sends a single-use link to set a new password; answers the same whether the address is known. */
    requestPasswordReset: defineEndpoint({ method: 'POST', path: '/api/password-reset', body: passwordResetRequestSchema, response: ok, status: 202 }),
    /** Sets the password and signs this browser in (the session cookie, as at a login); a used or expired link: 400 link_expired, no cookie. */
    completePasswordReset: defineEndpoint({ method: 'POST', path: '/api/password-reset/complete', body: passwordResetCompleteSchema, response: passwordSetSchema }),
    /** Whether a link still works and what it is for, without using it up (a POST: the token stays out of access logs). */
    checkPasswordLink: defineEndpoint({ method: 'POST', path: '/api/password-reset/check', body: passwordLinkCheckSchema, response: passwordLinkStateSchema }),
  },
  /** Staff only: 401 without a session, 403 for customers. */
  admin: {
    readings: defineEndpoint({ method: 'GET', path: '/api/admin/readings', query: adminReadingsQuerySchema, response: adminReadingsPageSchema }),
    completeReading: defineEndpoint({ method: 'PATCH', path: '/api/admin/readings/:id', params: byId, body: adminReadingUpdateSchema, response: adminReadingSchema }),
    /** The body is the image itself (Content-Type image/png, image/jpeg or image/webp), at most 5 MB. */
    uploadSketch: defineEndpoint({ method: 'POST', path: '/api/admin/uploads', response: uploadResultSchema, status: 201 }),
    /** An audio order's own file (audio/mp4 .m4a or audio/mpeg .mp3), at most 30 MB: private, heard through orders.audio. */
    uploadAudio: defineEndpoint({ method: 'POST', path: '/api/admin/uploads/audio', response: uploadResultSchema, status: 201 }),
    products: defineEndpoint({ method: 'GET', path: '/api/admin/products', response: z.array(adminProductSchema) }),
    updateProduct: defineEndpoint({ method: 'PATCH', path: '/api/admin/products/:id', params: byId, body: adminProductUpdateSchema, response: adminProductSchema }),
    usersTable: defineEndpoint({ method: 'GET', path: '/api/admin/users-table', response: z.array(usersTableRowSchema) }),
    /** A CSV file download (text/csv), not JSON. */
    usersCsv: defineEndpoint({ method: 'GET', path: '/api/admin/users.csv', response: z.string() }),
    /** Refunds the whole order through the provider (409 not_refundable unless paid); a repeat changes nothing. */
    refundOrder: defineEndpoint({ method: 'POST', path: '/api/admin/orders/:id/refund', params: byId, body: refundRequestSchema, response: refundStateSchema }),
  },
  payments: {
    config: defineEndpoint({ method: 'GET', path: '/api/stripe/config', response: paymentConfigSchema }),
    /** The full reading's and the one-time offer's prices now, from the products table (public). */
    prices: defineEndpoint({ method: 'GET', path: '/api/prices', response: funnelPricesSchema }),
    /** Prices the order on the server; the body's totalPrice, if any, is ignored. */
    createIntent: defineEndpoint({ method: 'POST', path: '/api/create-payment-intent/:code', params: byCode, body: createPaymentIntentBodySchema, response: paymentIntentCreatedSchema }),
    /** Asks the server to check the PaymentIntent with the provider (never marks paid on the client's word). */
    confirm: defineEndpoint({ method: 'POST', path: '/api/confirm-payment/:code', params: byCode, body: confirmPaymentBodySchema, response: paymentStatusSchema }),
    /** Stripe's signed events (raw body); answers 400 when the signature is missing or wrong. */
    webhook: defineEndpoint({ method: 'POST', path: '/api/stripe/webhook', response: z.object({ received: z.literal(true) }) }),
    /** Test mode only: the sandbox card form confirms a PaymentIntent (or its 3-D Secure step). */
    sandboxConfirm: defineEndpoint({ method: 'POST', path: '/api/sandbox/payment-intents/:id/confirm', params: z.object({ id: z.string().check(z.regex(/^pi_sandbox_[0-9a-f]{24}$/)) }), body: sandboxConfirmSchema, response: sandboxIntentSchema }),
  },
  upsells: {
    /** The offer's state for the payer or the signed-in owner (the same rule as answering it): 404, 409 payment_required, 403 offer_not_yours. */
    state: defineEndpoint({ method: 'GET', path: '/api/upsells/:code', params: byCode, response: upsellStateSchema }),
    respond: defineEndpoint({ method: 'POST', path: '/api/upsells/:code', params: byCode, body: upsellBodySchema, response: upsellResultSchema }),
    confirm: defineEndpoint({ method: 'POST', path: '/api/upsells/:code/confirm', params: byCode, body: confirmPaymentBodySchema, response: paymentStatusSchema }),
  },
  onboardings: {
    /**
     * The funnel's onboarding answers, stored by the questionnaires module (no
     * Idempotency-Key needed, and a second submission answers `alreadyReceived: true`).
     */
    submit: defineEndpoint({ method: 'POST', path: '/api/onboardings/:code', params: byCode, body: answerSetBodySchema, response: z.object({ ok: z.literal(true), alreadyReceived: z.boolean() }) }),
  },
  /**
   * Questionnaire answers (docs/decisions/011): header `Idempotency-Key: <uuid v4>` is the submission id. 201 the
   * first time, 200 with the stored result for a replay; 404 not_found (unknown order, or not the owner
   * nor, for a funnel reading, the holder of its code), 409 payment_required, already_answered (first
   * answers count), wrong_questionnaire; 422 validation_failed with the definition's messages.
   * Every body here is the answer set of the path's questionnaire: the server checks it with
   * `answersSchemaFor(QUESTIONNAIRES[id])` and names each failing answer by its field's name.
   */
  questionnaires: {
    submit: defineEndpoint({
      method: 'POST',
      path: '/api/questionnaires/:questionnaireId/:orderRef',
      params: z.object({ questionnaireId: questionnaireIdSchema, orderRef: orderRefSchema }),
      body: answerSetBodySchema,
      response: questionnaireSubmissionSchema,
      status: 201,
    }),
    /** The older per-form paths and the new forms': the same handler, one questionnaire each. */
    freeSoulmate: submitQuestionnaire('/api/free-soulmate-questionnaire/:orderRef', 'soulmate'),
    premiumSoulmate: submitQuestionnaire('/api/premium-soulmate-questionnaire/:orderRef', 'soulmate'),
    spiritAnimal: submitQuestionnaire('/api/spirit-animal-questionnaire/:orderRef', 'spirit-animal'),
    moneyTree: submitQuestionnaire('/api/money-tree-questionnaire/:orderRef', 'money-tree'),
    loveForecast: submitQuestionnaire('/api/love-forecast-questionnaire/:orderRef', 'love-forecast'),
    twinFlame: submitQuestionnaire('/api/twin-flame-questionnaire/:orderRef', 'twin-flame'),
  },
  /**
   * Web push: the VAPID public key is public; a signed-in customer stores this browser's
   * subscription (422 validation_failed for an endpoint that is not a known push service's https
   * address or keys that are not a P-256 point and a 16-byte secret; 409 endpoint_taken for a browser
   * another account holds), lists their devices and turns one off (404 for a device that is not theirs).
   */
  push: {
    publicKey: defineEndpoint({ method: 'GET', path: '/api/push/public-key', response: pushPublicKeySchema }),
    subscribe: defineEndpoint({ method: 'POST', path: '/api/push/subscriptions', body: pushSubscriptionInputSchema, response: pushDeviceSchema, status: 201 }),
    devices: defineEndpoint({ method: 'GET', path: '/api/push/subscriptions', response: z.array(pushDeviceSchema) }),
    remove: defineEndpoint({ method: 'DELETE', path: '/api/push/subscriptions/:id', params: byId, response: ok }),
  },
  /**
   * The daily horoscope's links, by the signed token in its mails (no sign-in). A token that is not
   * ours answers 400 bad_request and changes nothing; a missing one 422.
   */
  horoscope: {
    /**
     * One-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` form-encoded;
     * an empty or JSON body is taken too. Answers `{ ok: true }`, also when unsubscribed already.
     */
    unsubscribe: defineEndpoint({ method: 'POST', path: '/api/horoscope/unsubscribe', query: horoscopeTokenQuerySchema, response: ok }),
    /**
     * The link itself, opened in a browser (or by a mail scanner): changes nothing and answers 303 to
     * the PWA's page `/horoscope/unsubscribe?token=...`, whose one button sends the POST above.
     */
    unsubscribePage: defineEndpoint({ method: 'GET', path: '/api/horoscope/unsubscribe', query: horoscopeTokenQuerySchema, response: z.string(), status: 303 }),
    /**
     * Subscribes the token's address again (the unsubscribe page's "changed my mind"); 404 when the
     * subscription was deleted, 30 days after it ended.
     */
    resubscribe: defineEndpoint({ method: 'POST', path: '/api/horoscope/resubscribe', query: horoscopeTokenQuerySchema, response: ok }),
    /** The unsubscribe page's read of its link: whether the horoscope is still on. Changes nothing. */
    linkState: defineEndpoint({ method: 'GET', path: '/api/horoscope/link', query: horoscopeTokenQuerySchema, response: horoscopeLinkStateSchema }),
    /**
     * The horoscope pages' subscribe box: mails the address a link to confirm, within its share of
     * mails; 202 `{ ok: true }` whatever the address, so the answer tells nothing about it.
     * Rate-limited per client, with the request-code subscribes.
     */
    subscribe: defineEndpoint({ method: 'POST', path: '/api/horoscope/subscribe', body: horoscopeSubscribeRequestSchema, response: ok, status: 202 }),
    /**
     * The "Confirm your daily horoscope" link, used: starts the horoscope. Single-use: 400 `link_used`
     * when opened again, `link_expired` after 7 days, `bad_request` for a token that is not ours.
     */
    confirm: defineEndpoint({ method: 'POST', path: '/api/horoscope/confirm', query: horoscopeTokenQuerySchema, response: horoscopeConfirmedSchema }),
    /**
     * The signed-in customer's daily horoscope (401 signed out): its sign, whether it is on, and its
     * channels. The PATCH turns it on (from the account's latest reading with a birth date: 409
     * `no_birth_date` when there is none) or off, and picks e-mail and this account's push devices
     * (404 for a device that is not theirs; 422 when it would stay on with no channel). Answers the
     * settings as they now are.
     */
    settings: defineEndpoint({ method: 'GET', path: '/api/account/horoscope', response: horoscopeSettingsSchema }),
    updateSettings: defineEndpoint({ method: 'PATCH', path: '/api/account/horoscope', body: horoscopeSettingsChangeSchema, response: horoscopeSettingsSchema }),
  },
} as const;
