import { completeAuth0Callback, setUser, type User } from '@chorus/shell';
import { useEffect, useState } from 'react';
import * as styles from '../components/auth.css';
import { useT } from '../i18n';

/** /callback (guests only): completes an Auth0 sign-in: 'Logging in with Auth0', then 'Logged in with Auth0'. */
export default function CallbackPage() {
  const t = useT();
  const [state, setState] = useState<'pending' | 'done' | 'error'>('pending');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    completeAuth0Callback(window.location.href)
      .then((user: User) => {
        if (!live) return;
        setState('done');
        // Show 'Logged in with Auth0' before the guard takes the signed-in user on.
        timer = setTimeout(() => setUser(user), 800);
      })
      .catch((reason: unknown) => {
        if (!live) return;
        setState('error');
        setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, []);
  return (
    <div className={styles.centered} role="status">
      {state === 'pending' && <p>{t('callback.pending')}</p>}
      {state === 'done' && <p>{t('callback.done')}</p>}
      {state === 'error' && (
        <p className={styles.alertError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
