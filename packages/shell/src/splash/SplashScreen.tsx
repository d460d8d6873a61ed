import { useT } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth.store';
import { messages } from '../i18n';
import { shellConfig } from '../lib/shellConfig';
import * as css from './SplashScreen.css';

/**
 * Shown while the app waits for the authentication check (spec §4). When the server cannot answer the
 * check yet, the session is kept and the splash says it is reconnecting (the check retries by itself).
 */
export function SplashScreen() {
  const { reconnecting } = useSnapshot(authStore);
  // The first thing the app shows: it never suspends for its messages (empty for the moment they load).
  const t = useT(messages, { suspend: false });
  return (
    <div role="status" aria-label={t('splash.loading', { name: shellConfig.appName })} className={css.splash}>
      <span aria-hidden="true" className={css.mark}>
        {shellConfig.appName.charAt(0)}
      </span>
      <span className={css.name}>{shellConfig.appName}</span>
      {reconnecting ? <span className={css.note}>{t('splash.reconnecting')}</span> : null}
    </div>
  );
}
