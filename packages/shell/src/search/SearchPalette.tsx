/**
 * The open search palette (a lazy chunk: the toolbar loads it when the search opens). Two groups of
 * suggestions: Pages (the visible navigation's titles, case-insensitive, at most 10: spec §4) and Content
 * (the content search API, debounced, with its loading, error and unavailable states). The arrow keys move
 * through both groups, Enter or a click opens the suggestion's route, Escape closes; the matches are marked.
 */
import { Highlight, IconButton } from '@chorus/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useT as useShellT } from '../i18n';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { searchNavigation } from '../navigation/navItems';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import { useContentSearch } from './contentSearch';
import { useT } from './i18n';
import * as css from './SearchBox.css';
import { closeSearch, searchStore, setSearchQuery } from './search.store';

interface Suggestion {
  key: string;
  url: string;
  title: string;
  /** The kind of content and its second line (content only). */
  kind?: string;
  detail?: string;
  icon?: string;
}

export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const tShell = useShellT();
  const t = useT();
  const { query } = useSnapshot(searchStore);
  const items = useVisibleNavigation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [active, setActive] = useState(0);
  const [content, retry] = useContentSearch(query);

  const pages: Suggestion[] = searchNavigation(items, query).map((item) => ({
    key: `page-${item.id}`,
    url: item.url ?? '',
    title: item.title ?? '',
    // Where it is: "Pages › Pricing" under "Style 1".
    detail: item.trail.length ? item.trail.join(' › ') : undefined,
    icon: item.icon,
  }));
  const hits: Suggestion[] = content.hits.map((hit) => ({
    key: `${hit.kind}-${hit.id}`,
    url: hit.url,
    title: hit.title,
    kind: t(`kind.${hit.kind}`),
    detail: hit.detail,
  }));
  const all = [...pages, ...hits];
  const current = Math.min(active, all.length - 1);
  const optionId = (suggestion: Suggestion) => `${id}-${suggestion.key}`;

  useEffect(() => inputRef.current?.focus(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts from the first suggestion
  useEffect(() => setActive(0), [query]);

  const go = (url: string | undefined) => {
    if (!url) return;
    closeSearch();
    navigate(url);
  };

  const showList = query.trim().length > 0;
  const expanded = showList && all.length > 0;
  let status: ReactNode = null;
  if (showList) {
    if (content.status === 'loading') status = t('content.loading');
    else if (content.status === 'error')
      status = (
        <>
          {t('content.error')}{' '}
          <button type="button" className={css.retry} onClick={retry}>
            {t('content.retry')}
          </button>
        </>
      );
    else if (content.status === 'unavailable') status = t('content.unavailable');
    else if (all.length === 0) status = tShell('search.noResults');
    else if (hits.length === 0 && content.status === 'done') status = t('content.none');
  }

  const group = (name: 'pages' | 'content', list: Suggestion[], offset: number) =>
    list.length === 0 ? null : (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (a fieldset is not allowed there)
      <div role="group" aria-labelledby={`${id}-${name}`} className={css.group}>
        <div role="presentation" id={`${id}-${name}`} className={css.groupLabel}>
          {t(name === 'pages' ? 'group.pages' : 'group.content')}
        </div>
        {list.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
          <div
            key={suggestion.key}
            id={optionId(suggestion)}
            role="option"
            aria-selected={offset + index === current}
            className={css.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion.url)}
          >
            {suggestion.icon ? <ShellIcon name={suggestion.icon} size="sm" /> : null}
            <span className={css.optionText}>
              <span className={css.optionTitle}>
                <Highlight text={suggestion.title} query={query} markClassName={css.mark} />
              </span>
              {suggestion.detail ? (
                <span className={css.optionDetail}>
                  <Highlight text={suggestion.detail} query={query} markClassName={css.mark} />
                </span>
              ) : null}
            </span>
            {suggestion.kind ? <span className={css.kind}>{suggestion.kind}</span> : null}
          </div>
        ))}
      </div>
    );

  return (
    <div className={css.overlay}>
      <ShellIcon name="search" />
      <input
        ref={inputRef}
        className={css.input}
        type="text"
        role="combobox"
        aria-label={tShell('search.label')}
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && all[current] ? optionId(all[current]) : undefined}
        placeholder={tShell('search.placeholder')}
        value={query}
        onChange={(event) => setSearchQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive(Math.min(current + 1, Math.max(all.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive(Math.max(current - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(all[current]?.url);
          }
        }}
      />
      <IconButton
        className={shell.chromeButton}
        label={tShell('search.close')}
        icon={<ShellIcon name="x" />}
        onClick={onClose}
      />
      {showList ? (
        <div className={css.panel}>
          {expanded ? (
            <div id={`${id}-list`} role="listbox" aria-label={tShell('search.suggestions')}>
              {group('pages', pages, 0)}
              {group('content', hits, pages.length)}
            </div>
          ) : null}
          <div role="status" className={status ? css.empty : undefined}>
            {status}
          </div>
        </div>
      ) : null}
    </div>
  );
}
