import type { Knex } from 'knex';
import { CATALOGUE_PRODUCT_IDS, productBySlug, productEntry, productName } from '@shared/domain/products';
import { questionsAsked } from '@shared/questionnaires/asked';
import type { Product } from '@shared/schemas/product';
import { NotFoundError } from '../../http/errors';
import { sanitizeHtml } from '../../integrations/html-sanitizer';
import type { ProductRecord, ProductsRepo } from './products.repo';

/** Whether visitors may see and order a product: a catalogue product that staff have not switched off. */
function onSale(product: ProductRecord | undefined): product is ProductRecord {
  return Boolean(product?.active && productEntry(product.id)?.catalogue);
}

/**
 * Descriptions were sanitised on save; they are cleaned again on the way out in case a row was written
 * some other way. The few descriptions repeat on every read, so each cleaned text is remembered.
 */
const cleaned = new Map<string, string>();
const CLEANED_LIMIT = 64;

function cleanDescription(html: string): string {
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html);
    if (cleaned.size >= CLEANED_LIMIT) cleaned.clear();
    cleaned.set(html, clean);
  }
  return clean;
}

/** What staff edit (the row) with what the product registry says of the product. */
function toPublicProduct(product: ProductRecord): Product {
  const entry = productEntry(product.id);
  if (!entry?.catalogue) throw new Error(`Product ${product.id} is not a catalogue product`);
  return {
    id: product.id,
    slug: entry.slug,
    name: productName(product.id),
    priceCents: product.priceCents,
    comparePriceCents: product.comparePriceCents,
    shortDescription: product.shortDescription,
    description: cleanDescription(product.descriptionHtml),
    imageUrl: entry.catalogue.image,
    features: product.features,
    asks: questionsAsked(product.id),
    discovers: [...entry.catalogue.discovers],
    category: entry.catalogue.category,
    fulfilment: entry.fulfilment,
  };
}

export interface ProductRef {
  productId?: number;
  slug?: string;
}

/** The public catalogue, and the product an order may be placed for. */
export function createCatalogueService(repo: ProductsRepo) {
  return {
    async list(): Promise<Product[]> {
      return (await repo.listActive(CATALOGUE_PRODUCT_IDS)).map(toPublicProduct);
    },

    /** One answer for unknown, switched off and not sold in the catalogue. */
    async bySlug(slug: string): Promise<Product> {
      const entry = productBySlug(slug);
      const product = entry && (await repo.findById(entry.id));
      if (!onSale(product)) throw new NotFoundError('There is no reading with that name.');
      return toPublicProduct(product);
    },

    /** The product to sell, by id (preferred) or slug, read in the order's transaction so its price is the one charged. */
    async findForSale(ref: ProductRef, executor?: Knex.Transaction): Promise<ProductRecord | undefined> {
      const id = ref.productId ?? (ref.slug !== undefined ? productBySlug(ref.slug)?.id : undefined);
      const product = id !== undefined ? await repo.findById(id, executor) : undefined;
      return onSale(product) ? product : undefined;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
