import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrderNumber, generateRequestCode } from '@shared/domain/request-code';
import { createReading, createStaff, requestAs, type ReadingFixture } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { escapeFormula } from './users-export.service';

const HEADER = 'email,user_name,request_code,aws_sketch_url,order_date,sketch_upload_date\r\n';
const T0 = Date.parse('2026-10-01T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

describeEachDatabase('the users table and CSV export', (database) => {

  describe('cells', () => {
    let api: TestApi;
    let staff: string;
    const fixtures: Record<string, ReadingFixture> = {};
    let sketchAt: string;

    beforeAll(async () => {
      api = await startTestApi(database);
      staff = (await createStaff(api)).cookie;
      const people: Array<[string, string]> = [
        ['tabbed', '\tTabbed'],
        ['noname', ''],
        ['lf', 'Lone\nFeed\rReturn'],
        ['crlf', 'Line\r\nBreak'],
        ['comma', 'Smith, John "JJ"'],
        ['at', '@cmd'],
        ['minus', '-2'],
        ['plus', '+1'],
        ['formula', '=HYPERLINK("http://x")'],
      ];
      for (const [index, [key, name]] of people.entries()) {
        const email = key === 'minus' ? '-minus@example.com' : `${key}@example.com`;
        fixtures[key] = await createReading(api, { name, email }, at(index));
      }
      await createReading(api, { name: 'No Mail', email: '' }, at(100));
      const saved = await requestAs(api, staff, 'PATCH', `/api/admin/readings/${fixtures.plus!.id}`, {
        body: JSON.stringify({ sketchUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png', sketchAlt: 'A sketch', readingNotes: 'The cards speak of a patient, warm soul.' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(saved.status).toBe(200);
      sketchAt = new Date((await api.container.db.knex('readings').where({ id: fixtures.plus!.id }).first()).sketch_updated_at).toISOString();
    });
    afterAll(async () => api?.close());

    it('answers one row per order with an e-mail, newest first', async () => {
      const response = await requestAs(api, staff, 'GET', '/api/admin/users-table');
      expect(response.status).toBe(200);
      const rows = await response.json();
      expect(rows.map((row: { email: string }) => row.email)).toEqual([
        'formula@example.com', 'plus@example.com', '-minus@example.com', 'at@example.com', 'comma@example.com', 'crlf@example.com', 'lf@example.com', 'noname@example.com', 'tabbed@example.com',
      ]);
      expect(rows[1]).toEqual({
        email: 'plus@example.com',
        user_name: '+1',
        request_code: fixtures.plus!.requestCode,
        aws_sketch_url: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png',
        order_date: at(7).toISOString(),
        sketch_upload_date: sketchAt,
      });
      expect(rows[7]).toMatchObject({ email: 'noname@example.com', user_name: null, aws_sketch_url: null, sketch_upload_date: null });
    });

    it('downloads the same rows as a CSV file, quoted per RFC 4180 with formula cells escaped', async () => {
      const response = await requestAs(api, staff, 'GET', '/api/admin/users.csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="soulsketch-users-${new Date().toISOString().slice(0, 10)}.csv"`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const code = (key: string) => fixtures[key]!.requestCode;
      expect(await response.text()).toBe(
        HEADER +
          `formula@example.com,"'=HYPERLINK(""http://x"")",${code('formula')},,${at(8).toISOString()},\r\n` +
          `plus@example.com,'+1,${code('plus')},/uploads/AbCdEfGhIjKlMnOpQrStUv.png,${at(7).toISOString()},${sketchAt}\r\n` +
          `'-minus@example.com,'-2,${code('minus')},,${at(6).toISOString()},\r\n` +
          `at@example.com,'@cmd,${code('at')},,${at(5).toISOString()},\r\n` +
          `comma@example.com,"Smith, John ""JJ""",${code('comma')},,${at(4).toISOString()},\r\n` +
          `crlf@example.com,"Line\r\nBreak",${code('crlf')},,${at(3).toISOString()},\r\n` +
          `lf@example.com,"Lone\nFeed\rReturn",${code('lf')},,${at(2).toISOString()},\r\n` +
          `noname@example.com,,${code('noname')},,${at(1).toISOString()},\r\n` +
          `tabbed@example.com,'\tTabbed,${code('tabbed')},,${at(0).toISOString()},\r\n`,
      );
    });

    it('escapes every cell that a spreadsheet would run', () => {
      expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'a=1', ' =1', '', null].map(escapeFormula)).toEqual(["'=1", "'+1", "'-1", "'@x", "'\tx", "'\rx", 'a=1', ' =1', '', '']);
    });
  });

  describe('size', () => {
    let api: TestApi;
    let staff: string;
    const COUNT = 2_345;

    beforeAll(async () => {
      api = await startTestApi(database);
      staff = (await createStaff(api)).cookie;
      // Groups of 7 orders share a timestamp, so batches end inside a group: the (created_at, id) cursor must hold.
      const rows = Array.from({ length: COUNT }, (_, index) => ({
        request_code: generateRequestCode(),
        order_number: `${generateOrderNumber()}`.slice(0, 12) + String(index).padStart(4, '0'),
        product_id: 2,
        customer_name: `Customer ${index}`,
        email: `customer${index}@example.com`,
        birthdate: '1990-01-01',
        price_cents: 0,
        created_at: at(Math.floor(index / 7)).toISOString(),
        updated_at: at(Math.floor(index / 7)).toISOString(),
      }));
      for (let start = 0; start < rows.length; start += 500) await api.container.db.knex('orders').insert(rows.slice(start, start + 500));
    });
    afterAll(async () => api?.close());

    it('streams every row once, in order, across batches', async () => {
      const response = await requestAs(api, staff, 'GET', '/api/admin/users.csv');
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(HEADER.trim());
      expect(lines.at(-1)).toBe('');
      const body = lines.slice(1, -1).map((line) => line.split(','));
      expect(body).toHaveLength(COUNT);
      expect(new Set(body.map((cells) => cells[2])).size).toBe(COUNT);
      const indexes = body.map((cells) => Number(cells[1]!.replace('Customer ', '')));
      expect(indexes).toEqual(Array.from({ length: COUNT }, (_, i) => COUNT - 1 - i));

      const table = await (await requestAs(api, staff, 'GET', '/api/admin/users-table')).json();
      expect(table.map((row: { request_code: string }) => row.request_code)).toEqual(body.map((cells) => cells[2]));
    });
  });
});
