import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { AppError, BadRequestError, NotFoundError } from '../../http/errors';
import { rateLimit, type RateLimits } from '../../http/rate-limit';
import { WebhookSignatureError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { SandboxCardError, type SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { callerOf, checkoutKeyOf, ensureCheckoutKey, setPayerCookies } from '../orders/payer-cookie';
import type { PaymentsService } from './payments.service';

/** Payment, webhook and upsell calls of the paid funnel (its onboarding answers: the questionnaires module). */
export function registerPaymentsRoutes(
  router: Router,
  service: PaymentsService,
  provider: PaymentProvider,
  config: Pick<Config, 'env'>,
  limits: RateLimits,
): void {
  const checkResponses = config.env !== 'production';
  // Creating and checking payments reaches the provider: a generous per-client limit keeps a loop
  // (or someone probing codes) from costing us provider calls. A customer paying is never turned away
  // because the counters cannot be reached.
  const providerCalls = rateLimit(limits, 'payments', { max: 120, windowMs: 10 * 60 * 1000 }, { onStoreError: 'allow' });

  defineRoute(router, endpoints.payments.config, async () => service.config(), { checkResponses });
  defineRoute(router, endpoints.payments.prices, () => service.prices(), { checkResponses });
  defineRoute(router, endpoints.payments.createIntent, ({ params, ctx }) => service.createPaymentIntent(params.code, ensureCheckoutKey(ctx)), {
    before: [providerCalls],
    checkResponses,
  });
  defineRoute(
    router,
    endpoints.payments.confirm,
    async ({ params, body, ctx }) => {
      const { status, payer } = await service.confirmPayment(params.code, body.paymentIntentId, checkoutKeyOf(ctx));
      if (payer) setPayerCookies(ctx, params.code, payer);
      return status;
    },
    { before: [providerCalls], checkResponses },
  );

  defineRoute(
    router,
    endpoints.payments.webhook,
    async ({ ctx }) => {
      const raw = (ctx.request as { rawBody?: string }).rawBody;
      if (raw === undefined) throw new BadRequestError('Send the event as application/json.');
      let event;
      try {
        event = provider.parseWebhook(Buffer.from(raw, 'utf8'), ctx.get('Stripe-Signature') || undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new BadRequestError('The webhook signature is missing or does not match.');
        throw error;
      }
      await service.handleEvent(event);
      return { received: true as const };
    },
    { checkResponses },
  );

  // A read: no provider call, so only the usual limits; the payer's cookie reaches it (its path is this one).
  defineRoute(router, endpoints.upsells.state, ({ params, ctx }) => service.upsellState(params.code, callerOf(ctx)), { checkResponses });
  defineRoute(router, endpoints.upsells.respond, ({ params, body, ctx }) => service.respondToUpsell(params.code, body.accepted, callerOf(ctx)), {
    before: [providerCalls],
    checkResponses,
  });
  defineRoute(router, endpoints.upsells.confirm, ({ params, body }) => service.confirmUpsell(params.code, body.paymentIntentId), { before: [providerCalls], checkResponses });

  if (provider.mode === 'sandbox') {
    const sandbox = provider as SandboxProvider;
    defineRoute(
      router,
      endpoints.payments.sandboxConfirm,
      async ({ params, body }) => {
        try {
          const intent = await sandbox.confirm(params.id, body.clientSecret, { card: body.card, authenticate: body.authenticate });
          return { status: intent.status, message: intent.lastErrorMessage };
        } catch (error) {
          if (error instanceof SandboxCardError) {
            if (error.message === 'No such payment.') throw new NotFoundError();
            throw new AppError(422, 'validation_failed', error.message, { card: [error.message] });
          }
          throw error;
        }
      },
      { before: [providerCalls], checkResponses },
    );
  }
}
