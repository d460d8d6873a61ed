'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useDeferredValue } from 'react';
import type { IconName } from '../../icons/catalogue';
import { useT } from '../../i18n';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { Loading } from '../Loading/Loading';
import * as styles from './QueryStatus.css';
import { type QueryLike, queryStatusOf } from './queryStatusOf';

export type { QueryLike };

export interface QueryStatusProps {
  /** A TanStack-Query-shaped result, or any object with these fields. */
  query: QueryLike;
  /** True when the data arrived but there is nothing to show. */
  isEmpty?: boolean;
  /** Loading label, e.g. 'Loading mails…' (role=status, aria-busy). */
  loading: string;
  /** The error text; a function gets the error (e.g. (e) => `Could not load the mails: ${e.message}`). */
  error: string | ((error: unknown) => string);
  /** What to show when isEmpty: a title, optional description, icon (IconName), action. */
  empty?: { title: string; description?: ReactNode; icon?: IconName; action?: ReactNode };
  /** Centre the state in the available space (a list pane) rather than inline. Default false. */
  fill?: boolean;
  /**
   * The block size the loaded content will roughly take (a CSS length, e.g. '24rem'): the loading state
   * keeps that space, so what follows does not jump when the data arrives (no layout shift).
   */
  reserve?: string;
  /** Rendered when the data is ready and not empty. */
  children?: ReactNode;
}

/**
 * The one way to show a query's loading, error and empty states: the kit's `Loading` (after its delay),
 * a critical `Alert` with "Try again" that refetches, or an `EmptyState`; once the data is there and not
 * empty, its children.
 *
 * When the data arrives, the children's first render (a list of a hundred rows is most of a screen's start-up
 * work) runs in the background, in slices the browser can interrupt between (React's deferred rendering),
 * instead of one long task that holds a tap or a key press until it ends; the loading state stays meanwhile.
 * Data already in the cache when the screen mounts renders at once, as before.
 */
export function QueryStatus({
  query,
  isEmpty = false,
  loading,
  error,
  empty,
  fill = false,
  reserve,
  children,
}: QueryStatusProps) {
  const status = queryStatusOf(query, isEmpty);
  const shown = useDeferredValue(status === 'ready');
  if (status === 'ready' && shown) return <>{children}</>;
  let state: ReactNode = null;
  if (status === 'loading' || status === 'ready') {
    state = <Loading label={loading} aria-busy="true" />;
    if (reserve && !fill)
      return (
        <div className={styles.reserve} style={assignInlineVars({ [styles.reservedSize]: reserve })}>
          {state}
        </div>
      );
  } else if (status === 'error') {
    state = <QueryError query={query} error={error} />;
  } else if (empty) {
    state = (
      <EmptyState
        data-testid="empty-state"
        icon={empty.icon ? <Icon name={empty.icon} size="xl" tone="muted" /> : undefined}
        title={empty.title}
        titleAs="p"
        description={empty.description}
        action={empty.action}
      />
    );
  }
  if (state === null || !fill) return state;
  return <div className={styles.fill}>{state}</div>;
}

/** The error state: a critical alert with the error text and "Try again" when the query can refetch. */
function QueryError({ query, error }: Pick<QueryStatusProps, 'query' | 'error'>) {
  const t = useT();
  const { refetch } = query;
  return (
    <Alert
      tone="critical"
      title={t('queryStatus.error')}
      action={
        refetch ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={() => void refetch()}>
            {t('queryStatus.retry')}
          </Button>
        ) : undefined
      }
    >
      {typeof error === 'function' ? error(query.error) : error}
    </Alert>
  );
}
