/**
 * One album's photo, large, in the kit's Dialog: previous and next by the buttons or the arrow keys (in a
 * right-to-left page the left arrow goes forward), from the last photo round to the first. Focus stays in
 * the dialog; on close it returns to where the caller says (the shown photo's tile).
 */
import type { Album } from '@chorus/mock-handlers/contracts';
import { Dialog, DialogContent, Icon, IconButton, Text } from '@chorus/ui';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import * as css from '../profile.css';

export interface PhotoViewerProps {
  /** The album shown; null: the viewer is closed. */
  album: Album | null;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes when the viewer closes (the tile of the photo shown last). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

export function PhotoViewer({ album, index, onIndexChange, onClose, returnFocusTo }: PhotoViewerProps) {
  const t = useT();
  const count = album?.media.length ?? 0;
  const media = album?.media[index];
  const step = (by: number) => {
    if (count > 0) onIndexChange((index + by + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    event.preventDefault();
    step(forward ? 1 : -1);
  };
  return (
    <Dialog
      open={album !== null && media !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      {album && media ? (
        <DialogContent
          size="xl"
          title={media.title}
          description={
            <>
              {t('viewer.position', { position: index + 1, count, album: album.name })}{' '}
              <span className={css.viewerHint}>{t('viewer.keys')}</span>
            </>
          }
          closeLabel={t('viewer.close')}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={css.viewerBody}>
            <img className={css.viewerImage} src={media.preview} alt={media.title} />
            <div className={css.viewerControls}>
              <IconButton
                label={t('viewer.previous')}
                icon={<Icon name="chevron-left" />}
                variant="outline"
                tone="neutral"
                onClick={() => step(-1)}
                disabled={count < 2}
              />
              {media.type === 'video' ? (
                <Text size="sm" tone="muted">
                  {t('post.video')}
                </Text>
              ) : null}
              <IconButton
                label={t('viewer.next')}
                icon={<Icon name="chevron-right" />}
                variant="outline"
                tone="neutral"
                onClick={() => step(1)}
                disabled={count < 2}
              />
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
