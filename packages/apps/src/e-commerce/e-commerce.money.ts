/**
 * Money and stock in the e-commerce app: amounts through the kit's formatting module (Intl in the active
 * locale), prices with and without tax computed from each other, and the stock level of a quantity.
 */
import { formatMoney } from '../lib/format';

/** The shop's currency (the mock's prices carry none). */
export const CURRENCY = 'USD';

export function money(value: number): string {
  return formatMoney(value, CURRENCY);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The price with tax from the price without it and the rate in percent (to the cent). */
export function priceWithTax(priceTaxExcl: number, taxRate: number): number {
  return round2(priceTaxExcl * (1 + taxRate / 100));
}

/** The price without tax from the price with it and the rate in percent (to the cent). */
export function priceWithoutTax(priceTaxIncl: number, taxRate: number): number {
  return round2(priceTaxIncl / (1 + taxRate / 100));
}

/** At or under this many in stock, a product's stock is low. */
export const LOW_STOCK = 20;
export type StockLevel = 'out' | 'low' | 'fine';

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity <= LOW_STOCK ? 'low' : 'fine';
}
