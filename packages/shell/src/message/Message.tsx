import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import * as css from './Message.css';
import { type MessageState, messageStore } from './message.store';

const MessageCard = lazy(() => import('./MessageCard'));

/**
 * The global snackbar: top center (or bottom, by `anchorOrigin`), hides after options.autoHideDuration (6000 ms).
 * The live region is always there (so screen readers announce what appears in it); the card's code loads with
 * the first message.
 */
export function Message() {
  const { state, options } = useSnapshot(messageStore);
  return (
    <div
      role={options.variant === 'error' ? 'alert' : 'status'}
      aria-live={options.variant === 'error' ? 'assertive' : 'polite'}
      className={options.anchorOrigin.vertical === 'bottom' ? css.bottom : undefined}
    >
      {state ? (
        <Suspense fallback={null}>
          <MessageCard options={options as MessageState['options']} />
        </Suspense>
      ) : null}
    </div>
  );
}
