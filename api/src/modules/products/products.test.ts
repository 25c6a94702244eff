import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createStaff, requestAs } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

const PUBLIC_FIELDS = [
  'asks', 'category', 'comparePriceCents', 'description', 'discovers', 'features', 'fulfilment', 'id', 'imageUrl', 'name', 'priceCents', 'shortDescription', 'slug',
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
      expect(product.discovers.length, product.slug).toBeGreaterThan(0);
    }
    expect(response.body[0]).toMatchObject({ id: PRODUCT_IDS.loveForecast, priceCents: 2999, category: 'future' });
    expect(response.body[1]).toMatchObject({ id: PRODUCT_IDS.soulmateReading, priceCents: 3999, category: 'love' });
  });

  it('answers one catalogue product by its slug', async () => {
    const response = await api.request('GET', '/api/products/slug/soulmate-reading');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(PUBLIC_FIELDS);
    expect(response.body).toMatchObject({ id: 4, name: 'Soulmate Sketch & Reading', priceCents: 3999, fulfilment: 'staff' });
    expect(response.body.discovers.map((item: { title: string }) => item.title)).toEqual(['Their Appearance', 'Their Personality', 'How You Meet', 'Your Timeline']);
  });

  it('lists under "What We’ll Ask You" exactly what each product’s questionnaire asks, and nothing for the meditation', async () => {
    const asks = async (slug: string) => (await api.request('GET', `/api/products/slug/${slug}`)).body.asks as Array<{ question: string; optional: boolean }>;
    const soulmate = await asks('soulmate-reading');
    expect(soulmate.filter((item) => !item.optional).map((item) => item.question)).toEqual([
      'What is your relationship status?',
      'Is there someone specific on your mind?',
      'Who are you attracted to?',
      'What traits do you hope for in your soulmate?',
      'What do you hope to learn from your reading?',
      'Date of birth',
    ]);
    expect((await asks('twin-flame-reading')).map((item) => item.question)).toContain('Have you met the person you feel is your twin flame?');
    expect((await asks('love-forecast')).map((item) => item.question)).toContain('How far ahead should we look?');
    const audio = (await api.request('GET', '/api/products/slug/manifestation-audio')).body;
    expect(audio).toMatchObject({ asks: [], fulfilment: 'on-payment' });
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
    const { id: _id, slug: _slug, name: _name, saleChannel: _channel, updatedAt: _updated, ...editable } = admin;
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
