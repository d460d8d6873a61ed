/**
 * Warns before unsaved changes are lost: a click on a link to another page of the app (the navigation, a
 * back link) waits for the user's answer in a dialog (Stay, the default, or Leave); closing or reloading
 * the tab gets the browser's own question. `<UnsavedChangesGuard when={form.formState.isDirty} />`.
 * The app's router is declarative (no data router, so no useBlocker): links are caught before they navigate.
 */
import { Button, Dialog, DialogContent, DialogFooter } from '@chorus/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from './i18n';

/** The in-app address a click on a link goes to, if it leaves this page; undefined for anything else. */
function leavingTo(event: MouseEvent, pathname: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const href = anchor.getAttribute('href') ?? '';
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || !href.startsWith('/')) return undefined;
  if (url.pathname === pathname) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<string>();
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    // Capture on the document: the link's own handler (React's, on the root) never hears the click.
    const onClick = (event: MouseEvent) => {
      const to = leaving.current ? undefined : leavingTo(event, pathname);
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', warn);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', warn);
    };
  }, [when, pathname]);

  const leave = () => {
    const to = pending;
    setPending(undefined);
    if (to === undefined) return;
    leaving.current = true;
    navigate(to);
  };

  return (
    <Dialog open={pending !== undefined} onOpenChange={(open) => !open && setPending(undefined)}>
      <DialogContent title={t('unsaved.title')} description={t('unsaved.description')} size="sm">
        <DialogFooter>
          <Button variant="soft" tone="neutral" onClick={() => setPending(undefined)}>
            {t('unsaved.stay')}
          </Button>
          <Button tone="critical" onClick={leave}>
            {t('unsaved.leave')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
