import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { type FormEvent, useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import * as styles from '../components/auth.css';
import { type AuthSubmitError, applySubmitError } from './submitError';
import { useAuthForm } from './useAuthForm';
import { type ForgotPasswordValues, validateForgotPassword } from './validation';

export interface ForgotPasswordFormProps {
  /** Sends the reset e-mail; rejects with an e-mail field error or a plain error. */
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  defaultValues?: Partial<ForgotPasswordValues>;
}

export const resetEmailSentMessage = 'An email has been sent for you to reset your password';

export function ForgotPasswordForm({ onSubmit, defaultValues }: ForgotPasswordFormProps) {
  const [initial] = useState(() => ({ email: '', ...defaultValues }));
  const form = useAuthForm(initial, validateForgotPassword);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit({ email: form.values.email.trim() });
      setSent(true);
    } catch (error) {
      setFormError(
        applySubmitError(error as AuthSubmitError, form.setServerErrors, {
          email: 'email',
          displayName: 'email',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Forgot password form">
      {sent && (
        <p className={styles.alertSuccess} role="status">
          {resetEmailSentMessage}
        </p>
      )}
      {formError && (
        <p className={styles.alertError} role="alert">
          {formError}
        </p>
      )}
      <AuthTextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <Button type="submit" fullWidth disabled={!form.isValid} loading={busy}>
        Send reset link
      </Button>
      <div className={styles.row}>
        <Link className={styles.link} to="/login">
          Go back to login
        </Link>
      </div>
    </form>
  );
}
