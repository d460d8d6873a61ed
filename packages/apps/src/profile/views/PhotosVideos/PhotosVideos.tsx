/** The profile's albums, each with its photos and videos in a grid; a tile opens the media large. */
import type { Album } from '@chorus/mock-handlers/contracts';
import { Icon, Text } from '@chorus/ui';
import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import * as css from '../profile.css';
import { PhotoViewer } from './PhotoViewer';

export interface PhotosVideosProps {
  albums: Album[];
}

export function PhotosVideos({ albums }: PhotosVideosProps) {
  const [open, setOpen] = useState<{ album: number; index: number } | null>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const tileKey = (album: number, index: number) => `${album}:${index}`;
  return (
    <div className={css.plainList}>
      {albums.map((album, albumIndex) => (
        <AlbumSection
          // biome-ignore lint/suspicious/noArrayIndexKey: album names are the API's and may repeat
          key={`${albumIndex}-${album.name}`}
          album={album}
          tileRef={(index, element) => {
            if (element) tiles.current.set(tileKey(albumIndex, index), element);
            else tiles.current.delete(tileKey(albumIndex, index));
          }}
          onOpen={(index) => setOpen({ album: albumIndex, index })}
        />
      ))}
      <PhotoViewer
        album={open ? (albums[open.album] ?? null) : null}
        index={open?.index ?? 0}
        onIndexChange={(index) => setOpen((current) => (current ? { ...current, index } : current))}
        onClose={() => setOpen(null)}
        returnFocusTo={() => (open ? tiles.current.get(tileKey(open.album, open.index)) : undefined)}
      />
    </div>
  );
}

function AlbumSection({
  album,
  tileRef,
  onOpen,
}: {
  album: Album;
  tileRef: (index: number, element: HTMLButtonElement | null) => void;
  onOpen: (index: number) => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css.plainList}>
      <div>
        <h2 id={titleId} className={css.sectionTitle}>
          {album.name}
        </h2>
        <Text size="sm" tone="muted">
          {album.info}
        </Text>
      </div>
      {album.media.length === 0 ? (
        <Text tone="muted">{t('photos.noMedia')}</Text>
      ) : (
        <ul className={css.grid}>
          {album.media.map((media, index) => (
            // Titles are the API's and may repeat within an album.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the media's identity here
            <li key={index}>
              <button
                type="button"
                className={css.tile}
                ref={(element) => tileRef(index, element)}
                aria-label={
                  media.type === 'video' ? t('photos.openVideo', { title: media.title }) : media.title
                }
                onClick={() => onOpen(index)}
              >
                <img className={css.tileImage} src={media.preview} alt="" loading="lazy" />
                {media.type === 'video' ? (
                  <span className={css.videoBadge} aria-hidden="true">
                    <Icon name="play" size="xs" />
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
