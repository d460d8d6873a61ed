import { createRandom, DAY, iso, seedAnchor } from '@chorus/domain';
import { COMPANIES, STREETS, CITIES } from '../lib/words';
import type { Invoice } from './invoices.schema';

const SERVICES = [
  'Facilitation workshop',
  'Meeting design',
  'Remote retrospective',
  'Team survey',
  'Coaching session',
];
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Invoice ids: the invoice pages open 'POP106' (modern) and 'XGY44KJXRF' (compact) among others. */
export const INVOICE_IDS = ['POP106', 'XGY44KJXRF', 'INV-2001', 'INV-2002', 'INV-2003'];

export function seedInvoices(): Invoice[] {
  const random = createRandom('invoices');
  const anchor = seedAnchor();
  return INVOICE_IDS.map((id, index) => {
    const services = random.pickMany(SERVICES, random.int(2, 5)).map((title, n) => {
      const unitPrice = random.int(8, 60) * 25;
      const quantity = random.int(1, 12);
      return {
        id: `${id}-s${n + 1}`,
        title,
        detail: 'Preparation, delivery and summary',
        unit: 'Hour',
        unitPrice,
        quantity,
        total: unitPrice * quantity,
      };
    });
    const subtotal = services.reduce((sum, service) => sum + service.total, 0);
    const tax = round2(subtotal * 0.1);
    const discount = index % 2 === 0 ? round2(subtotal * 0.05) : 0;
    const client = random.pick(COMPANIES);
    return {
      id,
      from: {
        title: 'Chorus Inc.',
        address: '2810 Country Club Road, Cranford, NJ 07016',
        phone: '+66 123 455 87',
        email: 'hello@chorus.dev',
        website: 'www.chorus.dev',
      },
      client: {
        title: client,
        address: `${random.int(1, 400)} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
        phone: `+1-555-${random.int(1000, 9999)}`,
        email: `billing@${client.replace(/[^a-z]/gi, '').toLowerCase()}.com`,
        website: `www.${client.replace(/[^a-z]/gi, '').toLowerCase()}.com`,
      },
      number: `P9-${String(1000 + index * 37)}`,
      date: iso(anchor - (index + 1) * 10 * DAY),
      dueDate: iso(anchor + (20 - index * 10) * DAY),
      services,
      subtotal,
      tax,
      discount,
      total: round2(subtotal + tax - discount),
    };
  });
}
