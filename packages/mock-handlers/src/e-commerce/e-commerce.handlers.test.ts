import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { eCommerceStore } from './e-commerce.db';
import { CARRIERS, ORDER_STATUSES, PAYMENT_METHODS, type Order, type Product } from './e-commerce.schema';
import { eCommercePaths } from './e-commerce.contracts';

useMockServer({ signedInAs: 'host' });

const products = () => eCommerceStore.state.products;

describe('products', () => {
  test('at least 50 products with a tax rate of 10', async () => {
    const { body } = await api<Product[]>(eCommercePaths.products);
    expect(body.length).toBeGreaterThanOrEqual(50);
    expect(body.every((product) => product.taxRate === 10)).toBe(true);
  });

  test('one product by id; unknown and missing ids', async () => {
    const product = products()[0] as Product;
    expect((await api(eCommercePaths.product, { query: { productId: product.id } })).body).toEqual(product);
    expect((await api(eCommercePaths.product, { query: { productId: 'nope' } })).status).toBe(404);
    expect((await api(eCommercePaths.product)).status).toBe(400);
  });

  test('product/save replaces a known product and inserts an unknown one', async () => {
    const product = { ...(products()[0] as Product), name: 'Renamed' };
    expect((await apiPost(eCommercePaths.saveProduct, product)).body.name).toBe('Renamed');
    expect(products()[0]?.name).toBe('Renamed');
    const count = products().length;
    const inserted = await apiPost(eCommercePaths.saveProduct, { ...product, id: 'brand-new' });
    expect(inserted.body.id).toBe('brand-new');
    const generated = await apiPost(eCommercePaths.saveProduct, { product: { ...product, id: undefined } });
    expect(generated.body.id).toBeTruthy();
    expect(products()).toHaveLength(count + 2);
  });

  test('product/save rejects a malformed product and changes nothing', async () => {
    const before = structuredClone(products());
    const product = products()[0] as Product;
    expect((await apiPost(eCommercePaths.saveProduct, { ...product, priceTaxExcl: 'cheap' })).status).toBe(
      400,
    );
    expect((await apiPost(eCommercePaths.saveProduct, { ...product, quantity: -1 })).status).toBe(400);
    expect((await apiPost(eCommercePaths.saveProduct, { name: 'only a name' })).status).toBe(400);
    expect(products()).toEqual(before);
  });
});

// Chorus extension, not in spec §7: products/remove.
describe('removing products (Chorus extension)', () => {
  test('removes the named products and answers their ids', async () => {
    const [first, second, third] = products() as [Product, Product, Product];
    const count = products().length;
    const { status, body } = await apiPost<string[]>(eCommercePaths.removeProducts, {
      productIds: [first.id, third.id],
    });
    expect(status).toBe(200);
    expect(body).toEqual([first.id, third.id]);
    expect(products()).toHaveLength(count - 2);
    expect(products().map((product) => product.id)).not.toContain(first.id);
    expect(products()[0]?.id).toBe(second.id);
    const read = await api(eCommercePaths.product, { query: { productId: first.id } });
    expect(read.status).toBe(404);
  });

  test.each([
    [
      'an unknown id among known ones',
      (ids: string[]) => ({ productIds: [ids[0], 'nope'] }),
      404,
      'NOT_FOUND',
    ],
    ['a repeated id', (ids: string[]) => ({ productIds: [ids[0], ids[0]] }), 400, 'VALIDATION'],
    ['no ids', () => ({ productIds: [] }), 400, 'VALIDATION'],
    ['ids that are not a list', (ids: string[]) => ({ productIds: ids[0] }), 400, 'VALIDATION'],
    ['an empty id', () => ({ productIds: ['  '] }), 400, 'VALIDATION'],
    ['no payload', () => ({}), 400, 'VALIDATION'],
  ])('refuses %s and changes nothing', async (_name, payload, status, code) => {
    const before = structuredClone(products());
    const response = await apiPost<{ error: { code: string } }>(
      eCommercePaths.removeProducts,
      payload(before.map((product) => product.id)),
    );
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(products()).toEqual(before);
  });
});

describe('orders', () => {
  test('at least 100 orders using the 14 states, the payment methods and the carriers', async () => {
    const { body } = await api<Order[]>(eCommercePaths.orders);
    expect(body.length).toBeGreaterThanOrEqual(100);
    for (const order of body) {
      for (const status of order.status) expect(ORDER_STATUSES[status.id - 1]?.name).toBe(status.name);
      expect(PAYMENT_METHODS).toContain(order.payment.method);
      for (const shipping of order.shippingDetails) expect(CARRIERS).toContain(shipping.carrier);
    }
    expect(ORDER_STATUSES.map((status) => status.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(ORDER_STATUSES[13]?.name).toBe('Awaiting Cash-on-delivery payment');
  });

  test('one order by id; an unknown id is a 404', async () => {
    const order = eCommerceStore.state.orders[0] as Order;
    expect((await api(eCommercePaths.order, { query: { orderId: order.id } })).body.reference).toBe(
      order.reference,
    );
    expect((await api(eCommercePaths.order, { query: { orderId: 'nope' } })).status).toBe(404);
  });
});
