import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
import { type AuthLinks, authLinks } from './links';
import { useAuthForm } from './useAuthForm';
import { type ForgotPasswordValues, validateEmail } from './validation';

export interface ForgotPasswordFormProps {
  /** Sends the reset e-mail; rejects with an e-mail field error or a plain error. */
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  defaultValues?: Partial<ForgotPasswordValues>;
  /** Where its link leads (default: the real /login). */
  links?: Partial<AuthLinks>;
}

export function ForgotPasswordForm({ onSubmit, defaultValues, links }: ForgotPasswordFormProps) {
  const t = useT();
  const [initial] = useState(() => ({ email: '', ...defaultValues }));
  const form = useAuthForm(initial, validateEmail);
  const [sent, setSent] = useState(false);

  const submit = form.handleSubmit(
    async (values) => {
      await onSubmit({ email: values.email.trim() });
      setSent(true);
    },
    { email: 'email', displayName: 'email' },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('forgot.form')}>
      <FormAlert tone="success">{sent ? t('forgot.sent') : null}</FormAlert>
      <FormAlert tone="error">{form.formError}</FormAlert>
      <AuthTextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        required
        {...form.text('email')}
      />
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        {t('forgot.submit')}
      </Button>
      <div className={styles.row}>
        <Link className={styles.link} to={links?.login ?? authLinks.login}>
          {t('forgot.back')}
        </Link>
      </div>
    </form>
  );
}
