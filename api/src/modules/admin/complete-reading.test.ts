import { afterAll, beforeAll, expect, it } from 'vitest';
import { requiredWork } from '@shared/domain/content-testing';
import { SKETCH_MESSAGES } from '@shared/schemas/admin';
import { createReading, createStaff, markPaid, requestAs, type ReadingFixture } from '../../testing/accounts';
import { PNG_BYTES } from '../../testing/images';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { READING_READY_SUBJECT } from '../mail/templates/reading-ready';
import { PREMIUM_UNPAID_MESSAGE } from './admin-readings.service';
import { NUL_MESSAGE } from '../../http/nul-characters';

const SAVE = {
  sketchUrl: 'https://cdn.example.com/sketches/luna.png',
  sketchAlt: 'A pencil sketch of a smiling man with curly hair',
  readingNotes: 'The Lovers card crossed by the Star: a patient, warm soul is on the way.',
};

describeEachDatabase('completing a reading', (database) => {
  let api: TestApi;
  let staff: string;

  const save = (id: number | string, body: unknown) =>
    requestAs(api, staff, 'PATCH', `/api/admin/readings/${id}`, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const readyMails = async (email: string) =>
    api.container.db.knex('notification_outbox').where({ to_address: email, kind: 'reading-ready' }).orderBy('id').select('subject', 'text_body', 'html_body', 'order_id');
  const row = (reading: ReadingFixture) => api.container.db.knex('readings').where({ id: reading.id }).first();

  beforeAll(async () => {
    api = await startTestApi(database);
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => api?.close());

  it('marks a free reading completed and queues the "ready" mail with the free reading link', async () => {
    const reading = await createReading(api, { email: 'free@example.com', name: 'Fern Free' });
    const response = await save(reading.id, SAVE);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: reading.id, requestCode: reading.requestCode, name: 'Fern Free', readingCompleted: true, overdue: false, isPaid: false, premium: null, ...SAVE });
    expect(Date.parse(body.completedAt)).toBeGreaterThan(Date.now() - 60_000);

    const mails = await readyMails('free@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: READING_READY_SUBJECT, order_id: reading.orderId });
    expect(mails[0].text_body).toContain(`View My Reading: http://shop.test/first-reading/${reading.requestCode}`);
    expect(mails[0].text_body).not.toContain('premium-soulmate-reading');
    expect(mails[0].html_body).toContain(`href="http://shop.test/first-reading/${reading.requestCode}"`);
    expect(mails[0].text_body).toContain('Dear Fern Free,');

    const stored = await row(reading);
    expect(stored.sketch_updated_at).not.toBeNull();
    const publicView = await api.request('GET', `/api/readings/by-code/${reading.requestCode}`);
    expect(publicView.body).toMatchObject({ readingCompleted: true, sketchUrl: SAVE.sketchUrl, readingNotes: SAVE.readingNotes });
  });

  it('keeps the first completion time on a re-save, and moves the sketch time only when the sketch changes', async () => {
    const reading = await createReading(api, { email: 'resave@example.com' });
    const first = await (await save(reading.id, SAVE)).json();
    const firstSketchAt = (await row(reading)).sketch_updated_at;
    await new Promise((resolve) => setTimeout(resolve, 15));

    const notesOnly = await (await save(reading.id, { ...SAVE, readingNotes: `${SAVE.readingNotes} Corrected.` })).json();
    expect(notesOnly.completedAt).toBe(first.completedAt);
    expect(notesOnly.readingNotes).toContain('Corrected.');
    expect((await row(reading)).sketch_updated_at).toEqual(firstSketchAt);

    await new Promise((resolve) => setTimeout(resolve, 15));
    const newSketch = await (await save(reading.id, { ...SAVE, sketchUrl: 'https://cdn.example.com/sketches/luna-2.png' })).json();
    expect(newSketch.completedAt).toBe(first.completedAt);
    expect((await row(reading)).sketch_updated_at).not.toEqual(firstSketchAt);
    // Re-saves of a completed reading tell the customer nothing more ...
    expect(await readyMails('resave@example.com')).toHaveLength(1);
    // ... unless staff tick "Tell the customer again".
    expect((await save(reading.id, { ...SAVE, notifyAgain: true })).status).toBe(200);
    expect(await readyMails('resave@example.com')).toHaveLength(2);
  });

  it('saves premium content for a paid order and sends the premium link', async () => {
    const reading = await createReading(api, { email: 'paid@example.com', name: 'Pia Paid' });
    await markPaid(api, reading);
    const premium = { ...requiredWork(1), soulmateAppearance: '  Tall, with kind grey eyes.  ', soulmateReportIntroduction: 'Your soulmate has been near.', vedicReport: '' };
    const response = await save(reading.id, { ...SAVE, sketchUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png', premium });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ isPaid: true, readingCompleted: true, sketchUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png' });
    expect(body.premium).toEqual({ ...requiredWork(1), soulmateAppearance: 'Tall, with kind grey eyes.', soulmateReportIntroduction: 'Your soulmate has been near.' });

    const [mail] = await readyMails('paid@example.com');
    expect(mail.text_body).toContain(`http://shop.test/premium-soulmate-reading/${reading.requestCode}`);
    expect(mail.text_body).not.toContain('/first-reading/');

    // Saving again without premium fields keeps them.
    expect((await (await save(reading.id, SAVE)).json()).premium).toEqual(body.premium);
  });

  it('sends the premium link when a reading completed as free is saved again after payment', async () => {
    const reading = await createReading(api, { email: 'upgrade@example.com' });
    await save(reading.id, SAVE);
    await markPaid(api, reading);
    // As the payment does (the fulfilment module's `paid`): the premium reading is owed, pending again.
    await api.container.db.knex('readings').where({ id: reading.id }).update({ reading_completed: false, completed_at: null });
    expect((await save(reading.id, { ...SAVE, premium: { ...requiredWork(1), soulmateThoughts: 'They think of you at dusk.' } })).status).toBe(200);
    const mails = await readyMails('upgrade@example.com');
    expect(mails.map((mail) => /\/(first-reading|premium-soulmate-reading)\//.exec(mail.text_body)?.[1])).toEqual(['first-reading', 'premium-soulmate-reading']);
  });

  it('refuses premium content for an unpaid order with 422, changing nothing', async () => {
    const reading = await createReading(api, { email: 'unpaid@example.com' });
    const response = await save(reading.id, { ...SAVE, premium: { soulmateAppearance: 'Tall.' } });
    expect(response.status).toBe(422);
    expect((await response.json()).error.details).toEqual({ premium: [PREMIUM_UNPAID_MESSAGE] });
    expect(await row(reading)).toMatchObject({ sketch_url: null, completed_at: null, premium_content_json: null });
    expect(await readyMails('unpaid@example.com')).toHaveLength(0);

    // An empty premium form is no premium content.
    expect((await save(reading.id, { ...SAVE, premium: { soulmateAppearance: '   ' } })).status).toBe(200);
  });

  it.each([
    ['sketchUrl', { sketchUrl: 'javascript:alert(1)' }, SKETCH_MESSAGES.sketch],
    ['sketchUrl', { sketchUrl: 'http://cdn.example.com/sketch.png' }, SKETCH_MESSAGES.sketch],
    ['sketchUrl', { sketchUrl: '/uploads/../soulsketch.sqlite' }, SKETCH_MESSAGES.sketch],
    ['sketchUrl', { sketchUrl: '/uploads/sketch.svg' }, SKETCH_MESSAGES.sketch],
    ['sketchUrl', { sketchUrl: 'data:image/png;base64,AAAA' }, SKETCH_MESSAGES.sketch],
    ['sketchUrl', { sketchUrl: undefined }, SKETCH_MESSAGES.sketch],
    ['sketchAlt', { sketchAlt: undefined }, SKETCH_MESSAGES.alt],
    ['sketchAlt', { sketchAlt: '  a ' }, SKETCH_MESSAGES.alt],
    ['readingNotes', { readingNotes: undefined }, SKETCH_MESSAGES.notes],
    ['readingNotes', { readingNotes: 'Too short.' }, SKETCH_MESSAGES.notes],
    ['readingNotes', { readingNotes: `${SAVE.readingNotes}\u0000` }, NUL_MESSAGE],
    ['premium.soulmateAppearance', { premium: { soulmateAppearance: 'Tall\u0000' } }, NUL_MESSAGE],
    ['premium', { premium: { notAField: 'x' } }, undefined],
  ])('refuses a bad %s with 422 and leaves the reading pending (%o)', async (field, overrides, message) => {
    const reading = await createReading(api, { email: 'invalid@example.com' });
    const response = await save(reading.id, { ...SAVE, ...overrides });
    expect(response.status).toBe(422);
    const details = (await response.json()).error.details;
    expect(Object.keys(details).some((key) => key === field || key.startsWith(`${field}.`) || field.startsWith(key))).toBe(true);
    if (message) expect(details[field]).toContain(message);
    expect(await row(reading)).toMatchObject({ completed_at: null, sketch_url: null });
  });

  it('accepts a sketch uploaded through the API', async () => {
    const upload = await requestAs(api, staff, 'POST', '/api/admin/uploads', { body: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    const { url } = await upload.json();
    const reading = await createReading(api, { email: 'uploaded@example.com' });
    expect((await save(reading.id, { ...SAVE, sketchUrl: url })).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id, and 400 or 422 for a body that is not an object', async () => {
    for (const id of [999_999, 0, -1, 'abc', '1.5', '2147483648']) expect((await save(id, SAVE)).status, String(id)).toBe(404);
    const reading = await createReading(api, { email: 'odd@example.com' });
    // The JSON parser refuses non-object JSON (400); the schema refuses the rest (422).
    for (const [raw, status] of [['null', 400], ['"text"', 400], ['[]', 422], ['{"sketchUrl":{"$ne":""}}', 422], ['{"__proto__":{"isPaid":true}}', 400]] as const) {
      const response = await requestAs(api, staff, 'PATCH', `/api/admin/readings/${reading.id}`, { body: raw, headers: { 'content-type': 'application/json' } });
      expect(response.status, raw).toBe(status);
    }
  });
});
