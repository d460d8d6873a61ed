'use client';

import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '../../i18n';
import { IconButton } from '../IconButton/IconButton';
import * as styles from '../FormField/FormField.css';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Whether the password is shown (controlled). */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Accessible name of the toggle (it also reports aria-pressed). Default "Show password", translated. */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle (a real button with an accessible name and aria-pressed). */
export function PasswordField({
  visible,
  defaultVisible = false,
  onVisibleChange,
  toggleLabel,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useControllableState({
    prop: visible,
    defaultProp: defaultVisible,
    onChange: onVisibleChange,
    caller: 'PasswordField',
  });
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      endAdornment={
        <IconButton
          className={styles.endButton}
          size="sm"
          variant="ghost"
          tone="neutral"
          label={toggleLabel ?? t('password.show')}
          aria-pressed={shown}
          disabled={disabled}
          icon={shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          onClick={() => setShown(!shown)}
        />
      }
    />
  );
}
