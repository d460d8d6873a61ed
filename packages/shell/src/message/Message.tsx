import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import * as css from './Message.css';
import { hideMessage, messageStore } from './message.store';

const variantIcons = {
  success: 'circle-check',
  warning: 'triangle-alert',
  error: 'circle-alert',
  info: 'info',
} as const;

/** The global snackbar: top center, hides after options.autoHideDuration (6000 ms). */
export function Message() {
  const { state, options } = useSnapshot(messageStore);
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(hideMessage, options.autoHideDuration);
    return () => clearTimeout(timer);
  }, [state, options]);
  return (
    <div
      role={options.variant === 'error' ? 'alert' : 'status'}
      aria-live={options.variant === 'error' ? 'assertive' : 'polite'}
    >
      {state ? (
        <div
          className={[css.snackbar, css.variant[options.variant]].join(' ')}
          data-variant={options.variant}
          data-vertical={options.anchorOrigin.vertical}
          data-testid="shell-message"
        >
          <ShellIcon name={variantIcons[options.variant]} />
          <span className={css.text}>{options.message}</span>
          <button type="button" className={shell.iconButton} aria-label="Close message" onClick={hideMessage}>
            <ShellIcon name="x" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
