import { IconButton } from '@chorus/ui';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import * as css from './Message.css';
import { hideMessage, type MessageState } from './message.store';

const variantIcons = {
  success: 'circle-check',
  warning: 'triangle-alert',
  error: 'circle-alert',
  info: 'info',
} as const;

/** The snackbar itself: loads with the first message, so pages that never show one never pay for it. */
export default function MessageCard({ options }: { options: MessageState['options'] }) {
  return (
    <div
      className={[css.snackbar, css.variant[options.variant]].join(' ')}
      data-variant={options.variant}
      data-vertical={options.anchorOrigin.vertical}
      data-testid="shell-message"
    >
      <ShellIcon name={variantIcons[options.variant]} />
      <span className={css.text}>{options.message}</span>
      <IconButton
        className={shell.chromeButton}
        label="Close message"
        icon={<ShellIcon name="x" />}
        onClick={hideMessage}
      />
    </div>
  );
}
