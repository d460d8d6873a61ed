import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A decorative icon (mark it `aria-hidden`). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** The title's element, to fit the page's heading outline (`h1` when it is the page's only content). Default `h2`. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
}

/** What a screen or list shows when it has nothing in it yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} {...rest}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
