import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
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

/** The demo's storage, said plainly (issue 15); the README's "The demo's data" says the same. */
export const DEMO_STORAGE_NOTICE =
  "This demo keeps all its data in your browser, where anyone using it can read everything (other users' accounts, hidden ideas, ballots) with the developer tools: the privacy promises hold against other users only with a server.";

const empty: LoginValues = { username: '', password: '' };

export function LoginForm({ onSubmit, notice, demoAccounts, defaultValues }: LoginFormProps) {
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
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Login form">
      <FormAlert tone="error">{notice}</FormAlert>
      <FormAlert tone="error">{form.formError}</FormAlert>
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
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
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
          <p className={styles.demoNote}>{DEMO_STORAGE_NOTICE}</p>
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
