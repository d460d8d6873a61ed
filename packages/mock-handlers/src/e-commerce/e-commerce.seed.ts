import { avatarUrl, createRandom, DAY, HOUR, iso, pictureUrl, seedAnchor } from '@chorus/domain';
import { ADJECTIVES, CITIES, COMPANIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES, STREETS } from '../lib/words';
import {
  CARRIERS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_TAX_RATE,
  type Order,
  type Product,
} from './e-commerce.schema';
import type { ECommerceState } from './e-commerce.schema';

const ITEMS = [
  'Notebook',
  'Headset',
  'Webcam',
  'Desk Lamp',
  'Sticky Notes',
  'Whiteboard',
  'Timer',
  'Speaker',
  'Mug',
  'Backpack',
];
const CATEGORIES = ['Meeting room', 'Stationery', 'Audio', 'Video', 'Office'];
const TAGS = ['remote', 'hybrid', 'workshop', 'facilitation', 'bestseller', 'eco'];
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Status paths by payment method: each order has walked a prefix of one. */
const PATHS: Record<(typeof PAYMENT_METHODS)[number], number[]> = {
  'Credit Card': [2, 3, 4, 5],
  Check: [1, 2, 3, 4, 5],
  PayPal: [11, 12, 3, 4, 5],
  'Bank-wire': [10, 2, 3, 4, 5],
};
const ENDINGS = [6, 7, 8, 9, 13, 14];

export function seedECommerce(): ECommerceState {
  const random = createRandom('e-commerce');
  const anchor = seedAnchor();
  const products: Product[] = Array.from({ length: 60 }, (_, index) => {
    const name = `${random.pick(ADJECTIVES)} ${random.pick(ITEMS)}`;
    const priceTaxExcl = random.float(5, 400);
    const images = Array.from({ length: random.int(1, 4) }, (_, n) => ({
      id: `image-${index + 1}-${n + 1}`,
      url: pictureUrl(`${name} ${n + 1}`),
      type: 'image',
    }));
    return {
      id: `product-${String(index + 1).padStart(3, '0')}`,
      name,
      handle: `${name.toLowerCase().replace(/\s+/g, '-')}-${index + 1}`,
      description: random.paragraph(2, 4),
      categories: random.pickMany(CATEGORIES, random.int(1, 2)),
      tags: random.pickMany(TAGS, random.int(1, 3)),
      featuredImageId: images[0]?.id ?? '',
      images,
      priceTaxExcl,
      priceTaxIncl: round2(priceTaxExcl * (1 + PRODUCT_TAX_RATE / 100)),
      taxRate: PRODUCT_TAX_RATE,
      comparedPrice: round2(priceTaxExcl * 1.3),
      quantity: random.int(0, 200),
      sku: `CH-${String(1000 + index)}`,
      width: `${random.int(5, 60)}cm`,
      height: `${random.int(5, 60)}cm`,
      depth: `${random.int(2, 40)}cm`,
      weight: `${random.float(0.1, 8, 1)}kg`,
      extraShippingFee: random.pick([0, 0, 2.5, 5]),
      active: random.bool(0.85),
    };
  });

  const orders: Order[] = Array.from({ length: 120 }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const date = anchor - index * random.int(6, 30) * HOUR;
    const lines = random.pickMany(products, random.int(1, 4)).map((product) => {
      const quantity = random.int(1, 3);
      return {
        id: product.id,
        name: product.name,
        price: product.priceTaxIncl,
        quantity,
        total: round2(product.priceTaxIncl * quantity),
        image: product.images[0]?.url ?? '',
      };
    });
    const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
    const tax = round2((subtotal * PRODUCT_TAX_RATE) / (100 + PRODUCT_TAX_RATE));
    const discount = random.bool(0.2) ? round2(subtotal * 0.1) : 0;
    const total = round2(subtotal - discount);
    const method = random.pick(PAYMENT_METHODS);
    const path = PATHS[method].slice(0, random.int(1, PATHS[method].length));
    if (index % 9 === 4) path.push(random.pick(ENDINGS));
    const status = path
      .map((id, step) => {
        const state = ORDER_STATUSES[id - 1] as (typeof ORDER_STATUSES)[number];
        return { id, name: state.name, color: state.color, date: iso(date + step * DAY) };
      })
      .reverse();
    const address = () => ({
      address: `${random.int(1, 400)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
      lat: random.float(-60, 60, 4),
      lng: random.float(-120, 120, 4),
    });
    const invoiceAddress = address();
    const shipped = path.includes(4);
    return {
      id: `order-${String(index + 1).padStart(3, '0')}`,
      reference: random.id(9).toUpperCase(),
      subtotal,
      tax,
      discount,
      total,
      date: iso(date),
      customer: {
        id: `customer-${index + 1}`,
        firstName: first,
        lastName: last,
        avatar: avatarUrl(`${first} ${last}`),
        company: random.pick(COMPANIES),
        jobTitle: random.pick(JOB_TITLES),
        email: `${first}.${last}@example.com`.toLowerCase(),
        phone: `+1-555-${random.int(100, 999)}-${random.int(1000, 9999)}`,
        invoiceAddress,
        shippingAddress: random.bool(0.8) ? invoiceAddress : address(),
      },
      products: lines,
      status,
      payment: { transactionId: random.id(12).toUpperCase(), amount: total, method, date: iso(date) },
      shippingDetails: shipped
        ? [
            {
              tracking: random.id(10).toUpperCase(),
              carrier: random.pick(CARRIERS),
              weight: `${random.float(0.2, 12, 1)}kg`,
              fee: random.pick([0, 4.9, 9.9]),
              date: iso(date + 2 * DAY),
            },
          ]
        : [],
    };
  });
  return { products, orders };
}
