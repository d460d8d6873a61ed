import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { hideMessage, type MessageState, messageStore } from './message.store';

const MessageCard = lazy(() => import('./MessageCard'));

/**
 * The global snackbar: top center, hides after options.autoHideDuration (6000 ms). The live region is always
 * there (so screen readers announce what appears in it); the card's code loads with the first message.
 */
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
        <Suspense fallback={null}>
          <MessageCard options={options as MessageState['options']} />
        </Suspense>
      ) : null}
    </div>
  );
}
