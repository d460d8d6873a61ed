import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../components/AuthTextField';
import { FormAlert } from '../components/FormAlert';
import * as styles from '../components/auth.css';
import { useAuthForm } from './useAuthForm';
import { type RegisterValues, toPhoneInput, validateRegister } from './validation';

export interface RegisterFormProps {
  /** Creates the account; rejects with field errors (email/displayName/password) or a plain error. */
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** Shown after a successful registration. */
  successMessage?: string | null;
  defaultValues?: Partial<RegisterValues>;
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

export function RegisterForm({ onSubmit, successMessage, defaultValues }: RegisterFormProps) {
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
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Register form">
      <FormAlert tone="success">{successMessage}</FormAlert>
      <FormAlert tone="error">{form.formError}</FormAlert>
      <AuthTextField label="Full name" autoComplete="name" required {...form.text('fullName')} />
      <AuthTextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <AuthTextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        {...form.text('phoneNumber', toPhoneInput)}
      />
      <AuthTextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <AuthTextField
        label="Password (Confirm)"
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password-confirm')}
      />
      <AuthTextField
        label="Organization"
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
        I will host meetings
      </label>
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        Register
      </Button>
      <div className={styles.row}>
        <span>Already have an account?</span>
        <Link className={styles.link} to="/login">
          Login
        </Link>
      </div>
    </form>
  );
}
