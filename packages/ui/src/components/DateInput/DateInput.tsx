import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface DateInputProps extends Omit<TextFieldProps, 'type'> {
  /** `date` (default), `datetime-local` or `time`: the browser's own accessible picker. */
  type?: 'date' | 'datetime-local' | 'time' | 'month';
}

/**
 * A native date (or date-time) input in the kit's field frame. Values are ISO strings (`2026-11-22`,
 * `2026-11-22T10:30`); `min`/`max` limit the picker. The theme's `color-scheme` styles the picker popup.
 */
export function DateInput({ type = 'date', ...rest }: DateInputProps) {
  return <TextField type={type} {...rest} />;
}
