import { useEffect, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import * as shell from '../lib/shell.css';
import * as css from './ShellDialog.css';
import { closeDialog, dialogStore } from './dialog.store';

/** The global dialog, driven by the dialog state (openDialog / closeDialog). Modal, Escape closes. */
export function ShellDialog() {
  const { state, options } = useSnapshot(dialogStore);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (state && !dialog.open) dialog.showModal?.();
    if (!state && dialog.open) dialog.close();
  }, [state]);
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={titleId}
      aria-describedby={options?.description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        closeDialog();
      }}
      onClose={() => state && closeDialog()}
    >
      {state && options ? (
        <>
          <h2 id={titleId} className={css.title}>
            {options.title}
          </h2>
          {options.description ? <p id={descriptionId}>{options.description}</p> : null}
          {options.content}
          <div className={css.actions}>
            {(options.actions ?? [{ label: 'Close' }]).map((action) => (
              <button
                key={action.label}
                type="button"
                className={[shell.textButton, action.tone === 'accent' ? css.primary : ''].join(' ')}
                onClick={() => {
                  action.onClick?.();
                  if (action.closes !== false) closeDialog();
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
