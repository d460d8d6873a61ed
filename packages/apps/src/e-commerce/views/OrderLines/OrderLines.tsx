/** An order's lines (name, price, quantity, total; with `images`, a thumbnail first): the order's tab and the invoice. */
import type { Order } from '@chorus/mock-handlers/contracts';
import { formatNumber } from '../../../lib/format';
import { money } from '../../e-commerce.money';
import { useT } from '../../i18n';
import * as invoiceCss from '../Invoice/Invoice.css';
import * as css from '../OrderDetails/OrderDetails.css';

export function OrderLines({
  order,
  caption,
  images = false,
}: {
  order: Order;
  caption: string;
  images?: boolean;
}) {
  const t = useT();
  return (
    <div className={css.tableScroll}>
      <table className={css.table}>
        <caption className={invoiceCss.muted}>{caption}</caption>
        <thead>
          <tr>
            {images ? <th scope="col">{t('products.image')}</th> : null}
            <th scope="col">{t('products.name')}</th>
            <th scope="col" className={css.number}>
              {t('order.price')}
            </th>
            <th scope="col" className={css.number}>
              {t('products.quantity')}
            </th>
            <th scope="col" className={css.number}>
              {t('orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.id}>
              {images ? (
                <td>
                  <img className={css.thumbnail} src={line.image} alt="" />
                </td>
              ) : null}
              <td>{line.name}</td>
              <td className={css.number}>{money(line.price)}</td>
              <td className={css.number}>{formatNumber(line.quantity)}</td>
              <td className={css.number}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
