import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../auth/auth.config';
import { clearUser, defaultGuestShortcuts, guestUser, setUser } from '../auth/auth.store';
import { closeDialog, dialogStore, openDialog } from '../dialog/dialog.store';
import { hideMessage, MESSAGE_AUTO_HIDE_MS, messageStore, showMessage } from '../message/message.store';
import {
  closeFoldedNavbar,
  navbarStore,
  openFoldedNavbar,
  toggleMobileNavbar,
  toggleNavbar,
} from '../navbar/navbar.store';
import { fetchQuickPanelData, setQuickPanelData, toggleQuickSetting } from '../quick-panel/quickPanel.data';
import { quickPanelStore, toggleQuickPanel } from '../quick-panel/quickPanel.store';
import { closeSearch, openSearch, searchStore, setSearchQuery, toggleSearch } from '../search/search.store';
import {
  configureShortcutsPersistence,
  GUEST_SHORTCUTS_KEY,
  shortcutsStore,
  toggleShortcut,
} from '../shortcuts/shortcuts.store';
import { resetShellStores } from './resetShellStores';

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  clearUser();
  resetShellStores();
});
afterEach(() => vi.unstubAllGlobals());

describe('navbar store', () => {
  it('toggles, opens and closes each flag', () => {
    toggleNavbar();
    expect(navbarStore.open).toBe(false);
    openFoldedNavbar();
    expect(navbarStore.foldedOpen).toBe(true);
    closeFoldedNavbar();
    expect(navbarStore.foldedOpen).toBe(false);
    toggleMobileNavbar();
    expect(navbarStore.mobileOpen).toBe(true);
  });
});

describe('quick panel store', () => {
  it('toggles open and toggles quick settings in the selection list', () => {
    toggleQuickPanel();
    expect(quickPanelStore.open).toBe(true);
    expect(quickPanelStore.selected).toEqual(['notifications']);
    toggleQuickSetting('cloudSync');
    toggleQuickSetting('notifications');
    expect(quickPanelStore.selected).toEqual(['cloudSync']);
  });

  it('replaces the stored data with what the API returns', async () => {
    setQuickPanelData({ notes: [{ id: 'old', title: 'Old', detail: '' }], events: [] });
    const body = {
      notes: [{ id: 'n1', title: 'Note', detail: 'd' }],
      events: [{ id: 'e1', title: 'Ev', detail: 'x' }],
    };
    const fetcher = vi.fn(async () => new Response(JSON.stringify(body)));
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => (key === ACCESS_TOKEN_KEY ? 'the-token' : null),
    });
    await fetchQuickPanelData(fetcher as unknown as typeof fetch);
    // The call needs a session (issue 15): the signed-in user's token goes with it.
    expect(fetcher).toHaveBeenCalledWith('/api/quick-panel/data', {
      headers: { Accept: 'application/json', Authorization: 'Bearer the-token' },
    });
    expect(quickPanelStore.data).toEqual(body);
    expect(quickPanelStore.status).toBe('success');
  });

  it('marks an error and keeps old data when the call fails', async () => {
    setQuickPanelData({ notes: [], events: [{ id: 'e', title: 'E', detail: '' }] });
    await fetchQuickPanelData((async () => new Response('no', { status: 500 })) as unknown as typeof fetch);
    expect(quickPanelStore.status).toBe('error');
    expect(quickPanelStore.data?.events).toHaveLength(1);
  });
});

describe('message store', () => {
  it('shows a message top center for 6000 ms by default and hides it', () => {
    showMessage({ message: 'Saved', variant: 'success' });
    expect(messageStore.state).toBe(true);
    expect(messageStore.options).toMatchObject({
      message: 'Saved',
      variant: 'success',
      autoHideDuration: MESSAGE_AUTO_HIDE_MS,
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
    });
    expect(MESSAGE_AUTO_HIDE_MS).toBe(6000);
    hideMessage();
    expect(messageStore.state).toBe(false);
  });
});

describe('dialog store', () => {
  it('opens with options and closes', () => {
    const onClick = vi.fn();
    openDialog({ title: 'Delete?', actions: [{ label: 'Delete', onClick }] });
    expect(dialogStore.state).toBe(true);
    expect(dialogStore.options?.actions?.[0]?.onClick).toBe(onClick);
    closeDialog();
    expect(dialogStore.state).toBe(false);
  });
});

describe('search store', () => {
  it('opens, holds the query and clears it on close', () => {
    openSearch();
    setSearchQuery('mail');
    expect(searchStore).toMatchObject({ open: true, query: 'mail' });
    closeSearch();
    expect(searchStore).toMatchObject({ open: false, query: '' });
    toggleSearch();
    expect(searchStore.open).toBe(true);
  });
});

describe('shortcuts store', () => {
  it('starts with the guest defaults and toggles membership', () => {
    expect(shortcutsStore.shortcuts).toEqual(defaultGuestShortcuts);
    toggleShortcut('mail');
    expect(shortcutsStore.shortcuts).toEqual(['calendar', 'contacts', 'todo']);
    toggleShortcut('notes');
    expect(shortcutsStore.shortcuts).toContain('notes');
    expect(JSON.parse(localStorage.getItem(GUEST_SHORTCUTS_KEY) ?? '[]')).toContain('notes');
  });

  it('saves a signed-in user shortcuts through the persistence hook', () => {
    const save = vi.fn();
    configureShortcutsPersistence({ save });
    setUser({ ...guestUser, uid: 'u', from: 'api', role: ['admin'] });
    toggleShortcut('chat');
    expect(save).toHaveBeenCalledWith([...defaultGuestShortcuts, 'chat']);
  });
});
