/**
 * An invoice (§3 Invoice): from, client, number, dates, the services (unit price, quantity, total), subtotal,
 * tax, discount and total, money in the active locale. Two designs of one content: `modern` and `compact`.
 * On paper it prints alone (`printAlone`).
 */
import type { Invoice as InvoiceData } from '@chorus/mock-handlers/contracts';
import { useId } from 'react';
import { formatDate, formatMoney, formatNumber } from '../../../../lib/format';
import { printAlone } from '../../../../lib/printAlone.css';
import { useT } from '../../i18n';
import { INVOICE_CURRENCY, type InvoiceVariant } from '../../invoices.api';
import * as css from './Invoice.css';

const money = (value: number) => formatMoney(value, INVOICE_CURRENCY);

type Party = InvoiceData['from'];

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  const id = useId();
  return (
    <section className={css.party} aria-labelledby={id}>
      <h3 id={id} className={css.partyTitle}>
        {heading}
      </h3>
      <address className={css.address}>
        <span className={css.partyName}>{party.title}</span>
        <span>{party.address}</span>
        <span>{party.phone}</span>
        <span>{party.email}</span>
        <span>{party.website}</span>
      </address>
    </section>
  );
}

function Dates({ invoice }: { invoice: InvoiceData }) {
  const t = useT();
  return (
    <dl className={css.facts}>
      <dt>{t('invoice.date')}</dt>
      <dd>{formatDate(invoice.date, 'date')}</dd>
      <dt>{t('invoice.dueDate')}</dt>
      <dd>{formatDate(invoice.dueDate, 'date')}</dd>
    </dl>
  );
}

function Services({ invoice, dense }: { invoice: InvoiceData; dense: boolean }) {
  const t = useT();
  return (
    // Scrolls on its own on a narrow screen: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={css.tableScroll} aria-label={t('invoice.services')} tabIndex={0}>
      <table className={dense ? `${css.table} ${css.dense}` : css.table}>
        <caption className={css.caption}>{t('invoice.services')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.service')}</th>
            <th scope="col" className={css.amount}>
              {t('invoice.unitPrice')}
            </th>
            <th scope="col" className={css.amount}>
              {t('invoice.quantity')}
            </th>
            <th scope="col" className={css.amount}>
              {t('invoice.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.services.map((service) => (
            <tr key={service.id}>
              <th scope="row">
                {service.title}
                {dense ? null : <span className={css.muted}>{service.detail}</span>}
              </th>
              <td className={css.amount}>
                {money(service.unitPrice)}
                <span className={css.muted}>{t('invoice.perUnit', { unit: service.unit })}</span>
              </td>
              <td className={css.amount}>{formatNumber(service.quantity)}</td>
              <td className={css.amount}>{money(service.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Totals({ invoice }: { invoice: InvoiceData }) {
  const t = useT();
  const rows: Array<[string, number]> = [
    [t('invoice.subtotal'), invoice.subtotal],
    [t('invoice.tax'), invoice.tax],
    [t('invoice.discount'), invoice.discount === 0 ? 0 : -invoice.discount],
  ];
  return (
    <table className={`${css.table} ${css.totals}`}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={css.amount}>{money(value)}</td>
          </tr>
        ))}
        <tr className={css.grand}>
          <th scope="row">{t('invoice.total')}</th>
          <td className={css.amount}>{money(invoice.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export interface InvoiceProps {
  invoice: InvoiceData;
  variant: InvoiceVariant;
}

export function Invoice({ invoice, variant }: InvoiceProps) {
  const t = useT();
  const id = useId();
  const compact = variant === 'compact';
  const section = compact ? css.compactSection : css.section;
  return (
    <article
      className={`${css.invoice[variant]} ${printAlone}`}
      aria-labelledby={`${id}-title ${id}-number`}
      data-testid="invoice"
    >
      <header className={compact ? css.compactHead : css.band}>
        <div>
          <h2 id={`${id}-title`} className={compact ? css.compactTitle : css.title}>
            {t('invoice.title')}
          </h2>
          <p id={`${id}-number`} className={css.number}>
            {invoice.number}
          </p>
        </div>
        <Dates invoice={invoice} />
      </header>
      <div className={`${section} ${css.parties}`}>
        <PartyBlock heading={t('invoice.from')} party={invoice.from} />
        <PartyBlock heading={t('invoice.client')} party={invoice.client} />
      </div>
      <div className={section}>
        <Services invoice={invoice} dense={compact} />
        <Totals invoice={invoice} />
      </div>
      <p className={`${section} ${css.thanks}`}>{t('invoice.thanks')}</p>
    </article>
  );
}
