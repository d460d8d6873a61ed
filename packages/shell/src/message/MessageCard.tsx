import { Snackbar } from '@chorus/ui';
import { useT } from '../i18n';
import { hideMessage, type MessageState } from './message.store';

/**
 * The snackbar itself, the kit's Snackbar: loads with the first message, so pages that never show one never pay
 * for it. It hides after `autoHideDuration` (6000 ms; paused while hovered or focused), on its close button and
 * on Escape. Message's live region, always in the page, announces it, so the card carries no role of its own.
 */
const noLiveRegionOfItsOwn = { role: undefined, 'aria-live': undefined, 'aria-atomic': undefined } as const;

export default function MessageCard({ options }: { options: MessageState['options'] }) {
  const t = useT();
  return (
    <Snackbar
      open
      onOpenChange={(open) => (open ? undefined : hideMessage())}
      variant={options.variant}
      message={options.message}
      autoHideDuration={options.autoHideDuration}
      closeLabel={t('message.close')}
      {...noLiveRegionOfItsOwn}
      data-vertical={options.anchorOrigin.vertical}
      data-testid="shell-message"
    />
  );
}
