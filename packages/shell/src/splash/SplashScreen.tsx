import { Stack } from '@chorus/ui';
import { shellConfig } from '../lib/shellConfig';
import * as css from './SplashScreen.css';

/** Shown while the app waits for the authentication check (spec §4). */
export function SplashScreen() {
  return (
    <Stack
      role="status"
      aria-label={`Loading ${shellConfig.appName}`}
      align="center"
      justify="center"
      gap="lg"
      className={css.splash}
    >
      <span aria-hidden="true" className={css.mark}>
        {shellConfig.appName.charAt(0)}
      </span>
      <span className={css.name}>{shellConfig.appName}</span>
    </Stack>
  );
}
