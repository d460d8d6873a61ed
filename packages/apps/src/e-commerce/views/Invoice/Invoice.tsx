/** An order's invoice: the shop's customer, the lines, subtotal, tax, discount and total. Prints alone. */
import type { Order } from '@chorus/mock-handlers/contracts';
import { useId } from 'react';
import { formatDate } from '../../../lib/format';
import { printAlone } from '../../../lib/printAlone.css';
import * as tableCss from '../OrderDetails/OrderDetails.css';
import { money } from '../../e-commerce.money';
import { useT } from '../../i18n';
import { OrderLines } from '../OrderLines/OrderLines';
import { customerName } from '../OrdersTable/OrdersTable';
import * as css from './Invoice.css';

export function Invoice({ order }: { order: Order }) {
  const t = useT();
  const id = useId();
  const { customer } = order;
  return (
    <article className={`${css.invoice} ${printAlone}`} aria-labelledby={`${id}-title`} data-testid="invoice">
      <div className={css.head}>
        <div className={css.block}>
          <h2 id={`${id}-title`} className={css.title}>
            {t('invoice.title')}
          </h2>
          <p className={css.muted}>{t('invoice.reference', { reference: order.reference })}</p>
          <p className={css.muted}>{t('invoice.date', { date: formatDate(order.date) })}</p>
        </div>
        <address className={css.block}>
          <strong>{customerName(order)}</strong>
          <span>{customer.company}</span>
          <span>{customer.invoiceAddress.address}</span>
          <span>{customer.email}</span>
          <span>{customer.phone}</span>
        </address>
      </div>
      <OrderLines order={order} caption={t('invoice.lines')} />
      <table className={`${tableCss.table} ${css.totals}`}>
        <tbody>
          <tr>
            <th scope="row">{t('invoice.subtotal')}</th>
            <td className={tableCss.number}>{money(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">{t('invoice.tax')}</th>
            <td className={tableCss.number}>{money(order.tax)}</td>
          </tr>
          <tr>
            <th scope="row">{t('invoice.discount')}</th>
            <td className={tableCss.number}>{money(order.discount)}</td>
          </tr>
          <tr className={css.grand}>
            <th scope="row">{t('orders.total')}</th>
            <td className={tableCss.number}>{money(order.total)}</td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
