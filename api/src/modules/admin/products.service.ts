import { productEntry, productName } from '@shared/domain/products';
import type { AdminProduct, AdminProductUpdate } from '@shared/schemas/admin';
import { NotFoundError } from '../../http/errors';
import { sanitizeHtml } from '../../integrations/html-sanitizer';
import type { ProductRecord, ProductsRepo } from '../products/products.repo';

const notFound = () => new NotFoundError('There is no product with that id.');

/** The editor's fields, with the registry's slug, name and channel beside them for reference. */
function toAdminProduct(product: ProductRecord): AdminProduct {
  const entry = productEntry(product.id);
  return { ...product, slug: entry?.slug ?? '', name: productName(product.id), saleChannel: entry?.sold ?? '' };
}

export function createProductsService(repo: ProductsRepo) {
  return {
    list: async (): Promise<AdminProduct[]> => (await repo.list()).map(toAdminProduct),

    /** Saves a product; its description is cleaned of anything but basic formatting first. */
    async update(id: number, input: AdminProductUpdate, now = new Date()): Promise<AdminProduct> {
      const saved = await repo.update(id, { ...input, descriptionHtml: sanitizeHtml(input.descriptionHtml) }, now.toISOString());
      if (!saved) throw notFound();
      const product = await repo.findById(id);
      if (!product) throw notFound();
      return toAdminProduct(product);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
