'use client';

import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './List.css';

export interface ListProps extends ComponentPropsWithRef<'ul'> {
  /** Lines between items. */
  dividers?: boolean;
  /** Render an ordered list. */
  ordered?: boolean;
}

/** A vertical list of items. Keeps list semantics even though the bullets are gone. */
export function List({ dividers = false, ordered, className, ref, ...rest }: ListProps) {
  const props = { role: 'list', className: cx(styles.list({ dividers }), className), ...rest };
  return ordered ? <ol ref={ref as React.Ref<HTMLOListElement>} {...props} /> : <ul ref={ref} {...props} />;
}

export interface ListItemProps extends Omit<ComponentPropsWithRef<'li'>, 'onClick' | 'onSelect'> {
  /** Leading content: an Avatar, an icon. */
  start?: ReactNode;
  /** Trailing content: a Badge, a time, a secondary action. */
  end?: ReactNode;
  /** Second line, muted. */
  description?: ReactNode;
  /** Makes the item a button. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Makes the item a link. */
  href?: string;
  /** Marks the current item (`aria-current`), e.g. the open page in a navigation list. */
  current?: boolean | 'page' | 'location' | 'true';
  /** A toggled item (`aria-pressed`), for selectable button items. */
  selected?: boolean;
  disabled?: boolean;
  dense?: boolean;
}

/**
 * One item of a List, with optional start and end slots. With `onClick` or `href` the item's row is a
 * button or a link, so it is reachable and operable from the keyboard; an `end` slot with its own
 * controls should then sit outside it (use a plain item and put buttons in `end`).
 */
export function ListItem({
  start,
  end,
  description,
  onClick,
  href,
  current,
  selected,
  disabled,
  dense = false,
  className,
  children,
  ...rest
}: ListItemProps) {
  const content = (
    <>
      {start ? <span className={styles.slot}>{start}</span> : null}
      <span className={styles.text}>
        <span className={styles.primary}>{children}</span>
        {description ? <span className={styles.secondary}>{description}</span> : null}
      </span>
      {end ? <span className={styles.end}>{end}</span> : null}
    </>
  );
  const ariaCurrent = current === true ? 'true' : current || undefined;
  const common = { className: styles.row({ dense }) };
  let row: ReactNode;
  if (href !== undefined && !disabled) {
    row = (
      <a href={href} aria-current={ariaCurrent} {...common}>
        {content}
      </a>
    );
  } else if (onClick || selected !== undefined) {
    row = (
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-current={ariaCurrent}
        aria-pressed={selected}
        {...common}
      >
        {content}
      </button>
    );
  } else {
    row = (
      <div aria-current={ariaCurrent} {...common}>
        {content}
      </div>
    );
  }
  return (
    <li className={cx(styles.item, className)} {...rest}>
      {row}
    </li>
  );
}
