import { IconButton } from '@chorus/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { searchNavigation } from '../navigation/navItems';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import * as css from './SearchBox.css';
import { closeSearch, openSearch, searchStore, setSearchQuery } from './search.store';
import { useT } from '../i18n';

/** The spec's empty-result text in English ('No results..'); the box shows the active language's. */
export const NO_RESULTS_TEXT = 'No results..';

/**
 * The toolbar search: opens from its button or Ctrl/⌘+K, searches the visible navigation titles
 * case-insensitively (≤ 10 suggestions), Enter or click navigates, Escape closes.
 */
export function SearchBox() {
  const t = useT();
  const { open, query } = useSnapshot(searchStore);
  const items = useVisibleNavigation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [active, setActive] = useState(0);
  const results = searchNavigation(items, query);

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

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts from the first suggestion
  useEffect(() => setActive(0), [query]);

  const close = () => {
    closeSearch();
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  const go = (url: string | undefined) => {
    if (!url) return;
    closeSearch();
    navigate(url);
  };

  if (!open) {
    return (
      <IconButton
        ref={buttonRef}
        className={shell.chromeButton}
        label={t('search.open')}
        icon={<ShellIcon name="search" />}
        onClick={openSearch}
      />
    );
  }

  const showList = query.trim().length > 0;
  return (
    <div className={css.overlay}>
      <ShellIcon name="search" />
      <input
        ref={inputRef}
        className={css.input}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={showList && results.length > 0}
        aria-controls={showList && results.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${results[active]!.id}` : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setSearchQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(results[active]?.url);
          }
        }}
      />
      <IconButton
        className={shell.chromeButton}
        label={t('search.close')}
        icon={<ShellIcon name="x" />}
        onClick={close}
      />
      {showList && results.length === 0 ? (
        <div role="status" className={[css.listbox, css.empty].join(' ')}>
          {t('search.noResults')}
        </div>
      ) : null}
      {showList && results.length > 0 ? (
        <div id={listId} role="listbox" aria-label={t('search.suggestions')} className={css.listbox}>
          {results.map((item, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={item.id}
              id={`${listId}-${item.id}`}
              role="option"
              aria-selected={index === active}
              className={css.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item.url)}
            >
              {item.icon ? <ShellIcon name={item.icon} size="sm" /> : null}
              {item.title}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
