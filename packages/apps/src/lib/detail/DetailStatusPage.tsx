/**
 * A details page around its query (a product, an order, a course, an initiative, a meeting): loading, the error
 * with its reason, and "not found" (no such id, or a 404) with the way back to the list; the item once it is
 * there. The way back is either the not-found state's button (the sample apps) or a link above the page, there
 * in every state (`back="link"`: the product's pages).
 */
import { Link, PageSimple } from '@chorus/shell';
import { Button, Icon, type IconName, QueryStatus } from '@chorus/ui';
import type { ReactNode } from 'react';
import { errorText } from '../query';
import * as css from './detail.css';
import type { detailStatus } from './detailStatus';

export interface DetailStatusPageProps {
  status: ReturnType<typeof detailStatus>;
  notFound: string;
  /** The not-found state's icon (the app's). */
  icon: IconName;
  backTo: string;
  backLabel: string;
  /** Where the way back is: the not-found state's button (default), or a link above the page in every state. */
  back?: 'button' | 'link';
  /** Between the link back and the item (`back="link"` only): a banner about the item (an outage). */
  notice?: ReactNode;
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
  back = 'button',
  notice,
  loading,
  loadError,
  children,
}: DetailStatusPageProps) {
  if (back === 'link') {
    return (
      <PageSimple
        content={
          <div className={css.page}>
            <Link className={css.backLink} to={backTo}>
              <Icon name="arrow-left" size="sm" /> {backLabel}
            </Link>
            {notice}
            <QueryStatus
              query={status.query}
              isEmpty={status.isEmpty}
              loading={loading}
              error={(reason) => loadError(errorText(reason))}
              empty={{ icon, title: notFound }}
            >
              {children}
            </QueryStatus>
          </div>
        }
      />
    );
  }
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
