import { Button, IconButton, Popover, PopoverContent, PopoverTrigger } from '@chorus/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { NavItem } from '../app-module/AppModule';
import { Link } from '../lib/Link';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { findNavItem, flattenNavigation } from '../navigation/navItems';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import * as css from './Shortcuts.css';
import { shortcutsStore, toggleShortcut } from './shortcuts.store';
import { useT } from '../i18n';

export const SHORTCUTS_PLACEHOLDER = 'Search for an app or page';
export const SHORTCUT_TOOLTIP = 'Click to add/remove shortcut';

/**
 * The shortcuts bar: the user's shortcuts as icon links, and a popover (the kit's) with a search field that
 * lists the navigation items; clicking one adds or removes it (saved like settings).
 */
export function Shortcuts() {
  const t = useT();
  const { shortcuts } = useSnapshot(shortcutsStore);
  const items = useVisibleNavigation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chosen = shortcuts.map((id) => findNavItem(items, id)).filter((item): item is NavItem => !!item?.url);
  const needle = query.trim().toLowerCase();
  const all = flattenNavigation(items).filter((item) => item.url);
  const listed = needle ? all.filter((item) => item.title?.toLowerCase().includes(needle)) : all;
  return (
    <div className={css.root}>
      <ul className={css.icons} aria-label={t('shortcuts.label')}>
        {chosen.map((item) => (
          <li key={item.id}>
            <Button asChild variant="ghost" tone="neutral" className={shell.chromeButton}>
              <Link to={item.url!} aria-label={item.title} title={item.title}>
                <ShellIcon name={item.icon ?? 'shapes'} />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      <Popover
        open={open}
        onOpenChange={(next) => {
          if (next) setQuery('');
          setOpen(next);
        }}
      >
        <PopoverTrigger>
          <IconButton
            className={shell.chromeButton}
            label={t('shortcuts.edit')}
            icon={<ShellIcon name="star" />}
          />
        </PopoverTrigger>
        <PopoverContent align="start" aria-label={t('shortcuts.edit')} className={css.panel}>
          <input
            className={css.input}
            type="search"
            aria-label={t('shortcuts.placeholder')}
            placeholder={t('shortcuts.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul className={css.list} aria-label={t('shortcuts.list')}>
            {listed.map((item) => {
              const on = shortcuts.includes(item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={css.option}
                    title={t('shortcuts.toggle')}
                    aria-pressed={on}
                    onClick={() => toggleShortcut(item.id)}
                  >
                    {item.icon ? <ShellIcon name={item.icon} size="sm" /> : null}
                    <span>{item.title}</span>
                    <ShellIcon name="star" size="sm" className={css.star} />
                  </button>
                </li>
              );
            })}
            {listed.length === 0 ? <li className={css.option}>{t('search.noResults')}</li> : null}
          </ul>
        </PopoverContent>
      </Popover>
    </div>
  );
}
