/**
 * The product form: validated with the contract's schema (ProductSchema, as the server validates a save),
 * its messages in the active language; a blank model for a new product.
 */
import { type Product, PRODUCT_TAX_RATE, ProductSchema } from '@chorus/mock-handlers/contracts';
import type { ZodFieldError } from '@chorus/ui';
import { t } from './i18n';

export const productFormSchema = ProductSchema;

const numberFields = new Set([
  'priceTaxExcl',
  'priceTaxIncl',
  'taxRate',
  'comparedPrice',
  'quantity',
  'extraShippingFee',
]);

/** A field's error in the active language (the contract's own messages are the API's English). */
export function productErrorMessage({ path, type }: ZodFieldError): string {
  if (path === 'name' && type !== 'too_big') return t('invalid.name');
  if (numberFields.has(path)) {
    if (type === 'too_small') return t('invalid.negative');
    if (type === 'too_big') return path === 'taxRate' ? t('invalid.rate') : t('invalid.tooLarge');
    if (path === 'quantity' && type !== 'invalid_type') return t('invalid.whole');
    return t('invalid.number');
  }
  if (type === 'too_big') return t('invalid.tooLong');
  return t('invalid.value');
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** A new product: nothing filled in but a generated id and handle, the §9 tax rate, active. */
export function blankProduct(): Product {
  const id = randomId();
  return {
    id,
    name: '',
    handle: `product-${id.slice(0, 8)}`,
    description: '',
    categories: [],
    tags: [],
    featuredImageId: '',
    images: [],
    priceTaxExcl: 0,
    priceTaxIncl: 0,
    taxRate: PRODUCT_TAX_RATE,
    comparedPrice: 0,
    quantity: 0,
    sku: '',
    width: '',
    height: '',
    depth: '',
    weight: '',
    extraShippingFee: 0,
    active: true,
  };
}

/** An image's id, new and unique. */
export function newImageId(): string {
  return `image-${randomId()}`;
}
