'use client';

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button';
import { ButtonSpinner } from '../Button/Spinner';
import { Tooltip } from '../Tooltip/Tooltip';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name (required: an icon alone says nothing to a screen reader). */
  label: string;
  /** The icon, e.g. `<Icon name="settings" />`; decorative, the label names the button. */
  icon: ReactNode;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  loading?: boolean;
  /** Show the label in a tooltip on hover and focus (`true`), or a different tooltip text. */
  tooltip?: boolean | string;
  tooltipSide?: 'top' | 'right' | 'bottom' | 'left';
}

/** A square button showing only an icon, with a required accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size = 'md',
  loading = false,
  tooltip = false,
  tooltipSide,
  className,
  type,
  onClick,
  ref,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-loading={loading ? '' : undefined}
      className={cx(buttonStyles.button({ variant, tone, size, iconOnly: true }), className)}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <ButtonSpinner /> : icon}
    </button>
  );
  if (!tooltip) return button;
  return (
    <Tooltip content={typeof tooltip === 'string' ? tooltip : label} side={tooltipSide}>
      {button}
    </Tooltip>
  );
}
