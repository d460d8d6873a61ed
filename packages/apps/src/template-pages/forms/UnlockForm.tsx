import { Button } from '@chorus/ui';
import { Link } from '@chorus/shell';
import { useState } from 'react';
import { AuthTextField } from '../../auth/components/AuthTextField';
import { FormAlert } from '../../auth/components/FormAlert';
import * as styles from '../../auth/components/auth.css';
import { type AuthLinks, authLinks } from '../../auth/forms/links';
import { useAuthForm } from '../../auth/forms/useAuthForm';
import { passwordError } from '../../auth/forms/validation';
import { useT as useAuthT } from '../../auth/i18n';
import { useT } from '../i18n';

export interface UnlockFormProps {
  /** The signed-in user's e-mail, for password managers (a hidden username field). */
  email: string;
  /** Unlocks; rejects with a password field error or a plain error. */
  onSubmit: (values: { password: string }) => Promise<void>;
  links?: Partial<AuthLinks>;
}

type UnlockValues = { password: string };

/** The login form's password rule (`passwordError`). */
const validateUnlock = ({ password }: UnlockValues) => {
  const error = passwordError(password);
  return error ? { password: error } : {};
};

/** The lock screen's form: the signed-in user's password again, on the auth forms' hook and fields. */
export function UnlockForm({ email, onSubmit, links }: UnlockFormProps) {
  const t = useT();
  const tAuth = useAuthT();
  const [initial] = useState<UnlockValues>({ password: '' });
  const form = useAuthForm(initial, validateUnlock);
  const submit = form.handleSubmit(onSubmit, { password: 'password' });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('lock.form')}>
      <FormAlert tone="error">{form.formError}</FormAlert>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <AuthTextField
        label={tAuth('field.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
      <Button type="submit" fullWidth disabled={!form.isValid} loading={form.busy}>
        {t('lock.submit')}
      </Button>
      <div className={styles.row}>
        <Link className={styles.link} to={links?.login ?? authLinks.login}>
          {t('lock.notYou')}
        </Link>
      </div>
    </form>
  );
}
