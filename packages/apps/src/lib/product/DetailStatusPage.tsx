/**
 * A details page around its query (a product, an order, a course): loading, the error with its reason, and "not found" (no such
 * id, or a 404) with the way back to the list; the item once it is there.
 */
import { Link, PageSimple } from '@chorus/shell';
import { Button, type IconName, QueryStatus } from '@chorus/ui';
import type { ReactNode } from 'react';
import { errorText } from '../query';
import type { detailStatus } from './detailStatus';

export interface DetailStatusPageProps {
  status: ReturnType<typeof detailStatus>;
  notFound: string;
  /** The not-found state's icon (the app's). */
  icon: IconName;
  backTo: string;
  backLabel: string;
  loading: string;
  loadError: (reason: string) => string;
  /** The item, once it is there (a page may render it without this frame instead). */
  children?: ReactNode;
}

export function DetailStatusPage({
  status,
  notFound,
  icon,
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
            icon,
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
