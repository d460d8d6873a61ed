import { vars } from '@chorus/ui';
import { shellConfig } from '../lib/shellConfig';

/** Shown while the app waits for the authentication check (spec §4). */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-label={`Loading ${shellConfig.appName}`}
      style={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 16,
        background: vars.color.surface,
        color: vars.color.text,
        fontFamily: vars.font.body,
        zIndex: 3000,
      }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'grid',
          placeItems: 'center',
          inlineSize: 64,
          blockSize: 64,
          borderRadius: 16,
          background: vars.color.accent,
          color: vars.color.accentText,
          fontSize: 32,
          fontWeight: 700,
        }}
      >
        {shellConfig.appName.charAt(0)}
      </span>
      <span style={{ fontSize: 20, fontWeight: 600 }}>{shellConfig.appName}</span>
    </div>
  );
}
