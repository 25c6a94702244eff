import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createStaff, requestAs } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

const PUBLIC_FIELDS = [
  'category', 'comparePriceCents', 'description', 'features', 'id', 'imageUrl', 'inputFields', 'name', 'outputFields', 'priceCents', 'shortDescription', 'slug',
];

describeEachDatabase('the public catalogue', (database) => {
  let api: TestApi;
  let staff: string;
  const products = (id: number) => api.container.db.knex('products').where({ id });

  beforeAll(async () => {
    api = await startTestApi(database);
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => api?.close());

  it('lists the four catalogue products with their public fields only', async () => {
    const response = await api.request('GET', '/api/products');
    expect(response.status).toBe(200);
    expect(response.body.map((product: { slug: string }) => product.slug)).toEqual(['love-forecast', 'soulmate-reading', 'manifestation-audio', 'twin-flame-reading']);
    for (const product of response.body) {
      expect(Object.keys(product).sort(), product.slug).toEqual(PUBLIC_FIELDS);
      expect(product.imageUrl, product.slug).toBe(`/products/${product.slug}.svg`);
      expect(['love', 'future'], product.slug).toContain(product.category);
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.features.length, product.slug).toBeGreaterThan(0);
      expect(Object.keys(product.outputFields).length, product.slug).toBeGreaterThan(0);
    }
    expect(response.body[0]).toMatchObject({ id: PRODUCT_IDS.loveForecast, priceCents: 2999, category: 'future' });
    expect(response.body[1]).toMatchObject({ id: PRODUCT_IDS.soulmateReading, priceCents: 3999, category: 'love' });
  });

  it('answers one catalogue product by its slug', async () => {
    const response = await api.request('GET', '/api/products/slug/soulmate-reading');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(PUBLIC_FIELDS);
    expect(response.body).toMatchObject({ id: 4, name: 'Soulmate Sketch & Reading', priceCents: 3999 });
    expect(Object.keys(response.body.outputFields)).toEqual(expect.arrayContaining(['appearance', 'personality', 'meeting', 'timeline']));
    expect(Object.keys(response.body.inputFields).length).toBeGreaterThan(0);
  });

  it.each(['no-such-reading', 'premium-soulmate-reading', 'free-soulmate-reading', 'spirit-animal-tarot', 'money-tree', 'manifestation-system', 'x'.repeat(300)])(
    'answers 404 not_found for %s (unknown or not sold in the catalogue)',
    async (slug) => {
      const response = await api.request('GET', `/api/products/slug/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    },
  );

  it('hides a product staff switched off, and shows it again when switched back on', async () => {
    const admin = (await (await requestAs(api, staff, 'GET', '/api/admin/products')).json()).find((p: { id: number }) => p.id === PRODUCT_IDS.twinFlameReading);
    const { id: _id, slug: _slug, saleChannel: _channel, updatedAt: _updated, ...editable } = admin;
    const save = (active: boolean) =>
      requestAs(api, staff, 'PATCH', `/api/admin/products/${PRODUCT_IDS.twinFlameReading}`, { body: JSON.stringify({ ...editable, active }), headers: { 'content-type': 'application/json' } });

    expect((await save(false)).status).toBe(200);
    expect((await api.request('GET', '/api/products')).body.map((p: { id: number }) => p.id)).toEqual([3, 4, 7]);
    expect((await api.request('GET', '/api/products/slug/twin-flame-reading')).status).toBe(404);

    expect((await save(true)).status).toBe(200);
    expect((await api.request('GET', '/api/products')).body.map((p: { id: number }) => p.id)).toEqual([3, 4, 7, 8]);
    expect((await api.request('GET', '/api/products/slug/twin-flame-reading')).status).toBe(200);
  });

  it('cleans the description again on read, whatever the table holds', async () => {
    const before = (await products(PRODUCT_IDS.manifestationAudio).first()).description_html;
    await products(PRODUCT_IDS.manifestationAudio).update({ description_html: '<p onclick="x()">Calm</p><script>alert(1)</script><a href="javascript:alert(1)">Go</a>' });
    try {
      const listed = (await api.request('GET', '/api/products')).body.find((p: { id: number }) => p.id === PRODUCT_IDS.manifestationAudio);
      const single = (await api.request('GET', '/api/products/slug/manifestation-audio')).body;
      for (const product of [listed, single]) {
        expect(product.description).toBe('<p>Calm</p><a>Go</a>');
      }
    } finally {
      await products(PRODUCT_IDS.manifestationAudio).update({ description_html: before });
    }
  });

  it('shows a staff price change at once', async () => {
    await products(PRODUCT_IDS.loveForecast).update({ price_cents: 3199, compare_price_cents: 4999 });
    try {
      const product = (await api.request('GET', '/api/products/slug/love-forecast')).body;
      expect(product).toMatchObject({ priceCents: 3199, comparePriceCents: 4999 });
    } finally {
      await products(PRODUCT_IDS.loveForecast).update({ price_cents: 2999, compare_price_cents: null });
    }
  });
});
