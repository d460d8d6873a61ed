import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../../auth/components/AuthTextField';
import { FormAlert } from '../../auth/components/FormAlert';
import * as styles from '../../auth/components/auth.css';
import { type AuthLinks, authLinks } from '../../auth/forms/links';
import { useAuthForm } from '../../auth/forms/useAuthForm';
import { type NewPasswordValues, validateNewPassword } from '../../auth/forms/validation';
import { useT as useAuthT } from '../../auth/i18n';
import { useT } from '../i18n';

export interface ResetPasswordFormProps {
  /** Sets the new password; rejects with a password field error or a plain error. */
  onSubmit: (values: { password: string }) => Promise<void>;
  links?: Partial<AuthLinks>;
}

const empty: NewPasswordValues = { password: '', 'password-confirm': '' };

/**
 * A new password twice: the register form's password rules (`validateNewPassword`: at least 6, 'Passwords do
 * not match'), on the auth forms' hook and fields.
 */
export function ResetPasswordForm({ onSubmit, links }: ResetPasswordFormProps) {
  const t = useT();
  const tAuth = useAuthT();
  const [initial] = useState(empty);
  const form = useAuthForm(initial, validateNewPassword);
  const submit = form.handleSubmit((values) => onSubmit({ password: values.password }), {
    password: 'password',
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('reset.form')}>
      <FormAlert tone="error">{form.formError}</FormAlert>
      <AuthTextField
        label={tAuth('field.password')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <AuthTextField
        label={tAuth('field.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password-confirm')}
      />
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        {t('reset.submit')}
      </Button>
      <div className={styles.row}>
        <Link className={styles.link} to={links?.login ?? authLinks.login}>
          {tAuth('forgot.back')}
        </Link>
      </div>
    </form>
  );
}
