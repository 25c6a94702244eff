import { expect, it } from 'vitest';
import { createCustomer } from '../../testing/accounts';
import { cookieFrom } from '../../testing/cookies';
import { startCheckout, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, freeReadingBody, type TestApi } from '../../testing/test-api';

/**
 * Onboarding answers: only for a paid order, and the owner's answers (signed in, or
 * the browser that paid) are never lost because someone who only had the code answered first.
 */
describeEachDatabase('onboarding answers', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const answers = (desiredQualities: string) => ({ currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for unavailable people', desiredQualities });
  /** The answers that count: the owner's if any, else the code holder's (questionnaires module). */
  const stored = async (code: string) => {
    const rows = await api.container.db.knex('questionnaire_responses as q').join('orders as o', 'o.id', 'q.order_id').where('o.request_code', code).select('q.answers_json', 'q.submitted_by');
    const counting = rows.find((row) => row.submitted_by === 'owner') ?? rows[0];
    return counting ? (JSON.parse(counting.answers_json).desiredQualities as string) : null;
  };
  const submit = (code: string, desiredQualities: string, cookie?: string) =>
    api.request('POST', `/api/onboardings/${code}`, { body: answers(desiredQualities), headers: cookie ? { cookie } : {} });

  async function freeRequest(email: string): Promise<string> {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name: 'Vera Lux' }) });
    expect(response.status).toBe(201);
    return response.body.order.requestCode as string;
  }

  /** Pays as the paying browser does; answers the code and the cookie that browser then sends with its answers. */
  async function paidReading(email: string): Promise<{ code: string; payer: string | undefined }> {
    const code = await freeRequest(email);
    const { paymentIntentId, checkoutCookie } = await startCheckout(api, code);
    stripe.succeed(paymentIntentId);
    const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId }, headers: { cookie: checkoutCookie } });
    expect(confirmed.body.isPaid).toBe(true);
    return { code, payer: cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/onboardings/${code}`)?.pair };
  }

  it('refuses answers for an unpaid order with 409 payment_required, and stores nothing', async () => {
    const code = await freeRequest('unpaid-onboarding@example.com');
    const response = await submit(code, 'Kindness and a sense of humour');
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('payment_required');
    expect(await stored(code)).toBeNull();
  });

  it("lets the paying browser's answers replace a code holder's, never the other way round, and repeats idempotently", async () => {
    const { code, payer } = await paidReading('payer-onboarding@example.com');
    expect(payer).toBeDefined();
    expect((await submit(code, 'What a stranger with the link wrote')).body).toEqual({ ok: true, alreadyReceived: false });
    expect((await submit(code, 'What the customer really wants', payer)).body).toEqual({ ok: true, alreadyReceived: false });
    expect(await stored(code)).toBe('What the customer really wants');

    expect((await submit(code, 'The stranger tries again later')).body).toEqual({ ok: true, alreadyReceived: true });
    expect((await submit(code, 'The customer sends it twice', payer)).body).toEqual({ ok: true, alreadyReceived: true });
    expect(await stored(code)).toBe('What the customer really wants');
  });

  it("lets the signed-in owner's answers replace a code holder's, and not another customer's", async () => {
    const owner = await createCustomer(api, 'owner-onboarding@example.com');
    const other = await createCustomer(api, 'other-onboarding@example.com');
    const { code } = await paidReading('owner-onboarding@example.com');
    await submit(code, 'Another customer with the link wrote', other.cookie);
    expect((await submit(code, 'The owner signed in and wrote', owner.cookie)).body.alreadyReceived).toBe(false);
    expect((await submit(code, 'Another customer tries again', other.cookie)).body.alreadyReceived).toBe(true);
    expect(await stored(code)).toBe('The owner signed in and wrote');
  });

  it("keeps a code holder's first answers when nobody else answers, as before", async () => {
    const { code } = await paidReading('holder-onboarding@example.com');
    expect((await submit(code, 'The first answers given')).body.alreadyReceived).toBe(false);
    expect((await submit(code, 'A second set of answers')).body.alreadyReceived).toBe(true);
    expect(await stored(code)).toBe('The first answers given');
  });
});
