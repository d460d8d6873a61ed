import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth.store';
import { shellConfig } from '../lib/shellConfig';
import * as css from './SplashScreen.css';

/**
 * Shown while the app waits for the authentication check (spec §4). When the server cannot answer the
 * check yet, the session is kept and the splash says it is reconnecting (the check retries by itself).
 */
export function SplashScreen() {
  const { reconnecting } = useSnapshot(authStore);
  return (
    <div role="status" aria-label={`Loading ${shellConfig.appName}`} className={css.splash}>
      <span aria-hidden="true" className={css.mark}>
        {shellConfig.appName.charAt(0)}
      </span>
      <span className={css.name}>{shellConfig.appName}</span>
      {reconnecting ? <span className={css.note}>Reconnecting…</span> : null}
    </div>
  );
}
