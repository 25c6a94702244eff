import { expect, it } from 'vitest';
import { createCustomer } from '../../testing/accounts';
import { answerOffer, catalogueOrder, checkoutAndPay, freeRequest, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `GET /api/upsells/:code`: what the offer page needs before it shows anything, with the
 * same access rule as answering the offer. An unknown code is not found, an unpaid order needs its
 * payment, someone with only the link is refused; the payer and the signed-in owner get the offer's
 * state by the server's clock, and where the funnel goes next.
 */
describeEachDatabase('the one-time offer, read', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const read = (code: string, cookie?: string) => api.request('GET', `/api/upsells/${code}`, { headers: cookie ? { cookie } : {} });
  const paymentDate = async (code: string) => new Date((await api.container.db.knex('orders').where({ request_code: code }).first()).payment_date).getTime();

  async function paidReading(email: string) {
    const code = await freeRequest(api, email);
    const payer = await checkoutAndPay(api, stripe, code);
    expect(payer, 'the paying browser gets its cookie').toBeDefined();
    return { code, payer: payer! };
  }

  it('answers 404 for an unknown code and 409 payment_required for an unpaid order', async () => {
    const unknown = await read('REQ-0000-0000-0000-0000-0000-0000-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');

    const unpaid = await read(await freeRequest(api, 'unpaid-read@example.com'));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe('payment_required');
  });

  it('gives the paying browser the open offer, ending 24 hours after the payment, at the products table price', async () => {
    const { code, payer } = await paidReading('open-read@example.com');
    const response = await read(code, payer);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ state: 'open', yours: true, priceCents: 1999, next: 'onboarding' });
    expect(Date.parse(response.body.expiresAt)).toBe((await paymentDate(code)) + DAY_MS);
  });

  it('refuses a client with only the link (403 offer_not_yours), and answers the signed-in owner', async () => {
    const owner = await createCustomer(api, 'owner-read@example.com');
    const other = await createCustomer(api, 'other-read@example.com');
    const { code } = await paidReading('owner-read@example.com');
    for (const cookie of [undefined, other.cookie, `soulsketch_payer=${'x'.repeat(43)}`]) {
      const refused = await read(code, cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('offer_not_yours');
      expect(JSON.stringify(refused.body)).not.toContain('expiresAt');
    }
    expect((await read(code, owner.cookie)).body).toMatchObject({ state: 'open' });
  });

  it('tells anyone else holding the link that an accepted offer was accepted, and nothing more: a declined or open offer stays theirs to hear of', async () => {
    const other = await createCustomer(api, 'other-accepted@example.com');
    const accepted = await paidReading('accepted-elsewhere@example.com');
    expect((await answerOffer(api, accepted.code, accepted.payer)).status).toBe('accepted');
    // The purchases list already shows the accepted offer to whoever holds the code; the offer page says the same.
    for (const cookie of [undefined, other.cookie]) {
      const told = await read(accepted.code, cookie);
      expect(told.status, JSON.stringify(told.body)).toBe(200);
      expect(told.body).toEqual({ state: 'accepted', yours: false, expiresAt: null, priceCents: 1999, next: 'complete' });
    }
    expect((await read(accepted.code, accepted.payer)).body).toMatchObject({ state: 'accepted', yours: true });

    const declined = await paidReading('declined-elsewhere@example.com');
    expect((await answerOffer(api, declined.code, declined.payer, false)).status).toBe('declined');
    const refused = await read(declined.code);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('offer_not_yours');
    // Answering stays the payer's or the owner's: the stranger's answer is refused, accepted offer or not.
    const answered = await api.request('POST', `/api/upsells/${accepted.code}`, { body: { accepted: false } });
    expect(answered.status).toBe(403);
  });

  it('says expired once the 24 hours are over, by the server clock', async () => {
    const { code, payer } = await paidReading('expired-read@example.com');
    await api.container.db.knex('orders').where({ request_code: code }).update({ payment_date: new Date(Date.now() - DAY_MS - 60_000).toISOString() });
    const response = await read(code, payer);
    expect(response.status).toBe(200);
    expect(response.body.state).toBe('expired');
    expect(Date.parse(response.body.expiresAt)).toBeLessThan(Date.now());
  });

  it('keeps the answer, and names the next step: onboarding, then the end once it is answered', async () => {
    const declined = await paidReading('declined-read@example.com');
    expect((await answerOffer(api, declined.code, declined.payer, false)).status).toBe('declined');
    expect((await read(declined.code, declined.payer)).body).toMatchObject({ state: 'declined', next: 'onboarding' });

    const onboarding = { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for unavailable people', desiredQualities: 'Kindness and patience' };
    const answered = await api.request('POST', `/api/onboardings/${declined.code}`, { body: onboarding, headers: { cookie: declined.payer } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect((await read(declined.code, declined.payer)).body).toMatchObject({ state: 'declined', next: 'complete' });

    const accepted = await paidReading('accepted-read@example.com');
    expect((await answerOffer(api, accepted.code, accepted.payer)).status).toBe('accepted');
    expect((await read(accepted.code, accepted.payer)).body).toMatchObject({ state: 'accepted', priceCents: 1999, next: 'onboarding' });
  });

  it('says none for an order that has no offer (a catalogue order), as answering it says no_offer', async () => {
    const code = await catalogueOrder(api, 4, 'catalogue-read@example.com');
    await checkoutAndPay(api, stripe, code);
    const response = await read(code);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ state: 'none', expiresAt: null });
  });
});
