import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shared/schemas/admin';
import { productFormDefaults, productFormResolver, type ProductFormValues } from './product-form';

const product: AdminProduct = {
  id: 4,
  slug: 'soulmate-reading',
  name: 'Soulmate Sketch & Reading',
  priceCents: 3999,
  comparePriceCents: null,
  saleChannel: 'catalogue',
  shortDescription: 'A hand-drawn sketch and a reading.',
  descriptionHtml: '<p>Hello</p>',
  features: ['Sketch', 'Reading'],
  active: true,
  updatedAt: '2025-05-19T12:00:00.000Z',
};

const resolve = (values: ProductFormValues) => productFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('productFormResolver', () => {
  it('turns the form back into the same product', async () => {
    const result = await resolve(productFormDefaults(product));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ priceCents: 3999, comparePriceCents: null, features: ['Sketch', 'Reading'], active: true });
  });

  it('converts dollars exactly and reports bad prices on the price fields', async () => {
    const ok = await resolve({ ...productFormDefaults(product), price: '18.99', comparePrice: '89' });
    expect(ok.values).toMatchObject({ priceCents: 1899, comparePriceCents: 8900 });
    const bad = await resolve({ ...productFormDefaults(product), price: '18.999', shortDescription: 'Too short' });
    expect(Object.keys(bad.errors).sort()).toEqual(['price', 'shortDescription']);
    expect(bad.errors.shortDescription?.message).toBe('Write at least 10 characters');
  });
});
