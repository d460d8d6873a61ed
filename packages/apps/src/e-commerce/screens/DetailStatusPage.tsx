/**
 * A product's or an order's page around its query: loading, the error with its reason, and "not found" (no such
 * id, or a 404) with the way back to the list; the item once it is there.
 */
import { Link, PageSimple } from '@chorus/shell';
import { Button, QueryStatus } from '@chorus/ui';
import type { ReactNode } from 'react';
import type { detailStatus } from '../../lib/product/detailStatus';
import { errorText } from '../../lib/query';

export interface DetailStatusPageProps {
  status: ReturnType<typeof detailStatus>;
  notFound: string;
  backTo: string;
  backLabel: string;
  loading: string;
  loadError: (reason: string) => string;
  children: ReactNode;
}

export function DetailStatusPage({
  status,
  notFound,
  backTo,
  backLabel,
  loading,
  loadError,
  children,
}: DetailStatusPageProps) {
  return (
    <PageSimple
      content={
        <QueryStatus
          query={status.query}
          isEmpty={status.isEmpty}
          empty={{
            title: notFound,
            icon: 'shopping-cart',
            action: (
              <Button asChild>
                <Link to={backTo}>{backLabel}</Link>
              </Button>
            ),
          }}
          loading={loading}
          error={(reason) => loadError(errorText(reason))}
          fill
        >
          {children}
        </QueryStatus>
      }
    />
  );
}
