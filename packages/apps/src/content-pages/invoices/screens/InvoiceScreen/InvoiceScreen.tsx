/**
 * The invoice pages (/pages/invoices/modern and /compact): the invoice named by `?id=` (each page has its sample
 * when none is given), a Print button, and "not found" with the way to the sample for an unknown id. On paper
 * only the invoice prints, on one A4 page.
 */
import { Link, PageSimple, useDocumentTitle } from '@chorus/shell';
import { Button, Icon, QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { detailStatus } from '../../../../lib/detail/detailStatus';
import { errorText } from '../../../../lib/query';
import * as pageCss from '../../../contentPages.css';
import '../../../contentPages.icons';
import { useT } from '../../i18n';
import { DEFAULT_INVOICE, type InvoiceVariant, invoiceKeys, invoicesApi } from '../../invoices.api';
import { Invoice } from '../../views/Invoice/Invoice';

/** One A4 page, margins included (the invoice is the only thing printed: lib/printAlone.css.ts). */
const PAGE_RULE = '@page { size: A4; margin: 12mm; }';

export function InvoiceScreen() {
  const t = useT();
  const { pathname } = useLocation();
  const variant: InvoiceVariant = pathname.endsWith('/compact') ? 'compact' : 'modern';
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || DEFAULT_INVOICE[variant];
  const title = t(variant === 'compact' ? 'page.compact' : 'page.modern');
  useDocumentTitle(title);
  const query = useQuery({
    queryKey: invoiceKeys.invoice(id),
    queryFn: ({ signal }) => invoicesApi.invoice(id, signal),
  });
  const status = detailStatus(id, query);
  return (
    <PageSimple
      header={
        <div className={pageCss.header}>
          <h1 className={pageCss.title}>{title}</h1>
          {query.data ? (
            <Button onClick={() => window.print()}>
              <Icon name="printer" size="sm" />
              {t('invoice.print')}
            </Button>
          ) : null}
        </div>
      }
      content={
        <div className={pageCss.content}>
          <style>{PAGE_RULE}</style>
          <QueryStatus
            query={status.query}
            isEmpty={status.isEmpty}
            empty={{
              title: t('invoice.notFound'),
              icon: 'receipt',
              action: (
                <Button asChild>
                  <Link to={pathname}>{t('invoice.openDefault')}</Link>
                </Button>
              ),
            }}
            loading={t('invoice.loading')}
            error={(reason) => t('invoice.error', { reason: errorText(reason) })}
            reserve="40rem"
          >
            {query.data ? <Invoice invoice={query.data} variant={variant} /> : null}
          </QueryStatus>
        </div>
      }
    />
  );
}

export default InvoiceScreen;
