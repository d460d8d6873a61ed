import { vars } from '@chorus/ui';
import { useEffect, useState } from 'react';

/** §9: the loading indicator appears only after 300 ms, so quick loads never flash it. */
export const LOADING_INDICATOR_DELAY_MS = 300;

/** The loading indicator for lazy routes and data: nothing for 300 ms, then a labelled progress bar. */
export function ShellLoading({
  delay = LOADING_INDICATOR_DELAY_MS,
  label = 'Loading…',
}: {
  delay?: number;
  label?: string;
}) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        flex: 1,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: 32,
        color: vars.color.textMuted,
      }}
    >
      <span>{label}</span>
      <progress aria-label={label} style={{ inlineSize: 192, accentColor: vars.color.accent }} />
    </div>
  );
}
