import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Divider.css';

export interface DividerProps extends ComponentPropsWithRef<'div'> {
  orientation?: NonNullable<styles.DividerVariants['orientation']>;
  /** Purely visual (default): hidden from assistive technology. Otherwise a `separator`. */
  decorative?: boolean;
}

/** A thin rule between groups of content. */
export function Divider({ orientation = 'horizontal', decorative = true, className, ...rest }: DividerProps) {
  const a11y = decorative
    ? { role: 'none' as const }
    : { role: 'separator' as const, 'aria-orientation': orientation };
  return (
    <div
      className={cx(styles.divider({ orientation }), className)}
      data-orientation={orientation}
      {...a11y}
      {...rest}
    />
  );
}
