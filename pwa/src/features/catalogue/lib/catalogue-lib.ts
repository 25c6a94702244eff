import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { CATALOGUE_CATEGORIES, productBySlug, PRODUCTS, type CatalogueCategory } from '@shared/domain/products';
import type { Product } from '@shared/schemas/product';

export type CatalogueFilter = 'all' | CatalogueCategory;

/** The filter buttons of `/products`, in order. */
export const CATALOGUE_FILTERS: ReadonlyArray<{ id: CatalogueFilter; label: string }> = [{ id: 'all', label: 'All Readings' }, ...CATALOGUE_CATEGORIES];

export function filterProducts(products: readonly Product[], filter: CatalogueFilter): Product[] {
  return filter === 'all' ? [...products] : products.filter((product) => product.category === filter);
}

export function isCatalogueFilter(value: string | null): value is CatalogueFilter {
  return CATALOGUE_FILTERS.some((filter) => filter.id === value);
}

/** When the product is the customer's: made by hand within the paid window, or the moment it is paid. */
export function deliveryPromise(product: Pick<Product, 'fulfilment'>): string {
  return product.fulfilment === 'on-payment'
    ? 'Ready to play the moment you pay, in your dashboard.'
    : `Prepared by hand and delivered to your dashboard ${PAID_READING_PROMISE}.`;
}

/** The catalogue product a `/new-reading?type=` means: its id, its slug or an old name (the registry's); undefined when none. */
export function productForType(products: readonly Product[], type: string | null): Product | undefined {
  if (!type) return undefined;
  const wanted = type.trim().toLowerCase();
  const slug = PRODUCTS.find((entry) => entry.catalogue?.formerNames?.includes(wanted))?.slug ?? productBySlug(wanted)?.slug ?? wanted;
  return products.find((product) => String(product.id) === wanted || product.slug === slug);
}
