import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
import { type AuthLinks, authLinks } from './links';
import { useAuthForm } from './useAuthForm';
import { type RegisterValues, toPhoneInput, validateRegister } from './validation';

export interface RegisterFormProps {
  /** Creates the account; rejects with field errors (email/displayName/password) or a plain error. */
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** Shown after a successful registration. */
  successMessage?: string | null;
  defaultValues?: Partial<RegisterValues>;
  /** Where its link leads (default: the real /login). */
  links?: Partial<AuthLinks>;
}

const empty: RegisterValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  password: '',
  'password-confirm': '',
  organization: '',
  host: false,
};

export function RegisterForm({ onSubmit, successMessage, defaultValues, links }: RegisterFormProps) {
  const t = useT();
  const [initial] = useState(() => ({ ...empty, ...defaultValues }));
  const form = useAuthForm(initial, validateRegister);

  const submit = form.handleSubmit(
    (v) =>
      onSubmit({
        ...v,
        fullName: v.fullName.trim(),
        email: v.email.trim(),
        organization: v.organization.trim(),
      }),
    { email: 'email', displayName: 'fullName', password: 'password' },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('register.form')}>
      <FormAlert tone="success">{successMessage}</FormAlert>
      <FormAlert tone="error">{form.formError}</FormAlert>
      <AuthTextField label={t('field.fullName')} autoComplete="name" required {...form.text('fullName')} />
      <AuthTextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        required
        {...form.text('email')}
      />
      <AuthTextField
        label={t('field.phoneNumber')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        {...form.text('phoneNumber', toPhoneInput)}
      />
      <AuthTextField
        label={t('field.password')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <AuthTextField
        label={t('field.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password-confirm')}
      />
      <AuthTextField
        label={t('field.organization')}
        autoComplete="organization"
        required
        {...form.text('organization')}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="host"
          checked={form.values.host}
          onChange={(event) => form.setValue('host', event.target.checked)}
        />
        {t('register.host')}
      </label>
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        {t('register.submit')}
      </Button>
      <div className={styles.row}>
        <span>{t('register.haveAccount')}</span>
        <Link className={styles.link} to={links?.login ?? authLinks.login}>
          {t('register.login')}
        </Link>
      </div>
    </form>
  );
}
