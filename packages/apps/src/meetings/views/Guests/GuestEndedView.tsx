/**
 * A guest's page once the meeting has ended (issue 34): their access ended with it; they may register with an
 * e-mail and a password to keep their account (what they wrote stays theirs and as anonymous as before). A
 * refused registration keeps what was typed. Props in.
 */
import { Alert, Button, Card, PasswordField, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

export interface GuestRegistration {
  displayName: string;
  email: string;
  password: string;
}

export interface GuestEndedViewProps {
  /** The guest's name, offered as the account's. */
  displayName: string;
  busy?: boolean;
  /** The server's field errors or its message, if the last try failed. */
  error?: { email?: string; password?: string; displayName?: string; message?: string } | null;
  onRegister: (registration: GuestRegistration) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function GuestEndedView({ displayName, busy, error, onRegister }: GuestEndedViewProps) {
  const t = useT();
  const [form, setForm] = useState<GuestRegistration>({ displayName, email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const local = {
    email: touched && !EMAIL.test(form.email.trim()) ? t('guest.emailInvalid') : undefined,
    password: touched && form.password.length < 6 ? t('guest.passwordShort') : undefined,
  };
  const set = (field: keyof GuestRegistration) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  return (
    <Stack gap="md" minInlineSize={0}>
      <Card as="section" className={shared.panel} aria-labelledby="guest-ended-title">
        <h1 className={shared.pageTitle} id="guest-ended-title">
          {t('guest.ended')}
        </h1>
        <p className={shared.text}>{t('guest.endedText')}</p>
      </Card>
      <Card as="section" className={shared.panel} aria-labelledby="guest-keep-title">
        <h2 className={shared.panelTitle} id="guest-keep-title">
          {t('guest.keep')}
        </h2>
        <p className={shared.muted}>{t('guest.keepText')}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (EMAIL.test(form.email.trim()) && form.password.length >= 6) onRegister(form);
          }}
        >
          <Stack gap="md" minInlineSize={0}>
            <TextField
              label={t('join.name')}
              name="displayName"
              autoComplete="name"
              value={form.displayName}
              error={error?.displayName}
              onChange={set('displayName')}
            />
            <TextField
              label={t('guest.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              error={local.email ?? error?.email}
              onChange={set('email')}
            />
            <PasswordField
              label={t('guest.password')}
              name="password"
              autoComplete="new-password"
              required
              value={form.password}
              error={local.password ?? error?.password}
              onChange={set('password')}
            />
            {error?.message ? (
              <Alert tone="critical">{t('guest.registerError', { reason: error.message })}</Alert>
            ) : null}
            <div>
              <Button type="submit" loading={busy}>
                {t('guest.register')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
