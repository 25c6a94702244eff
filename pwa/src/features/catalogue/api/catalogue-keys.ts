/** Query keys of the catalogue feature, from one factory (ARCHITECTURE.md). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
};
