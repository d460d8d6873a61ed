/**
 * Warns before unsaved changes are lost: a navigation inside the app (a link, Back) waits for the user's
 * answer in a dialog (Stay, the default, or Leave); closing or reloading the tab gets the browser's own
 * question. `<UnsavedChangesGuard when={form.formState.isDirty} />`. Needs a data router (the app's and
 * the stories' routers are).
 */
import { Button, Dialog, DialogContent, DialogFooter } from '@chorus/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from './i18n';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT();
  // Only a move to another page counts: a search or hash change on the same page keeps the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <DialogContent title={t('unsaved.title')} description={t('unsaved.description')} size="sm">
        <DialogFooter>
          <Button variant="soft" tone="neutral" onClick={() => blocker.reset?.()}>
            {t('unsaved.stay')}
          </Button>
          <Button tone="critical" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
