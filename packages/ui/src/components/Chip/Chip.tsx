'use client';

import { Check, X } from 'lucide-react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ComponentPropsWithRef, KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../i18n';
import { cx } from '../../internal/cx';
import * as styles from './Chip.css';

export interface ChipProps extends Omit<ComponentPropsWithRef<'span'>, 'onSelect' | 'children'> {
  label: ReactNode;
  /** Plain-text name for the remove button when `label` is not a string. */
  textLabel?: string;
  /** Leading icon (decorative). */
  icon?: ReactNode;
  /** Makes the chip a toggle button (`aria-pressed`). Controlled with `selected`, or `defaultSelected`. */
  selectable?: boolean;
  selected?: boolean;
  defaultSelected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** Makes the chip removable: a remove button, and Backspace or Delete on the chip. */
  onRemove?: () => void;
  disabled?: boolean;
}

/** A compact label: static, selectable (a filter) or removable (a token in a field). */
export function Chip({
  label,
  textLabel,
  icon,
  selectable,
  selected,
  defaultSelected = false,
  onSelectedChange,
  onRemove,
  disabled,
  className,
  ...rest
}: ChipProps) {
  const t = useT();
  const [isSelected, setSelected] = useControllableState({
    prop: selected,
    defaultProp: defaultSelected,
    onChange: onSelectedChange,
    caller: 'Chip',
  });
  const name = textLabel ?? (typeof label === 'string' ? label : undefined);

  const toggle = () => setSelected(!isSelected);
  const onKeyDown = (event: KeyboardEvent) => {
    if (onRemove && !disabled && (event.key === 'Backspace' || event.key === 'Delete')) {
      event.preventDefault();
      onRemove();
    }
  };

  const content = (
    <>
      {selectable && isSelected ? <Check size={14} aria-hidden /> : icon}
      {label}
    </>
  );

  return (
    <span
      data-disabled={disabled ? '' : undefined}
      className={cx(
        styles.root({ selected: Boolean(selectable && isSelected), removable: Boolean(onRemove) }),
        className,
      )}
      {...rest}
    >
      {selectable ? (
        <button
          type="button"
          className={styles.main}
          aria-pressed={isSelected}
          disabled={disabled}
          onClick={toggle}
          onKeyDown={onKeyDown}
        >
          {content}
        </button>
      ) : (
        <span className={styles.main}>{content}</span>
      )}
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={name ? t('removeNamed', { name }) : t('remove')}
          disabled={disabled}
          onClick={onRemove}
          onKeyDown={onKeyDown}
        >
          <X size={14} aria-hidden />
        </button>
      ) : null}
    </span>
  );
}
