import { expect, it } from 'vitest';
import { requiredWork } from '@shared/domain/content-testing';
import { PRODUCT_IDS } from '@shared/domain/products';
import { requiredFields, readingContentFor } from '@shared/domain/reading-content';
import type { AdminReading } from '@shared/schemas/admin';
import { createStaff } from '../../testing/accounts';
import { checkoutAndPay, freeRequest, withStripeApi } from '../../testing/funnel';
import { SKETCH_WORK } from '../../testing/staff-work';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

const SKETCH = SKETCH_WORK;

/**
 * Paid work is not "Save & Mark Completed" while its product's required sections are empty: the
 * $18.99 reading needs its sketch details, report, questions and insights (the gifts may wait). A
 * save without them is a 422 naming each empty field, and changes nothing: the reading stays pending
 * and the customer is not told. Written in full, it completes.
 */
describeEachDatabase('required sections of paid work', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  it('refuses the paid premium reading with empty required sections, naming them and changing nothing; completes it written in full', async () => {
    const staff = (await createStaff(api)).cookie;
    const code = await freeRequest(api, 'orion@example.com');
    await checkoutAndPay(api, stripe, code);
    const queue = await api.request('GET', '/api/admin/readings?tab=pending&search=orion%40example.com', { headers: { cookie: staff } });
    const item = (queue.body.items as AdminReading[]).find((reading) => reading.productId === PRODUCT_IDS.premiumSoulmateReading)!;
    // These orders' questionnaires are not answered here: staff deliver without the answers, as they confirm in the editor.
    const save = (body: object) => api.request('PATCH', `/api/admin/readings/${item.id}`, { body: { deliverWithoutAnswers: true, ...body }, headers: { cookie: staff } });
    const stored = () => api.container.db.knex('readings').where({ id: item.id }).first();
    const readyMails = () => api.container.db.knex('notification_outbox').where({ to_address: 'orion@example.com', kind: 'reading-ready' });
    const before = await stored();

    // The sketch and notes alone: every required field is named, with its label.
    const empty = await save({ ...SKETCH, premium: { vedicReport: 'Jupiter smiles on you.' } });
    expect(empty.status).toBe(422);
    const required = requiredFields(readingContentFor(PRODUCT_IDS.premiumSoulmateReading));
    expect(Object.keys(empty.body.error.details).sort()).toEqual(required.map((field) => `premium.${field}`).sort());
    expect(empty.body.error.details['premium.soulmateAppearance']).toEqual(['Write “Their Appearance”: this reading is not finished without it']);
    expect(empty.body.error.details['premium.soulmateUniverseMessage']).toEqual(['Write “A Message from the Universe”: this reading is not finished without it']);
    // Without any premium part at all, the same.
    expect(Object.keys((await save(SKETCH)).body.error.details)).toHaveLength(required.length);

    // One section short: only its empty fields are named.
    const oneShort = await save({ ...SKETCH, premium: { ...requiredWork(PRODUCT_IDS.premiumSoulmateReading), soulmateThoughts: '  ', soulmateAlreadyMet: '' } });
    expect(oneShort.status).toBe(422);
    expect(Object.keys(oneShort.body.error.details).sort()).toEqual(['premium.soulmateAlreadyMet', 'premium.soulmateThoughts']);

    expect(await stored()).toEqual(before);
    expect(await readyMails()).toHaveLength(0);

    // Written in full (the gifts left empty): completed, and the customer is told.
    const done = await save({ ...SKETCH, premium: requiredWork(PRODUCT_IDS.premiumSoulmateReading) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ readingCompleted: true, status: 'completed' });
    expect(Object.keys(done.body.premium).sort()).toEqual([...required].sort());
    expect(await readyMails()).toHaveLength(1);

    // A later save that leaves the premium part out keeps it, and still counts it as written.
    expect((await save({ ...SKETCH, readingNotes: `${SKETCH.readingNotes} Corrected.` })).status).toBe(200);
  });

  it('asks an unpaid free reading for its sketch and notes only', async () => {
    const staff = (await createStaff(api, 'sage-free@example.com')).cookie;
    await freeRequest(api, 'vega@example.com');
    const queue = await api.request('GET', '/api/admin/readings?search=vega%40example.com', { headers: { cookie: staff } });
    const [free] = queue.body.items as AdminReading[];
    const saved = await api.request('PATCH', `/api/admin/readings/${free!.id}`, { body: SKETCH, headers: { cookie: staff } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isPaid: false, readingCompleted: true, premium: null });
  });
});
