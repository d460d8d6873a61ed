import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ComponentPropsWithRef, forwardRef } from 'react';
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

const variantStyles = { solid: styles.solid, soft: styles.soft };

/** A small count or status label. */
export const Badge = /* @__PURE__ */ forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { title, bg, fg, tone = 'accent', variant = 'solid', dot, className, style, children, ...rest },
  ref,
) {
  const custom: Record<string, string> = {};
  if (bg) custom[styles.bgVar] = bg;
  if (fg) custom[styles.fgVar] = fg;
  return (
    <span
      ref={ref}
      data-tone={tone}
      data-variant={variant}
      role={dot && rest['aria-label'] ? 'img' : undefined}
      className={[styles.root, variantStyles[variant][tone], dot ? styles.dot : undefined, className]
        .filter(Boolean)
        .join(' ')}
      style={{ ...assignInlineVars(custom), ...style }}
      {...rest}
    >
      {dot ? null : (children ?? title)}
    </span>
  );
});
