import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { adminProductUpdateSchema, type AdminProduct, type AdminProductUpdate } from '@shared/schemas/admin';
import { parseLines } from './lines';
import { centsToDollars, dollarsToCents } from './money-input';

/**
 * What staff type: prices in dollars, lists one per line. The server's schema checks the result. The
 * name, slug and what the product asks and delivers are the product registry's, not edited here.
 */
export interface ProductFormValues {
  price: string;
  comparePrice: string;
  shortDescription: string;
  descriptionHtml: string;
  features: string;
  active: boolean;
}

export type ProductFormField = keyof ProductFormValues;

export function productFormDefaults(product: AdminProduct): ProductFormValues {
  return {
    price: centsToDollars(product.priceCents),
    comparePrice: product.comparePriceCents === null ? '' : centsToDollars(product.comparePriceCents),
    shortDescription: product.shortDescription,
    descriptionHtml: product.descriptionHtml,
    features: product.features.join('\n'),
    active: product.active,
  };
}

// The contract's field -> the form field that holds it ("priceCents" is typed as "price").
const FORM_FIELD: Record<keyof AdminProductUpdate, ProductFormField> = {
  priceCents: 'price',
  comparePriceCents: 'comparePrice',
  shortDescription: 'shortDescription',
  descriptionHtml: 'descriptionHtml',
  features: 'features',
  active: 'active',
};

/** The form field for an error path of the contract ("features.3", "priceCents"). */
export function productFormField(path: string | readonly PropertyKey[]): ProductFormField | undefined {
  const head = String(typeof path === 'string' ? path.split('.')[0] : path[0]);
  return Object.hasOwn(FORM_FIELD, head) ? FORM_FIELD[head as keyof AdminProductUpdate] : undefined;
}

/**
 * Turns the typed text into the PATCH body and checks it with `adminProductUpdateSchema`, the server's
 * own schema: the dollar and line parsing speak first, the schema's messages fill in the rest.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, AdminProductUpdate> = (values) => {
  const messages: Partial<Record<ProductFormField, string>> = {};
  const price = dollarsToCents(values.price);
  if (!price.ok) messages.price = price.message;
  const compare = values.comparePrice.trim() === '' ? null : dollarsToCents(values.comparePrice);
  if (compare && !compare.ok) messages.comparePrice = compare.message;

  const draft = {
    priceCents: price.ok ? price.cents : 0,
    comparePriceCents: compare?.ok ? compare.cents : null,
    shortDescription: values.shortDescription,
    descriptionHtml: values.descriptionHtml,
    features: parseLines(values.features),
    active: values.active,
  };
  const parsed = z.safeParse(adminProductUpdateSchema, draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = productFormField(issue.path);
      if (field) messages[field] ??= issue.message;
    }
  }
  if (parsed.success && Object.keys(messages).length === 0) return { values: parsed.data, errors: {} };

  const errors: FieldErrors<ProductFormValues> = {};
  for (const [field, message] of Object.entries(messages) as Array<[ProductFormField, string]>) {
    errors[field] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
