import { z } from 'zod';
import {
  DateStringSchema,
  eachIdOnce,
  IdListSchema,
  IdSchema,
  ImageUrlSchema,
  LIMITS,
  requiredText,
  ShortTextSchema,
  TextSchema,
  unwrapped,
} from '@chorus/domain/contracts';

/** Sample products use a 10 % tax rate (§9). */
export const PRODUCT_TAX_RATE = 10;

/** The 14 order states of §3, by id. */
export const ORDER_STATUSES = [
  { id: 1, name: 'Awaiting check payment', color: 'blue' },
  { id: 2, name: 'Payment accepted', color: 'green' },
  { id: 3, name: 'Preparing the order', color: 'orange' },
  { id: 4, name: 'Shipped', color: 'purple' },
  { id: 5, name: 'Delivered', color: 'green' },
  { id: 6, name: 'Canceled', color: 'pink' },
  { id: 7, name: 'Refunded', color: 'red' },
  { id: 8, name: 'Payment error', color: 'red' },
  { id: 9, name: 'On pre-order (paid)', color: 'purple' },
  { id: 10, name: 'Awaiting bank wire payment', color: 'blue' },
  { id: 11, name: 'Awaiting PayPal payment', color: 'blue' },
  { id: 12, name: 'Remote payment accepted', color: 'green' },
  { id: 13, name: 'On pre-order (not paid)', color: 'purple' },
  { id: 14, name: 'Awaiting Cash-on-delivery payment', color: 'blue' },
] as const;
export const PAYMENT_METHODS = ['Credit Card', 'Check', 'PayPal', 'Bank-wire'] as const;
export const CARRIERS = ['TNT', 'USPS', 'FedEx'] as const;

const Money = z.number().min(0).max(1_000_000_000);

export const ProductImageSchema = z.object({ id: IdSchema, url: ImageUrlSchema, type: ShortTextSchema });
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  name: requiredText(LIMITS.shortText),
  handle: ShortTextSchema,
  description: TextSchema,
  categories: z.array(ShortTextSchema).max(50),
  tags: z.array(ShortTextSchema).max(50),
  featuredImageId: z.string().max(LIMITS.id),
  images: z.array(ProductImageSchema).max(50),
  priceTaxExcl: Money,
  priceTaxIncl: Money,
  taxRate: z.number().min(0).max(100),
  comparedPrice: Money,
  quantity: z.number().int().min(0),
  sku: ShortTextSchema,
  width: ShortTextSchema,
  height: ShortTextSchema,
  depth: ShortTextSchema,
  weight: ShortTextSchema,
  extraShippingFee: Money,
  active: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product to save; without an id it is inserted with a generated one. */
export const SaveProductRequestSchema = unwrapped(
  'product',
  ProductSchema.extend({ id: IdSchema.optional() }),
);
export type SaveProductRequest = z.infer<typeof SaveProductRequestSchema>;

const Address = z.object({ address: ShortTextSchema, lat: z.number(), lng: z.number() });

export const OrderSchema = z.object({
  id: IdSchema,
  reference: ShortTextSchema,
  subtotal: Money,
  tax: Money,
  discount: Money,
  total: Money,
  date: DateStringSchema,
  customer: z.object({
    id: IdSchema,
    firstName: ShortTextSchema,
    lastName: ShortTextSchema,
    avatar: ImageUrlSchema,
    company: ShortTextSchema,
    jobTitle: ShortTextSchema,
    email: ShortTextSchema,
    phone: ShortTextSchema,
    invoiceAddress: Address,
    shippingAddress: Address,
  }),
  products: z.array(
    z.object({
      id: IdSchema,
      name: ShortTextSchema,
      price: Money,
      quantity: z.number().int(),
      total: Money,
      image: ImageUrlSchema,
    }),
  ),
  /** Dated status entries, newest first: `status[0]` is the current state. */
  status: z.array(
    z.object({ id: z.number().int(), name: ShortTextSchema, color: ShortTextSchema, date: DateStringSchema }),
  ),
  payment: z.object({
    transactionId: ShortTextSchema,
    amount: Money,
    method: ShortTextSchema,
    date: DateStringSchema,
  }),
  shippingDetails: z.array(
    z.object({
      tracking: ShortTextSchema,
      carrier: ShortTextSchema,
      weight: ShortTextSchema,
      fee: Money,
      date: DateStringSchema,
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

// --- Chorus extension, not in spec §7: remove products (the list's "Remove selected"). ---
export const RemoveProductsRequestSchema = z.object({
  productIds: IdListSchema.min(1).superRefine(eachIdOnce((id) => id)),
});
export type RemoveProductsRequest = z.infer<typeof RemoveProductsRequestSchema>;

export const ProductQuerySchema = z.object({ productId: IdSchema });
export const OrderQuerySchema = z.object({ orderId: IdSchema });

/** The app's data as the mock stores it (its seed, a snapshot, an import). */
export const ECommerceStateSchema = z.object({
  products: z.array(ProductSchema),
  orders: z.array(OrderSchema),
});
export type ECommerceState = z.infer<typeof ECommerceStateSchema>;
