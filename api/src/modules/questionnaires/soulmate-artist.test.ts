import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { QUESTIONNAIRES } from '@shared/questionnaires';
import type { AdminReading } from '@shared/schemas/admin';
import { createCustomer, createStaff } from '../../testing/accounts';
import { catalogueOrder, checkoutAndPay, withStripeApi } from '../../testing/funnel';
import { validAnswers } from '../../testing/questionnaire-answers';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

/**
 * The Soulmate Sketch & Reading asks what its artist needs to draw: whom the customer is attracted to
 * (the free form's five choices), the traits they hope for and their birth date. Answers without them
 * are refused with a 422 naming each, and nothing is stored; with them, staff read them in the queue.
 */
describeEachDatabase('the soulmate questionnaire asks what the artist needs', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const submit = (code: string, cookie: string, answers: Record<string, unknown>) =>
    api.request('POST', `/api/questionnaires/soulmate/${code}`, { body: answers, headers: { cookie, 'idempotency-key': randomUUID() } });

  it('refuses answers without whom, which traits and the birth date, naming each; takes them and shows staff', async () => {
    const { cookie } = await createCustomer(api, 'selene@example.com', 'Selene Sky');
    const code = await catalogueOrder(api, PRODUCT_IDS.soulmateReading, 'selene@example.com');
    await checkoutAndPay(api, stripe, code);
    const order = await api.container.db.knex('orders').where({ request_code: code }).first();

    const { genderPreference: _who, soulmateTraits: _traits, dateOfBirth: _born, ...withoutThem } = validAnswers(QUESTIONNAIRES.soulmate);
    const refused = await submit(code, cookie, withoutThem);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual({
      genderPreference: ['Please select your preference'],
      soulmateTraits: ['Please provide at least 10 characters about your ideal soulmate'],
      dateOfBirth: ['Please select your date of birth'],
    });
    const short = await submit(code, cookie, { ...withoutThem, genderPreference: 'women', soulmateTraits: 'Kind', dateOfBirth: '1890-01-01' });
    expect(Object.keys(short.body.error.details).sort()).toEqual(['dateOfBirth', 'genderPreference', 'soulmateTraits']);
    expect(await api.container.db.knex('questionnaire_responses').where({ order_id: order.id })).toHaveLength(0);

    const accepted = await submit(code, cookie, { ...withoutThem, genderPreference: 'female', soulmateTraits: 'Kind eyes and a quick laugh', dateOfBirth: '1990-05-17' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

    const staff = (await createStaff(api)).cookie;
    const queue = await api.request('GET', '/api/admin/readings?search=selene%40example.com', { headers: { cookie: staff } });
    const item = (queue.body.items as AdminReading[]).find((reading) => reading.requestCode === code)!;
    expect(item.questionnaire?.answers).toEqual(
      expect.arrayContaining([
        ['Who are you attracted to?', 'Attracted to Women'],
        ['What traits do you hope for in your soulmate?', 'Kind eyes and a quick laugh'],
        ['Date of birth', 'May 17, 1990'],
      ]),
    );
  });
});
