import { CATALOGUE_CATEGORIES, type CatalogueCategory } from '@shared/domain/products';
import type { Product } from '@shared/schemas/product';

export type CatalogueFilter = 'all' | CatalogueCategory;

/** The filter buttons of `/products`, in order (accounts.md "Product list"). */
export const CATALOGUE_FILTERS: ReadonlyArray<{ id: CatalogueFilter; label: string }> = [{ id: 'all', label: 'All Readings' }, ...CATALOGUE_CATEGORIES];

export function filterProducts(products: readonly Product[], filter: CatalogueFilter): Product[] {
  return filter === 'all' ? [...products] : products.filter((product) => product.category === filter);
}

export function isCatalogueFilter(value: string | null): value is CatalogueFilter {
  return CATALOGUE_FILTERS.some((filter) => filter.id === value);
}

/** Captions of the output fields the spec names; any other key is shown in words. */
const OUTPUT_CAPTIONS: Record<string, string> = {
  appearance: 'Their Appearance',
  personality: 'Their Personality',
  meeting: 'How You Meet',
  timeline: 'Your Timeline',
};

/** "relationshipStatus" -> "Relationship Status". */
function keyToWords(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function outputCaption(key: string): string {
  return OUTPUT_CAPTIONS[key] ?? keyToWords(key);
}

/** Names the old app's links used in `/new-reading?type=...` for today's slugs. */
const LEGACY_TYPES: Record<string, string> = {
  'soulmate-sketch': 'soulmate-reading',
  'twin-flame': 'twin-flame-reading',
};

/** The catalogue product a `/new-reading?type=` means: its id, its slug or an old name; undefined when none. */
export function productForType(products: readonly Product[], type: string | null): Product | undefined {
  if (!type) return undefined;
  const wanted = type.trim().toLowerCase();
  const slug = LEGACY_TYPES[wanted] ?? wanted;
  return products.find((product) => String(product.id) === wanted || product.slug === slug);
}
