import { Button, Icon, type IconName } from '@chorus/ui';
import * as css from './folderApp.css';

/** Loading, error and empty states of a list or a pane. */
export function ListStatus({
  status,
  message,
  icon = 'inbox',
  onRetry,
}: {
  status: 'loading' | 'error' | 'empty';
  message: string;
  icon?: IconName;
  onRetry?: () => void;
}) {
  if (status === 'error') {
    return (
      <div className={css.state} role="alert">
        <div style={{ textAlign: 'center' }}>
          <Icon name="circle-alert" size="xl" tone="critical" />
          <p>{message}</p>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <div className={css.state} role="status" aria-busy="true">
        <Icon name="loader-circle" size="lg" />
        <span style={{ marginInlineStart: 8 }}>{message}</span>
      </div>
    );
  }
  return (
    <div className={css.state} data-testid="empty-state">
      <div style={{ textAlign: 'center' }}>
        <Icon name={icon} size="xl" tone="muted" />
        <p>{message}</p>
      </div>
    </div>
  );
}
