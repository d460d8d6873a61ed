/**
 * "Reconnecting…": a small polite status while the server's live channel is down (the screens poll meanwhile).
 * The live region is always in the page, empty while connected, so a screen reader announces the change.
 */
import { useT, visuallyHidden } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import type { LiveStreamStatus } from '../liveStream';
import { liveStatusStore } from './liveStatus.store';
import { messages } from './i18n';
import * as css from './LiveStatus.css';

export function LiveStatusView({ status }: { status: LiveStreamStatus }) {
  const down = status === 'reconnecting';
  // In every page of a real-API build: never suspends, and its message loads only once the channel is down.
  const t = useT(messages, { suspend: false });
  return (
    <div role="status" aria-live="polite" className={down ? css.status : visuallyHidden}>
      {down ? t('reconnecting') : null}
    </div>
  );
}

export function LiveStatus() {
  const { status } = useSnapshot(liveStatusStore);
  return <LiveStatusView status={status} />;
}
