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
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
} from '../schemas/auth';
import {
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
  onboardingInputSchema,
  paymentConfigSchema,
  paymentIntentCreatedSchema,
  paymentStatusSchema,
  sandboxConfirmSchema,
  sandboxIntentSchema,
  upsellBodySchema,
  upsellResultSchema,
} from '../schemas/payment';
import { refundRequestSchema, refundStateSchema } from '../schemas/refund';
import { productSchema, productSlugParamsSchema } from '../schemas/product';
import { defineEndpoint } from './define-endpoint';

const byCode = z.object({ code: requestCodeSchema });
const byId = z.object({ id: pathIdSchema });
const ok = z.object({ ok: z.literal(true) });
/** A user id in a path: plain decimal digits only (pathIdSchema), one user in one spelling. */
const byUserId = z.object({ userId: pathIdSchema });

/** Every endpoint of the API, in one place (ARCHITECTURE.md). */
export const endpoints = {
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
  readings: {
    byCode: defineEndpoint({
      method: 'GET',
      path: '/api/readings/by-code/:code',
      params: byCode,
      response: readingSchema,
    }),
    /** The unconfirmed thank-you page's read; same reading, addressed the spec's other way. */
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
  /** Real counts of readings requested (DECISIONS.md): null when below 5, and the line is hidden. */
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
    subscribe: defineEndpoint({
      method: 'PATCH',
      path: '/api/orders/:code',
      params: byCode,
      body: orderSubscriptionPatchSchema,
      response: orderSchema,
    }),
  },
  users: {
    /** The owner (session) or staff; anyone else gets the same 404 as for a user that does not exist. */
    orders: defineEndpoint({ method: 'GET', path: '/api/users/:userId/orders', params: byUserId, response: z.array(customerOrderSchema) }),
  },
  auth: {
    login: defineEndpoint({ method: 'POST', path: '/api/login', body: loginInputSchema, response: loginResponseSchema }),
    logout: defineEndpoint({ method: 'POST', path: '/api/logout', response: ok }),
    me: defineEndpoint({ method: 'GET', path: '/api/me', response: meResponseSchema }),
    /** Sends a single-use link to set a new password; answers the same whether the address is known. */
    requestPasswordReset: defineEndpoint({ method: 'POST', path: '/api/password-reset', body: passwordResetRequestSchema, response: ok, status: 202 }),
    completePasswordReset: defineEndpoint({ method: 'POST', path: '/api/password-reset/complete', body: passwordResetCompleteSchema, response: ok }),
  },
  /** Staff only: 401 without a session, 403 for customers. */
  admin: {
    readings: defineEndpoint({ method: 'GET', path: '/api/admin/readings', query: adminReadingsQuerySchema, response: adminReadingsPageSchema }),
    completeReading: defineEndpoint({ method: 'PATCH', path: '/api/admin/readings/:id', params: byId, body: adminReadingUpdateSchema, response: adminReadingSchema }),
    /** The body is the image itself (Content-Type image/png, image/jpeg or image/webp), at most 5 MB. */
    uploadSketch: defineEndpoint({ method: 'POST', path: '/api/admin/uploads', response: uploadResultSchema, status: 201 }),
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
    respond: defineEndpoint({ method: 'POST', path: '/api/upsells/:code', params: byCode, body: upsellBodySchema, response: upsellResultSchema }),
    confirm: defineEndpoint({ method: 'POST', path: '/api/upsells/:code/confirm', params: byCode, body: confirmPaymentBodySchema, response: paymentStatusSchema }),
  },
  onboardings: {
    submit: defineEndpoint({ method: 'POST', path: '/api/onboardings/:code', params: byCode, body: onboardingInputSchema, response: z.object({ ok: z.literal(true), alreadyReceived: z.boolean() }) }),
  },
} as const;
