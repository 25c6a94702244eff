import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session';
import { createCustomer, createReading, createStaff, markPaid, requestAs, type ReadingFixture } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

// Markers that must never leave the server in a preview. The notes mix CRLF, blank lines holding
// spaces and several blank lines in a row: the cut must hold for each of them.
const FIRST = 'The Lovers card opens your spread.\r\nA second line of the same paragraph.';
const SECOND = 'SECOND-PARAGRAPH-SECRET: the Star shows when you meet.';
const THIRD = 'THIRD-PARAGRAPH-SECRET: the Tower warns of a detour.';
const NOTES = `${FIRST}\r\n \t\r\n\r\n${SECOND}\n\n\n${THIRD}`;
const PREMIUM_MARKER = 'PREMIUM-FIELD-SECRET';

/** Every call that answers reading text by request code (shared/api/endpoints.ts). */
const BY_CODE_CALLS: { name: string; method: string; path: (code: string) => string; body?: unknown; notes: (body: any) => unknown }[] = [ // eslint-disable-line @typescript-eslint/no-explicit-any
  { name: 'GET /api/readings/by-code/:code', method: 'GET', path: (code) => `/api/readings/by-code/${code}`, notes: (body) => body.readingNotes },
  { name: 'GET /api/readings/:code', method: 'GET', path: (code) => `/api/readings/${code}`, notes: (body) => body.readingNotes },
  { name: 'GET /api/confirm?code=', method: 'GET', path: (code) => `/api/confirm?code=${code}`, notes: (body) => body.readingNotes },
  { name: 'POST /api/readings/confirm/:code', method: 'POST', path: (code) => `/api/readings/confirm/${code}`, body: {}, notes: (body) => body.readingNotes },
  { name: 'PATCH /api/readings/:code', method: 'PATCH', path: (code) => `/api/readings/${code}`, body: { horoscopeSubscription: true }, notes: (body) => body.readingNotes },
  { name: 'GET /api/orders/by-code/:code', method: 'GET', path: (code) => `/api/orders/by-code/${code}`, notes: (body) => body.freeSoulmateReading.readingNotes },
  { name: 'GET /api/orders/code/:code', method: 'GET', path: (code) => `/api/orders/code/${code}`, notes: () => undefined },
  { name: 'PATCH /api/orders/:code', method: 'PATCH', path: (code) => `/api/orders/${code}`, body: { horoscopeSubscription: true }, notes: () => undefined },
];

const ACCESS_OF: Record<string, (body: any) => unknown> = { // eslint-disable-line @typescript-eslint/no-explicit-any
  'GET /api/orders/by-code/:code': (body) => body.freeSoulmateReading.access,
};

