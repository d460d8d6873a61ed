import { Button } from '@chorus/ui';
import { useState } from 'react';
import { AuthTextField } from '../../auth/components/AuthTextField';
import * as styles from '../../auth/components/auth.css';
import { useAuthForm } from '../../auth/forms/useAuthForm';
import { validateEmail } from '../../auth/forms/validation';
import { useT as useAuthT } from '../../auth/i18n';
import { useT } from '../i18n';

export interface NewsSignUpFormProps {
  onSubmit: (values: { email: string }) => Promise<void>;
}

/** Coming soon's sign-up for news: an e-mail address, checked as the auth forms check one ('Please enter a valid email'). */
export function NewsSignUpForm({ onSubmit }: NewsSignUpFormProps) {
  const t = useT();
  const tAuth = useAuthT();
  const [initial] = useState({ email: '' });
  const form = useAuthForm(initial, validateEmail);
  const submit = form.handleSubmit(async (values) => {
    await onSubmit({ email: values.email.trim() });
    form.reset();
  }, {});
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('comingSoon.form')}>
      <AuthTextField
        label={tAuth('field.email')}
        type="email"
        autoComplete="email"
        required
        {...form.text('email')}
      />
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        {t('comingSoon.submit')}
      </Button>
    </form>
  );
}
