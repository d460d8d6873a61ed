/**
 * Many products for the 10,000-product story and the list benchmark: copies of the seed's products with
 * their own ids, handles, names, prices and quantities (so filters and sorts have work to do).
 */
import type { Product } from '@chorus/mock-handlers/contracts';

export function manyProducts(templates: readonly Product[], count = 10_000): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length] as Product;
    const id = `bench-${String(index + 1).padStart(5, '0')}`;
    const price = Math.round(((index * 7919) % 40_000) + 100) / 100;
    return {
      ...template,
      id,
      handle: `${template.handle}-${index + 1}`,
      name: `${template.name} ${index + 1}`,
      priceTaxExcl: price,
      priceTaxIncl: Math.round(price * 110) / 100,
      quantity: (index * 31) % 250,
      active: index % 7 !== 0,
    };
  });
}
