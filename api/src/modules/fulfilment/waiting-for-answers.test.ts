import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PAID_READING_DELIVERY } from '@shared/domain/delivery';
import { PRODUCT_IDS } from '@shared/domain/products';
import { QUESTIONNAIRES, questionnaireFor } from '@shared/questionnaires';
import type { AdminReading } from '@shared/schemas/admin';
import { createCustomer, createStaff } from '../../testing/accounts';
import { catalogueOrder, checkoutAndPay, freeRequest, withStripeApi } from '../../testing/funnel';
import { validAnswers } from '../../testing/questionnaire-answers';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

const HOUR_MS = 60 * 60 * 1000;
const DOMAIN = 'lifecycle.test';
const LOVE_FORECAST = QUESTIONNAIRES[questionnaireFor(PRODUCT_IDS.loveForecast).id];

/**
 * Paid work whose questionnaire is unanswered waits for its answers (the order lifecycle): the staff
 * queue says "Waiting for answers" with no due time, never overdue, after the work that is due; e-mail
 * confirmation is the free request's alone. The answers start the delivery window, for staff and for
 * the customer's "Ready by" alike.
 */
describeEachDatabase('work waiting for answers', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  async function queue(staff: string, query: string): Promise<{ items: AdminReading[]; counts: Record<string, number>; total: number }> {
    const response = await api.request('GET', `/api/admin/readings?${query}`, { headers: { cookie: staff } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }
  const codes = (items: AdminReading[]) => items.map((item) => `${item.productId}:${item.requestCode}`);

  it('lists a paid catalogue order with unanswered questions as waiting, without a due time, until the answers start its clock', async () => {
    const staff = (await createStaff(api, `staff-waiting@${DOMAIN}`)).cookie;
    const customer = await createCustomer(api, `iris@${DOMAIN}`, 'Iris Fresh');
    const forecast = await catalogueOrder(api, PRODUCT_IDS.loveForecast, `iris@${DOMAIN}`, customer.cookie);
    await checkoutAndPay(api, stripe, forecast);
    // A week on, it is still nobody's overdue work: nothing can be made before the answers.
    await api.container.db.knex('orders').where({ request_code: forecast }).update({ payment_date: new Date(Date.now() - 7 * 24 * HOUR_MS).toISOString() });

    const waiting = (await queue(staff, `search=${encodeURIComponent(`iris@${DOMAIN}`)}`)).items;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ requestCode: forecast, isPaid: true, status: 'needs_input', dueAt: null, overdue: false, readingCompleted: false, confirmed: null });

    // The customer's dashboard promises nothing yet either.
    const dashboard = async () =>
      (await api.request('GET', `/api/users/${customer.id}/orders`, { headers: { cookie: customer.cookie } })).body.find((order: { requestCode: string }) => order.requestCode === forecast);
    expect(await dashboard()).toMatchObject({ status: 'needs_input', dueAt: null });

    const answered = await api.request('POST', `/api/questionnaires/${LOVE_FORECAST.id}/${forecast}`, {
      body: validAnswers(LOVE_FORECAST),
      headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const dueAt = new Date(Date.parse(answered.body.receivedAt) + PAID_READING_DELIVERY.maxHours * HOUR_MS).toISOString();

    const preparing = (await queue(staff, `search=${encodeURIComponent(`iris@${DOMAIN}`)}`)).items[0];
    expect(preparing).toMatchObject({ status: 'in_progress', dueAt, overdue: false, confirmed: null });
    expect(await dashboard()).toMatchObject({ status: 'in_progress', dueAt });
  });

  it('sorts the pending queue: due work by due time, then work waiting for answers, across pages and in a search', async () => {
    const staff = (await createStaff(api, `staff-order@${DOMAIN}`)).cookie;
    await api.container.db.knex('readings').del();
    // Two free requests (due a day from now), a funnel payment (the full reading, spirit animal and money
    // tree wait for their answers), a catalogue order waiting for answers and one whose answers came.
    const free = await freeRequest(api, `free@${DOMAIN}`);
    const otherFree = await freeRequest(api, `free-too@${DOMAIN}`);
    const funnel = await freeRequest(api, `funnel@${DOMAIN}`);
    await checkoutAndPay(api, stripe, funnel);
    const forecast = await catalogueOrder(api, PRODUCT_IDS.loveForecast, `forecast@${DOMAIN}`);
    await checkoutAndPay(api, stripe, forecast);
    const customer = await createCustomer(api, `answered@${DOMAIN}`);
    const answered = await catalogueOrder(api, PRODUCT_IDS.loveForecast, `answered@${DOMAIN}`, customer.cookie);
    await checkoutAndPay(api, stripe, answered);
    const answers = await api.request('POST', `/api/questionnaires/${LOVE_FORECAST.id}/${answered}`, {
      body: validAnswers(LOVE_FORECAST),
      headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
    });
    expect(answers.status).toBe(201);

    const all = (await queue(staff, 'tab=pending&pageSize=50')).items;
    expect(all.length).toBeGreaterThanOrEqual(7);
    const due = all.filter((item) => item.dueAt !== null);
    const waiting = all.filter((item) => item.dueAt === null);
    // Due work first, by due time; then the waiting work, oldest first.
    expect(all).toEqual([...due, ...waiting]);
    expect(due.map((item) => item.dueAt)).toEqual(due.map((item) => item.dueAt).sort());
    expect(codes(due.slice(0, 2))).toEqual([`${PRODUCT_IDS.freeSoulmateReading}:${free}`, `${PRODUCT_IDS.freeSoulmateReading}:${otherFree}`]);
    expect(due[0]).toMatchObject({ status: 'in_progress', confirmed: false });
    expect(codes(due)).toContain(`${PRODUCT_IDS.loveForecast}:${answered}`);
    expect(waiting.map((item) => item.id)).toEqual(waiting.map((item) => item.id).sort((a, b) => a - b));
    expect(waiting.every((item) => item.status === 'needs_input' && !item.overdue)).toBe(true);
    expect(codes(waiting)).toEqual(expect.arrayContaining([
      `${PRODUCT_IDS.premiumSoulmateReading}:${funnel}`,
      `${PRODUCT_IDS.loveForecast}:${forecast}`,
    ]));
    expect(waiting.map((item) => item.productId).sort()).toEqual([1, 3, 5, 6]);
    // Only the free request has an e-mail link to confirm; the funnel's reading came from one.
    for (const item of all) expect(item.confirmed === null, `${item.productName}`).toBe(item.question === null);

    // The funnel's meditation came delivered with the payment: the one completed item, after the pending ones.
    const { counts } = await queue(staff, 'tab=pending&pageSize=5');
    expect(counts).toEqual({ all: all.length + 1, pending: all.length, completed: 1 });
    const delivered = (await queue(staff, 'tab=completed&pageSize=5')).items;
    expect(delivered.map((item) => item.productId)).toEqual([PRODUCT_IDS.manifestationAudio]);
    for (const tab of ['pending', 'all']) {
      const first = (await queue(staff, `tab=${tab}&pageSize=5&page=1`)).items;
      const second = (await queue(staff, `tab=${tab}&pageSize=5&page=2`)).items;
      expect(codes([...first, ...second]), tab).toEqual(codes(tab === 'all' ? [...all, ...delivered] : all));
    }
    const searched = [
      ...(await queue(staff, `search=${DOMAIN}&pageSize=5&page=1`)).items,
      ...(await queue(staff, `search=${DOMAIN}&pageSize=5&page=2`)).items,
    ];
    expect(codes(searched)).toEqual(codes([...all, ...delivered]));
  });

  it('refuses to complete work still waiting for answers unless staff confirm they deliver without them, and records that', async () => {
    const staff = (await createStaff(api, `staff-deliver@${DOMAIN}`)).cookie;
    const customer = await createCustomer(api, `rowan@${DOMAIN}`, 'Rowan Early');
    const forecast = await catalogueOrder(api, PRODUCT_IDS.loveForecast, `rowan@${DOMAIN}`, customer.cookie);
    await checkoutAndPay(api, stripe, forecast);
    const item = (await queue(staff, `search=${encodeURIComponent(`rowan@${DOMAIN}`)}`)).items[0]!;
    expect(item.status).toBe('needs_input');
    const mailsBefore = await api.container.db.knex('notification_outbox').where({ to_address: `rowan@${DOMAIN}` }).count({ n: '*' });
    const work = { premium: { soulmateReportIntroduction: 'A year of open doors.' } };
    const save = (body: object) => api.request('PATCH', `/api/admin/readings/${item.id}`, { body, headers: { cookie: staff } });

    const refused = await save(work);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'answers_missing', message: expect.stringContaining("waiting for the customer's answers") });
    const unchanged = (await queue(staff, `search=${encodeURIComponent(`rowan@${DOMAIN}`)}`)).items[0]!;
    expect(unchanged).toMatchObject({ status: 'needs_input', readingCompleted: false, premium: null, deliveredWithoutAnswersAt: null });
    expect(await api.container.db.knex('notification_outbox').where({ to_address: `rowan@${DOMAIN}` }).count({ n: '*' })).toEqual(mailsBefore);

    const confirmed = await save({ ...work, deliverWithoutAnswers: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'completed', readingCompleted: true, deliveredWithoutAnswersAt: confirmed.body.completedAt });
    expect(confirmed.body.deliveredWithoutAnswersAt).not.toBeNull();
    expect((await api.container.outbox.latestFor(`rowan@${DOMAIN}`))?.subject).toMatch(/ready/i);
    // A re-save of the delivered work keeps the record; nothing more to confirm.
    const again = await save({ premium: { soulmateReportIntroduction: 'A year of open doors, and one window.' } });
    expect(again.status).toBe(200);
    expect(again.body.deliveredWithoutAnswersAt).toBe(confirmed.body.deliveredWithoutAnswersAt);
  });
});
