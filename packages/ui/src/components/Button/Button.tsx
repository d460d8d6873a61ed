'use client';

import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Button.css';
import { ButtonSpinner } from './Spinner';

export type ButtonVariant = 'solid' | 'soft' | 'outline' | 'ghost';
export type ButtonTone = 'accent' | 'neutral' | 'critical';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: `solid` for the main action, `soft`/`outline` for secondary, `ghost` for tertiary. */
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping focus and the label. */
  loading?: boolean;
  /** Content before the label (usually an `<Icon />`), mirrored in RTL by logical layout. */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
  /** Renders the only child (e.g. a router `<Link>` or `<a>`) with the button's styles and behaviour. */
  asChild?: boolean;
}

export function Button({
  variant = 'solid',
  tone = 'accent',
  size = 'md',
  loading = false,
  startIcon,
  endIcon,
  fullWidth = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const classes = cx(styles.button({ variant, tone, size, fullWidth }), className);
  const content = (label: ReactNode) => (
    <>
      {loading ? <ButtonSpinner /> : startIcon && <span className={styles.icon}>{startIcon}</span>}
      <span className={styles.label}>{label}</span>
      {endIcon && <span className={styles.icon}>{endIcon}</span>}
    </>
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const state = {
    'data-variant': variant,
    'data-tone': tone,
    'data-size': size,
    'data-loading': loading ? '' : undefined,
    'aria-busy': loading || undefined,
  };

  if (asChild) {
    return (
      <Slot
        ref={ref as never}
        className={classes}
        {...state}
        aria-disabled={disabled || loading || undefined}
        onClick={handleClick as never}
        {...(rest as object)}
      >
        {/* The child (a link) keeps its element and props; its own children become the label. */}
        <Slottable child={children}>{content}</Slottable>
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...state}
      {...rest}
    >
      {content(children)}
    </button>
  );
}
