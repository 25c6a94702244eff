import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCT_IDS, productEntry } from '@shared/domain/products';
import { orderContactSchema } from '@shared/schemas/order';
import type { Product } from '@shared/schemas/product';
import * as z from 'zod/mini';
import { CATALOGUE_FILTERS, deliveryPromise, filterProducts, productForType } from './catalogue-lib';

const product = (id: number, slug: string): Product => ({
  id,
  slug,
  name: slug,
  priceCents: 1000,
  comparePriceCents: null,
  shortDescription: '',
  description: '',
  imageUrl: null,
  features: [],
  asks: [],
  discovers: [],
  category: productEntry(id)!.catalogue!.category,
  fulfilment: productEntry(id)!.fulfilment,
});
const CATALOGUE = [product(3, 'love-forecast'), product(4, 'soulmate-reading'), product(7, 'manifestation-audio'), product(8, 'twin-flame-reading')];

describe('the catalogue filters', () => {
  it('offers All Readings, Love and Future, in that order', () => {
    expect(CATALOGUE_FILTERS.map((filter) => filter.label)).toEqual(['All Readings', 'Love', 'Future']);
  });

  it('really filters: every catalogue product is in exactly one category, and All shows them all', () => {
    expect(filterProducts(CATALOGUE, 'all')).toHaveLength(4);
    expect(filterProducts(CATALOGUE, 'future').map((p) => p.slug)).toEqual(['love-forecast']);
    expect(filterProducts(CATALOGUE, 'love').map((p) => p.slug)).toEqual(['soulmate-reading', 'manifestation-audio', 'twin-flame-reading']);
    expect(CATALOGUE_PRODUCT_IDS.every((id) => productEntry(id)?.catalogue?.category)).toBe(true);
  });
});

describe('product page helpers', () => {
  it('promises the meditation the moment it is paid, and every reading within the paid window', () => {
    expect(deliveryPromise(product(7, 'manifestation-audio'))).toBe('Ready to play the moment you pay, in your dashboard.');
    for (const id of [3, 4, 8]) expect(deliveryPromise(product(id, 'x'))).toBe('Prepared by hand and delivered to your dashboard within 24-48 hours.');
  });


  it('finds the product of a /new-reading type by id, slug or old name, and nothing else', () => {
    expect(productForType(CATALOGUE, '8')?.slug).toBe('twin-flame-reading');
    expect(productForType(CATALOGUE, 'Love-Forecast')?.slug).toBe('love-forecast');
    expect(productForType(CATALOGUE, 'soulmate-sketch')?.slug).toBe('soulmate-reading');
    expect(productForType(CATALOGUE, 'twin-flame')?.slug).toBe('twin-flame-reading');
    for (const type of ['1', 'premium-soulmate-reading', 'nonsense', '', null]) expect(productForType(CATALOGUE, type), String(type)).toBeUndefined();
  });
});

describe('the order form schema', () => {
  it('says which field is missing or wrong, and trims and lower-cases', () => {
    const result = z.safeParse(orderContactSchema, { name: 'A', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ name: 'Name is required', email: 'Valid email is required' });
    expect(z.parse(orderContactSchema, { name: '  Nova  ', email: ' Nova@Example.COM ' })).toEqual({ name: 'Nova', email: 'nova@example.com' });
  });
});
