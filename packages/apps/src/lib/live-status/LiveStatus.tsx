/**
 * "Reconnecting…": a small polite status while the server's live channel is down (the screens poll meanwhile).
 * The live region is always in the page, empty while connected, so a screen reader announces the change.
 */
import { useSnapshot } from 'valtio';
import type { LiveStreamStatus } from '../liveStream';
import { liveStatusStore } from '../serverLive';
import * as css from './LiveStatus.css';

export const RECONNECTING_TEXT = 'Reconnecting…';

export function LiveStatusView({ status }: { status: LiveStreamStatus }) {
  const down = status === 'reconnecting';
  return (
    <div role="status" aria-live="polite" className={down ? css.status : css.hidden}>
      {down ? RECONNECTING_TEXT : null}
    </div>
  );
}

export function LiveStatus() {
  const { status } = useSnapshot(liveStatusStore);
  return <LiveStatusView status={status} />;
}
