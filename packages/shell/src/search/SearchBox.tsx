import { IconButton } from '@chorus/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { closeSearch, openSearch, searchStore } from './search.store';
import { useT } from '../i18n';

/** The spec's empty-result text in English ('No results..'); the box shows the active language's. */
export const NO_RESULTS_TEXT = 'No results..';

const loadPalette = () => import('./SearchPalette');
const SearchPalette = lazy(loadPalette);

/**
 * The toolbar search: a button (and Ctrl/⌘+K from anywhere) that opens the search palette. The palette
 * (SearchPalette: the navigation's titles and the content search) is a chunk of its own, loaded when the search
 * first opens (or the pointer or focus reaches the button), so the toolbar carries none of it.
 */
export function SearchBox() {
  const t = useT();
  const { open } = useSnapshot(searchStore);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    closeSearch();
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  if (!open) {
    return (
      <IconButton
        ref={buttonRef}
        className={shell.chromeButton}
        label={t('search.open')}
        icon={<ShellIcon name="search" />}
        onClick={openSearch}
        onPointerEnter={loadPalette}
        onFocus={loadPalette}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <SearchPalette onClose={close} />
    </Suspense>
  );
}
