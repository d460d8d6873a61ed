/**
 * An order in tabs: the order (customer and contact details, invoice and shipping addresses, the dated
 * status history, payment, shipping), its products, and the invoice (printable: on paper it prints alone).
 */
import type { Order } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Avatar, Button, Icon, Tabs, TabsContent, TabsList, TabsTrigger } from '@chorus/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { money } from '../../e-commerce.money';
import { useT } from '../../i18n';
import { Invoice } from '../Invoice/Invoice';
import { OrderLines } from '../OrderLines/OrderLines';
import * as invoiceCss from '../Invoice/Invoice.css';
import { OrderStatus } from '../OrderStatus/OrderStatus';
import { usePaymentMethodName } from '../usePaymentMethodName';
import { customerName } from '../OrdersTable/OrdersTable';
import * as css from './OrderDetails.css';

const tabs = ['details', 'products', 'invoice'] as const;
type Tab = (typeof tabs)[number];

export interface OrderDetailsProps {
  order: Order;
  backTo: string;
  /** Prints the page (the invoice alone); default window.print. */
  onPrint?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={css.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function OrderDetails({ order, backTo, onPrint = () => window.print() }: OrderDetailsProps) {
  const t = useT();
  const paymentName = usePaymentMethodName();
  const [tab, setTab] = useState<Tab>('details');
  const { customer } = order;
  return (
    <div className={css.page}>
      <div className={css.header}>
        <Button variant="ghost" tone="neutral" size="sm" asChild>
          <Link to={backTo}>
            <Icon name="arrow-left" size="sm" />
            {t('orders.title')}
          </Link>
        </Button>
        <h1 className={css.title}>{t('order.title', { reference: order.reference })}</h1>
        <Button variant="soft" onClick={onPrint}>
          <Icon name="printer" size="sm" />
          {t('invoice.print')}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t('order.sections')}>
          {tabs.map((entry) => (
            <TabsTrigger key={entry} value={entry}>
              {t(`order.tab.${entry}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="details" className={css.panel}>
          <div className={css.sections}>
            <Section title={t('order.customer')}>
              <Avatar src={customer.avatar} name={customerName(order)} decorative />
              <Facts
                rows={[
                  [t('order.name'), customerName(order)],
                  [t('order.company'), customer.company],
                  [t('order.jobTitle'), customer.jobTitle],
                  [
                    t('order.email'),
                    <a key="email" href={`mailto:${customer.email}`}>
                      {customer.email}
                    </a>,
                  ],
                  [t('order.phone'), customer.phone],
                  [t('order.invoiceAddress'), customer.invoiceAddress.address],
                  [t('order.shippingAddress'), customer.shippingAddress.address],
                ]}
              />
            </Section>
            <Section title={t('order.history')}>
              <ol className={css.list}>
                {order.status.map((state) => (
                  <li key={`${state.id}-${state.date}`} className={css.historyItem}>
                    <OrderStatus state={state} />
                    <span>{formatDateTime(state.date)}</span>
                  </li>
                ))}
              </ol>
            </Section>
            <Section title={t('order.payment')}>
              <Facts
                rows={[
                  [t('order.transaction'), order.payment.transactionId],
                  [t('order.method'), paymentName(order.payment.method)],
                  [t('order.amount'), money(order.payment.amount)],
                  [t('orders.date'), formatDate(order.payment.date)],
                ]}
              />
            </Section>
            <Section title={t('order.shipping')}>
              {order.shippingDetails.length === 0 ? (
                <p>{t('order.notShipped')}</p>
              ) : (
                <div className={css.tableScroll}>
                  <table className={css.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('order.tracking')}</th>
                        <th scope="col">{t('order.carrier')}</th>
                        <th scope="col">{t('order.weight')}</th>
                        <th scope="col" className={css.number}>
                          {t('order.fee')}
                        </th>
                        <th scope="col">{t('orders.date')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {order.shippingDetails.map((shipping) => (
                        <tr key={shipping.tracking}>
                          <td>{shipping.tracking}</td>
                          <td>{shipping.carrier}</td>
                          <td>{shipping.weight}</td>
                          <td className={css.number}>{money(shipping.fee)}</td>
                          <td>{formatDate(shipping.date)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Section>
          </div>
        </TabsContent>

        <TabsContent value="products" className={css.panel}>
          <OrderLines order={order} caption={t('order.products')} images />
        </TabsContent>

        {/* Always in the page (hidden on screen unless chosen), so that a print from any tab shows it. */}
        <TabsContent
          value="invoice"
          className={tab === 'invoice' ? css.panel : `${css.panel} ${invoiceCss.screenOnlyHidden}`}
          forceMount
        >
          <Invoice order={order} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