describeEachDatabase('the paywall on the server', (database) => {
  let api: TestApi;
  let staff: string;
  let owner: string;
  let stranger: string;
  let unpaid: ReadingFixture;
  let paid: ReadingFixture;

  /** One call as `cookie` (or anonymously): the raw text of the answer, and the answer parsed. */
  async function call(entry: (typeof BY_CODE_CALLS)[number], code: string, cookie?: string) {
    const headers: Record<string, string> = entry.body === undefined ? {} : { 'content-type': 'application/json' };
    const response = await requestAs(api, cookie, entry.method, entry.path(code), { body: entry.body === undefined ? undefined : JSON.stringify(entry.body), headers });
    const text = await response.text();
    expect(response.status, `${entry.name}: ${text}`).toBe(200);
    return { text, body: JSON.parse(text) };
  }

  /** A reading that staff completed with the notes above, and premium fields stored behind it. */
  async function completedReading(email: string): Promise<ReadingFixture> {
    const reading = await createReading(api, { email, name: 'Luna Star' });
    const saved = await requestAs(api, staff, 'PATCH', `/api/admin/readings/${reading.id}`, {
      body: JSON.stringify({ sketchUrl: 'https://cdn.example.com/sketch.png', sketchAlt: 'A pencil sketch', readingNotes: NOTES }),
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.status).toBe(200);
    await api.container.db.knex('readings').where({ id: reading.id }).update({ premium_content_json: JSON.stringify({ soulmateAppearance: PREMIUM_MARKER }) });
    return reading;
  }

  function expectPreview(who: string, entry: (typeof BY_CODE_CALLS)[number], answer: { text: string; body: unknown }) {
    expect(answer.text, `${who}, ${entry.name}`).not.toContain('SECOND-PARAGRAPH-SECRET');
    expect(answer.text, `${who}, ${entry.name}`).not.toContain('THIRD-PARAGRAPH-SECRET');
    expect(answer.text, `${who}, ${entry.name}`).not.toContain(PREMIUM_MARKER);
    const notes = entry.notes(answer.body);
    if (notes === undefined) return;
    expect(notes, `${who}, ${entry.name}`).toBe(FIRST.replace(/\r\n/g, '\n'));
    expect((ACCESS_OF[entry.name] ?? ((body: any) => body.access))(answer.body), `${who}, ${entry.name}`).toBe('preview'); // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  function expectFull(who: string, entry: (typeof BY_CODE_CALLS)[number], answer: { text: string; body: unknown }) {
    const notes = entry.notes(answer.body);
    if (notes === undefined) return;
    expect(notes, `${who}, ${entry.name}`).toBe(NOTES.trim());
    expect((ACCESS_OF[entry.name] ?? ((body: any) => body.access))(answer.body), `${who}, ${entry.name}`).toBe('full'); // eslint-disable-line @typescript-eslint/no-explicit-any
    // Premium fields are not part of these answers at all: their own view comes with the premium issue.
    expect(answer.text, `${who}, ${entry.name}`).not.toContain(PREMIUM_MARKER);
  }

  beforeAll(async () => {
    api = await startTestApi(database, { LOGIN_ATTEMPTS_PER_CLIENT: '1000/60', HOROSCOPE_SUBSCRIBE_RATE_LIMIT: '1000/60' });
    staff = (await createStaff(api)).cookie;
    // The account exists first: the paid request joins it, the unpaid one stays the browser's.
    owner = (await createCustomer(api, 'owner@example.com', 'Olive Owner')).cookie;
    stranger = (await createCustomer(api, 'stranger@example.com', 'Sam Stranger')).cookie;
    unpaid = await completedReading('owner@example.com');
    paid = await completedReading('owner@example.com');
    await markPaid(api, paid);
  });
  afterAll(async () => api?.close());

  it('answers an unpaid completed reading by code with its first paragraph only, to anyone without a right to it', async () => {
    const visitors: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['another customer', stranger],
      ['an unknown session', `${SESSION_COOKIE}=not-a-session`],
      ['another cookie only', 'theme=dark'],
    ];
    for (const [who, cookie] of visitors) {
      for (const entry of BY_CODE_CALLS) expectPreview(who, entry, await call(entry, unpaid.requestCode, cookie));
    }
  });

  it('answers a paid reading by code without a session with the preview too: the full reading belongs to the account', async () => {
    for (const entry of BY_CODE_CALLS) {
      expectPreview('anonymous', entry, await call(entry, paid.requestCode));
      expectPreview('another customer', entry, await call(entry, paid.requestCode, stranger));
    }
  });

  it('gives staff the full notes, paid or not, and the owner once the order is paid', async () => {
    for (const reading of [unpaid, paid]) {
      for (const entry of BY_CODE_CALLS) {
        expectFull('staff', entry, await call(entry, reading.requestCode, staff));
      }
    }
    for (const entry of BY_CODE_CALLS) {
      expectFull('the owner of the paid order', entry, await call(entry, paid.requestCode, owner));
      expectPreview('the owner of the unpaid order', entry, await call(entry, unpaid.requestCode, owner));
    }
  });

  it('says "preview" before the reading is written, with no notes at all', async () => {
    const pending = await createReading(api, { email: 'pending@example.com' });
    const answer = await call(BY_CODE_CALLS[0]!, pending.requestCode);
    expect(answer.body).toMatchObject({ readingNotes: null, readingCompleted: false, access: 'preview' });
  });
});
