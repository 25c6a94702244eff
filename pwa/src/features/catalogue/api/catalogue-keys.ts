/** Query keys of the catalogue feature, from one factory, so no key is typed twice. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
};
