import * as z from 'zod/mini';
import { requestCodeSchema } from '../schemas/common';
import {
  freeReadingCreatedSchema,
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
import { defineEndpoint } from './define-endpoint';

const byCode = z.object({ code: requestCodeSchema });

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
  orders: {
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
} as const;
