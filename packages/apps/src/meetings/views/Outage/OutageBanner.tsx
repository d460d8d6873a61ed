/**
 * The meeting stays on screen while the server cannot be reached: this banner says so (a polite status), and
 * how many of the viewer's changes wait on this device. It leaves by itself once the server answers.
 */
import { Alert } from '@chorus/ui';
import { useT } from '../i18n';

export interface OutageBannerProps {
  /** The server did not answer the page's last read. */
  unreachable: boolean;
  /** The viewer's changes kept on this device, not saved yet. */
  unsaved: number;
}

export function OutageBanner({ unreachable, unsaved }: OutageBannerProps) {
  const t = useT();
  // The live region stays in the page (empty while all is well), so its change is announced.
  return (
    <div role="status" aria-live="polite" data-testid="outage-banner">
      {unreachable ? (
        <Alert tone="warning" role="none" title={t('outage.title')}>
          {t('outage.text')}
          {unsaved > 0 ? ` ${t('outage.unsaved', { count: unsaved })}` : null}
        </Alert>
      ) : null}
    </div>
  );
}
