import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';
import { type AuthLinks, authLinks } from './links';
import { useAuthForm } from './useAuthForm';
import { type LoginValues, validateLogin } from './validation';

export interface DemoCredential {
  email: string;
  password: string;
  /** e.g. 'Host (admin)'. */
  label?: string;
}

export interface LoginFormProps {
  /** Signs in; rejects with field errors (email/password) or a plain error. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** A notice above the form, e.g. why the session ended ('access_token expired'). */
  notice?: string | null;
  /** Seeded demo accounts, shown so a newcomer can sign in with one click. */
  demoAccounts?: readonly DemoCredential[];
  defaultValues?: Partial<LoginValues>;
  /** Where its links lead (default: the real /forgot-password and /register). */
  links?: Partial<AuthLinks>;
}

const empty: LoginValues = { username: '', password: '' };

export function LoginForm({ onSubmit, notice, demoAccounts, defaultValues, links }: LoginFormProps) {
  const t = useT();
  const to = { ...authLinks, ...links };
  const [initial] = useState(() => ({ ...empty, ...defaultValues }));
  const form = useAuthForm(initial, validateLogin);

  const submit = form.handleSubmit(
    (values) => onSubmit({ username: values.username.trim(), password: values.password }),
    { email: 'username' },
  );

  const fill = (account: DemoCredential) => {
    form.setValue('username', account.email);
    form.setValue('password', account.password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('login.form')}>
      <FormAlert tone="error">{notice}</FormAlert>
      <FormAlert tone="error">{form.formError}</FormAlert>
      <AuthTextField
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        {...form.text('username')}
      />
      <AuthTextField
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
      <div className={styles.row}>
        <Link className={styles.link} to={to.forgotPassword}>
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        {t('login.submit')}
      </Button>
      <div className={styles.row}>
        <span>{t('login.noAccount')}</span>
        <Link className={styles.link} to={to.register}>
          {t('login.createAccount')}
        </Link>
      </div>
      {demoAccounts && demoAccounts.length > 0 && (
        <section className={styles.demoBox} aria-labelledby="demo-accounts-title">
          <h2 id="demo-accounts-title" className={styles.demoTitle}>
            {t('login.demoTitle')}
          </h2>
          <ul className={styles.demoList}>
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button type="button" className={styles.demoButton} onClick={() => fill(account)}>
                  {account.label && <strong>{account.label}: </strong>}
                  <span className={styles.mono}>{account.email}</span> /{' '}
                  <span className={styles.mono}>{account.password}</span>
                </button>
              </li>
            ))}
          </ul>
          {/* After the accounts: on a laptop's screen the accounts show above the footer, the note below. */}
          <p className={styles.demoNote}>{t('login.demoStorage')}</p>
        </section>
      )}
    </form>
  );
}
