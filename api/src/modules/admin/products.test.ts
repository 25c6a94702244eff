import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createStaff, requestAs } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { NUL_MESSAGE } from '../../http/nul-characters';

const UPDATE = {
  priceCents: 5499,
  comparePriceCents: 9900,
  shortDescription: 'Whether you have met your twin flame, and what it asks of you.',
  descriptionHtml: '<h3>What you receive</h3><p>A <strong>deep</strong> reading, <em>by hand</em>.</p><ul><li>Recognition</li><li>Reunion</li></ul><p><a href="https://soulsketch.app/faq" title="FAQ">Questions?</a></p>',
  features: ['Twin flame recognition', 'Stages of your connection'],
  active: false,
};

describeEachDatabase('the product editor', (database) => {
  let api: TestApi;
  let staff: string;
  const update = (id: number | string, body: unknown) =>
    requestAs(api, staff, 'PATCH', `/api/admin/products/${id}`, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  beforeAll(async () => {
    api = await startTestApi(database);
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => api?.close());

  it('lists the catalogue with integer cents and parsed lists, named by the product registry', async () => {
    const response = await requestAs(api, staff, 'GET', '/api/admin/products');
    expect(response.status).toBe(200);
    const products = await response.json();
    expect(products.map((product: { id: number }) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(products[0]).toMatchObject({ id: 1, slug: 'premium-soulmate-reading', name: 'Premium Soulmate Reading', priceCents: 1899, comparePriceCents: 8900, saleChannel: 'funnel', active: true });
    expect(products[0]).not.toHaveProperty('inputFields');
    expect(products[2].name).toBe(`Love Forecast ${new Date().getUTCFullYear()}`);
    expect(products[0].features).toContain('20-page soulmate blueprint');
  });

  it('saves a product and reads it back the same', async () => {
    const before = (await (await requestAs(api, staff, 'GET', '/api/admin/products')).json())[PRODUCT_IDS.twinFlameReading - 1];
    const response = await update(PRODUCT_IDS.twinFlameReading, UPDATE);
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved).toEqual({ ...UPDATE, id: 8, slug: 'twin-flame-reading', name: 'Twin Flame Connection', saleChannel: 'catalogue', updatedAt: expect.any(String) });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    const listed = (await (await requestAs(api, staff, 'GET', '/api/admin/products')).json()).find((product: { id: number }) => product.id === 8);
    expect(listed).toEqual(saved);
    const row = await api.container.db.knex('products').where({ id: 8 }).first();
    expect(JSON.parse(row.features_json)).toEqual(UPDATE.features);
  });

  it('keeps what the product registry says of a product out of staff’s reach: a name or field list sent is ignored', async () => {
    const response = await update(PRODUCT_IDS.loveForecast, { ...UPDATE, active: true, name: 'Something Else', slug: 'elsewhere', inputFields: { x: 'y' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: 'love-forecast', name: expect.stringMatching(/^Love Forecast \d{4}$/) });
    const row = await api.container.db.knex('products').where({ id: PRODUCT_IDS.loveForecast }).first();
    expect(Object.keys(row).sort()).toEqual(['active', 'compare_price_cents', 'created_at', 'currency', 'description_html', 'features_json', 'id', 'price_cents', 'short_description', 'updated_at']);
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)><p>After</p>', '<p>After</p>'],
    ['<p onclick="steal()" onmouseover="x()">Hover</p>', '<p>Hover</p>'],
    ['<a href="javascript:alert(1)">Click</a>', '<a>Click</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">Click</a>', '<a>Click</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">Data</a>', '<a>Data</a>'],
    ['<a href="https://soulsketch.app" target="_blank" onclick="x()">Site</a>', '<a href="https://soulsketch.app">Site</a>'],
    ['<style>p{color:red}</style><h4 style="color:red">Title</h4>', '<h4>Title</h4>'],
    ['<iframe src="https://evil.example"></iframe><form><input></form><p>Text</p>', '<p>Text</p>'],
    ['<svg onload=alert(1)><circle/></svg><p>Ok</p>', '<p>Ok</p>'],
    ['<div><span>Kept text</span></div>', 'Kept text'],
    ['<p>Fish &amp; chips &lt;3</p>', '<p>Fish &amp; chips &lt;3</p>'],
  ])('cleans the description %s', async (html, clean) => {
    const response = await update(PRODUCT_IDS.loveForecast, { ...UPDATE, descriptionHtml: html });
    expect(response.status).toBe(200);
    const { descriptionHtml } = await response.json();
    expect(descriptionHtml).toBe(clean);
    expect(descriptionHtml).not.toMatch(/script|onerror|onclick|javascript:|style/i);
    expect((await api.container.db.knex('products').where({ id: PRODUCT_IDS.loveForecast }).first()).description_html).toBe(clean);
  });

  it.each([
    ['priceCents', { priceCents: -1 }, 'Prices cannot be negative'],
    ['priceCents', { priceCents: 18.99 }, 'Prices are whole cents'],
    ['priceCents', { priceCents: '1899' }, 'Prices are whole cents'],
    ['comparePriceCents', { comparePriceCents: -500 }, 'Prices cannot be negative'],
    ['shortDescription', { shortDescription: 'Short' }, 'Write at least 10 characters'],
    ['shortDescription', { shortDescription: 'Nul\u0000 in a description' }, NUL_MESSAGE],
    ['features.0', { features: ['Bad\u0000feature'] }, NUL_MESSAGE],
    ['active', { active: 'yes' }, undefined],
  ])('refuses a bad %s with 422, changing nothing (%o)', async (field, overrides, message) => {
    const before = await api.container.db.knex('products').where({ id: PRODUCT_IDS.soulmateReading }).first();
    const response = await update(PRODUCT_IDS.soulmateReading, { ...UPDATE, ...overrides });
    expect(response.status).toBe(422);
    const { details } = (await response.json()).error;
    expect(Object.keys(details).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    if (message) expect(Object.values(details).flat()).toContain(message);
    expect(await api.container.db.knex('products').where({ id: PRODUCT_IDS.soulmateReading }).first()).toEqual(before);
  });

  it('answers 404 for a product that does not exist', async () => {
    for (const id of [999, 0, 'abc']) expect((await update(id, UPDATE)).status, String(id)).toBe(404);
  });
});
