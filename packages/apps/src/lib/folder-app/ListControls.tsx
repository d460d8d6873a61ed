/**
 * The kit's controls as list rows use them: a selection checkbox named by the row, an on/off icon
 * button (star, priority) and a label chip with its colour.
 */
import {
  Checkbox,
  type CheckedState,
  Chip,
  Icon,
  IconButton,
  type IconName,
  visuallyHidden,
} from '@chorus/ui';
import type { ComponentPropsWithRef } from 'react';
import * as css from './folderApp.css';

/** A checkbox whose name is for assistive technology only (a row's "Select …", select all). */
export function RowCheckbox({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      className={css.rowCheckbox}
      label={<span className={visuallyHidden}>{label}</span>}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => onCheckedChange(next === true)}
    />
  );
}

export interface ToggleIconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label' | 'aria-pressed'> {
  icon: IconName;
  /** The accessible name, which says what a click does ('Star', 'Unstar'). */
  label: string;
  /** On (`aria-pressed`); leave it out for a plain action. */
  pressed?: boolean;
  /** How "on" looks: a filled icon in the warning colour (star, flag), or the success colour (done). */
  pressedLook?: 'filled' | 'success';
}

/** An icon-only kit IconButton; with `pressed` it is a toggle and fills its icon while on. */
export function ToggleIconButton({
  icon,
  label,
  pressed,
  pressedLook = 'filled',
  className,
  ...rest
}: ToggleIconButtonProps) {
  return (
    <IconButton
      label={label}
      title={label}
      icon={<Icon name={icon} size="sm" />}
      aria-pressed={pressed}
      data-look={pressedLook}
      className={[css.toggleIcon, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** A label: the kit's Chip, compact, with the label's colour as a dot. */
export function LabelChip({ title, color }: { title: string; color?: string }) {
  return (
    <Chip
      className={css.labelChip}
      label={title}
      icon={color ? <span className={css.chipDot} style={{ background: color }} aria-hidden /> : undefined}
    />
  );
}
