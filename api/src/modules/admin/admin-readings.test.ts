import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeReadingInput } from '@shared/schemas/reading';
import { createReading, createStaff, requestAs } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { likePattern } from '../orders/staff-queue.repo';

const HOUR_MS = 60 * 60 * 1000;

interface Fixture {
  name: string;
  email?: string;
  question?: string;
  /** Hours from now the reading is due (pending), or hours ago it was completed. */
  dueInHours?: number;
  completedHoursAgo?: number;
}

describeEachDatabase('the staff reading list', (database) => {
  let api: TestApi;
  let staff: string;

  async function setUp(fixtures: Fixture[]): Promise<void> {
    api = await startTestApi(database);
    staff = (await createStaff(api)).cookie;
    const now = Date.now();
    for (const [index, fixture] of fixtures.entries()) {
      const input: Partial<FreeReadingInput> = { name: fixture.name, email: fixture.email ?? `reader${index}@example.com`, ...(fixture.question ? { question: fixture.question } : {}) };
      const { id } = await createReading(api, input);
      const readings = api.container.db.knex('readings').where({ id });
      if (fixture.completedHoursAgo !== undefined) {
        const completedAt = new Date(now - fixture.completedHoursAgo * HOUR_MS).toISOString();
        await readings.update({ reading_completed: true, completed_at: completedAt, sketch_url: 'https://cdn.example.com/s.png', reading_notes: 'Notes.' });
      } else {
        await readings.update({ due_at: new Date(now + (fixture.dueInHours ?? 24) * HOUR_MS).toISOString() });
      }
    }
  }

  async function list(query: string) {
    const response = await requestAs(api, staff, 'GET', `/api/admin/readings${query}`);
    const body = await response.json();
    return { status: response.status, body, names: response.status === 200 ? (body.items as Array<{ name: string }>).map((item) => item.name) : [] };
  }

  describe('tabs, order and pages', () => {
    beforeAll(async () => {
      // Created out of order on purpose: the list orders them, not the insertion.
      await setUp([
        { name: 'Pending Three', dueInHours: 1 },
        { name: 'Completed Two', completedHoursAgo: 2 },
        { name: 'Pending One', dueInHours: -30 },
        { name: 'Pending Five', dueInHours: 10 },
        { name: 'Completed Four', completedHoursAgo: 4 },
        { name: 'Pending Two', dueInHours: -2 },
        { name: 'Pending Seven', dueInHours: 23 },
        { name: 'Completed One', completedHoursAgo: 1 },
        { name: 'Pending Four', dueInHours: 5 },
        { name: 'Completed Five', completedHoursAgo: 5 },
        { name: 'Pending Six', dueInHours: 20 },
        { name: 'Completed Three', completedHoursAgo: 3 },
      ]);
    });
    afterAll(async () => api?.close());

    const PENDING = ['Pending One', 'Pending Two', 'Pending Three', 'Pending Four', 'Pending Five', 'Pending Six', 'Pending Seven'];
    const COMPLETED = ['Completed One', 'Completed Two', 'Completed Three', 'Completed Four', 'Completed Five'];

    it('lists pending readings by due time (overdue first), then completed ones newest first', async () => {
      const { status, body, names } = await list('?pageSize=50');
      expect(status).toBe(200);
      expect(names).toEqual([...PENDING, ...COMPLETED]);
      expect(body.items.map((item: { overdue: boolean }) => item.overdue)).toEqual([true, true, ...Array(10).fill(false)]);
      expect(body).toMatchObject({ total: 12, page: 1, pageSize: 50, counts: { all: 12, pending: 7, completed: 5 } });
      expect(body.items[0]).toMatchObject({ productId: 2, productName: 'Free Soulmate Reading', isPaid: false, confirmed: false, readingCompleted: false, email: 'reader2@example.com', birthdate: '1992-03-14' });
    });

    it('filters by tab, with the counts of all three tabs', async () => {
      const pending = await list('?tab=pending&pageSize=50');
      expect(pending.names).toEqual(PENDING);
      expect(pending.body).toMatchObject({ total: 7, counts: { all: 12, pending: 7, completed: 5 } });
      const completed = await list('?tab=completed&pageSize=50');
      expect(completed.names).toEqual(COMPLETED);
      expect(completed.body).toMatchObject({ total: 5, counts: { all: 12, pending: 7, completed: 5 } });
      expect(completed.body.items.every((item: { overdue: boolean; completedAt: string | null }) => !item.overdue && item.completedAt)).toBe(true);
    });

    it('pages through the queue, across the pending/completed boundary', async () => {
      const pages = [];
      for (let page = 1; page <= 4; page++) pages.push((await list(`?pageSize=5&page=${page}`)).names);
      expect(pages).toEqual([PENDING.slice(0, 5), [...PENDING.slice(5), ...COMPLETED.slice(0, 3)], COMPLETED.slice(3), []]);
      expect((await list('?tab=completed&pageSize=5&page=1')).names).toEqual(COMPLETED);
      expect((await list('?tab=completed&pageSize=5&page=2')).names).toEqual([]);
      expect((await list('?tab=pending&pageSize=5&page=2')).names).toEqual(PENDING.slice(5));
      const far = await list(`?page=${Number.MAX_SAFE_INTEGER}`);
      expect(far.status).toBe(200);
      expect(far.body).toMatchObject({ items: [], total: 12 });
    });

    it.each(['?tab=bogus', '?page=0', '?page=abc', '?page=1.5', '?page=1e300', '?pageSize=4', '?pageSize=101', `?search=${'x'.repeat(201)}`])('refuses %s with 422', async (query) => {
      expect((await list(query)).status).toBe(422);
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await setUp([
        { name: 'Marigold Finch', email: 'mari@example.com', question: 'Will I find love this year?', dueInHours: 3 },
        { name: 'Rowan Ash', email: 'marigold.fan@example.com', question: 'Does my ex still think of me?', completedHoursAgo: 1 },
        { name: 'Basil Stone', email: 'basil@example.com', question: 'Am I 100% sure he is the one?', completedHoursAgo: 2 },
        { name: 'Sage Willow', email: 'sage@example.com', question: 'Is 1000 days too long to wait?', dueInHours: 4 },
        { name: 'Ivy Snake', email: 'snake_case@example.com', question: 'Where will we meet, and when?', dueInHours: 5 },
        { name: 'Fern Snake', email: 'snakexcase@example.com', question: 'Who is my twin flame, really?', dueInHours: 6 },
        { name: 'Holly Back', email: 'holly@example.com', question: 'Is a\\b the path to my soulmate?', dueInHours: 7 },
      ]);
    });
    afterAll(async () => api?.close());

    it.each([
      ['MARIGOLD', ['Marigold Finch', 'Rowan Ash'], { all: 2, pending: 1, completed: 1 }],
      ['finch', ['Marigold Finch'], { all: 1, pending: 1, completed: 0 }],
      ['SNAKE_CASE@EXAMPLE', ['Ivy Snake'], { all: 1, pending: 1, completed: 0 }],
      ['e_c', ['Ivy Snake'], { all: 1, pending: 1, completed: 0 }],
      ['100%', ['Basil Stone'], { all: 1, pending: 0, completed: 1 }],
      ['%', ['Basil Stone'], { all: 1, pending: 0, completed: 1 }],
      ['a\\b', ['Holly Back'], { all: 1, pending: 1, completed: 0 }],
      ['Twin Flame', ['Fern Snake'], { all: 1, pending: 1, completed: 0 }],
      ['nobody-matches-this', [], { all: 0, pending: 0, completed: 0 }],
    ])('finds %s in name, e-mail or question, case-insensitively', async (search, names, counts) => {
      const result = await list(`?search=${encodeURIComponent(search)}`);
      expect(result.status).toBe(200);
      expect(result.names).toEqual(names);
      expect(result.body.counts).toEqual(counts);
      expect(result.body.total).toBe(counts.all);
    });

    it('combines the search with a tab, keeping the counts of every tab', async () => {
      const result = await list('?search=marigold&tab=completed');
      expect(result.names).toEqual(['Rowan Ash']);
      expect(result.body).toMatchObject({ total: 1, counts: { all: 2, pending: 1, completed: 1 } });
    });

    it('treats a blank search as none, and survives control characters', async () => {
      expect((await list('?search=%20%20')).body.total).toBe(7);
      const nul = await list('?search=%00mari%00');
      expect(nul.status).toBe(200);
      expect(nul.names).toEqual(['Marigold Finch', 'Rowan Ash']);
      expect((await list(`?search=${encodeURIComponent("'; drop table readings; --")}`)).status).toBe(200);
    });
  });

  it('escapes LIKE wildcards in the search term', () => {
    expect(likePattern('100%_x\\Y')).toBe('%100\\%\\_x\\\\y%');
  });
});
