import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { Tone } from '../../theme/tokens';
import * as styles from './Badge.css';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'title'> {
  /** The badge text, as navigation badges name it (`{ title: '3', bg, fg }`). `children` wins if both are set. */
  title?: string;
  /** Background colour given at run time, e.g. from a navigation item. Pair it with `fg` and check contrast. */
  bg?: string;
  /** Text colour given at run time. */
  fg?: string;
  tone?: Tone;
  variant?: 'solid' | 'soft';
  /** A small dot without text; give it an `aria-label` when it carries meaning. */
  dot?: boolean;
}

/** A small count or status label. */
export function Badge({
  title,
  bg,
  fg,
  tone = 'accent',
  variant = 'solid',
  dot = false,
  className,
  style,
  children,
  ref,
  ...rest
}: BadgeProps) {
  const custom: Record<string, string> = {};
  if (bg) custom[styles.bgVar] = bg;
  if (fg) custom[styles.fgVar] = fg;
  return (
    <span
      ref={ref}
      data-tone={tone}
      data-variant={variant}
      role={dot && rest['aria-label'] ? 'img' : undefined}
      className={cx(styles.root({ tone, variant, dot }), className)}
      style={{ ...assignInlineVars(custom), ...style }}
      {...rest}
    >
      {dot ? null : (children ?? title)}
    </span>
  );
}
