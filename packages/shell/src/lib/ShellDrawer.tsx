import { type ReactNode, useEffect, useRef } from 'react';
import * as css from './shell.css';

export interface ShellDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The edge it slides from, in the writing direction (start = left in LTR). */
  side: 'start' | 'end';
  width: number;
  /** Accessible name of the drawer. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal side drawer on the native <dialog>: focus moves in and is trapped, Escape and a click on the
 * backdrop close it, and focus returns to the opener. Logical insets keep it right in RTL.
 */
export function ShellDrawer({ open, onClose, side, width, label, className, children }: ShellDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={[css.drawer, side === 'start' ? css.drawerStart : css.drawerEnd, className]
        .filter(Boolean)
        .join(' ')}
      style={{ inlineSize: width }}
      onClose={() => open && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Handled here as well as by the native cancel event, so synthetic key events close it too.
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
