import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { type FormEvent, useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import * as styles from '../components/auth.css';
import { type AuthSubmitError, applySubmitError } from './submitError';
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
}

const empty: LoginValues = { username: '', password: '' };

export function LoginForm({ onSubmit, notice, demoAccounts, defaultValues }: LoginFormProps) {
  const [initial] = useState(() => ({ ...empty, ...defaultValues }));
  const form = useAuthForm(initial, validateLogin);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit({ username: form.values.username.trim(), password: form.values.password });
    } catch (error) {
      setFormError(applySubmitError(error as AuthSubmitError, form.setServerErrors, { email: 'username' }));
    } finally {
      setBusy(false);
    }
  };

  const fill = (account: DemoCredential) => {
    form.setValue('username', account.email);
    form.setValue('password', account.password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Login form">
      {notice && (
        <p className={styles.alertError} role="alert">
          {notice}
        </p>
      )}
      {formError && (
        <p className={styles.alertError} role="alert">
          {formError}
        </p>
      )}
      <AuthTextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        {...form.text('username')}
      />
      <AuthTextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
      <div className={styles.row}>
        <Link className={styles.link} to="/forgot-password">
          Forgot Password ?
        </Link>
      </div>
      <Button type="submit" fullWidth disabled={!form.isValid} loading={busy}>
        Login
      </Button>
      <div className={styles.row}>
        <span>Don't have an account?</span>
        <Link className={styles.link} to="/register">
          Create an account
        </Link>
      </div>
      {demoAccounts && demoAccounts.length > 0 && (
        <section className={styles.demoBox} aria-labelledby="demo-accounts-title">
          <h2 id="demo-accounts-title" className={styles.demoTitle}>
            Demo accounts (click to fill in)
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
        </section>
      )}
    </form>
  );
}
