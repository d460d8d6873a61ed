/**
 * The quick panel (spec §3 Quick-panel data, §4): open flag, data loaded once from
 * GET /api/quick-panel/data (it replaces the stored data), and the selected quick settings.
 */
import { proxy } from 'valtio';
import { apiUrl } from '../auth/auth.config';
import { getAccessToken } from '../auth/providers/jwtProvider';

export const QUICK_PANEL_DATA_URL = '/api/quick-panel/data';

export interface QuickPanelItem {
  id: string;
  title: string;
  detail: string;
}

export interface QuickPanelData {
  notes: QuickPanelItem[];
  events: QuickPanelItem[];
}

/** The three quick-setting switches, in order. */
export const quickSettings = [
  { id: 'notifications', title: 'Notifications' },
  { id: 'cloudSync', title: 'Cloud Sync' },
  { id: 'doNotDisturb', title: 'Do Not Disturb' },
] as const;
export type QuickSettingId = (typeof quickSettings)[number]['id'];

export interface QuickPanelState {
  open: boolean;
  data: QuickPanelData | null;
  status: 'idle' | 'loading' | 'success' | 'error';
  /** Ids of the switched-on quick settings. */
  selected: string[];
}

const initialSelected = ['notifications'];

export const quickPanelStore = proxy<QuickPanelState>({
  open: false,
  data: null,
  status: 'idle',
  selected: [...initialSelected],
});

export function toggleQuickPanel(): void {
  quickPanelStore.open = !quickPanelStore.open;
}
export function openQuickPanel(): void {
  quickPanelStore.open = true;
}
export function closeQuickPanel(): void {
  quickPanelStore.open = false;
}

/** Replaces the stored data. */
export function setQuickPanelData(data: QuickPanelData): void {
  quickPanelStore.data = { notes: [...data.notes], events: [...data.events] };
  quickPanelStore.status = 'success';
}

/** Adds `id` to the selection if absent, removes it if present. */
export function toggleQuickSetting(id: string): void {
  const index = quickPanelStore.selected.indexOf(id);
  if (index === -1) quickPanelStore.selected.push(id);
  else quickPanelStore.selected.splice(index, 1);
}

/**
 * Loads the data from the API (under the configured base, with the session's token: the call needs a
 * signed-in user) and stores it; on failure the status is 'error' and old data stays.
 */
export async function fetchQuickPanelData(fetcher: typeof fetch = globalThis.fetch): Promise<void> {
  quickPanelStore.status = 'loading';
  try {
    const token = getAccessToken();
    const response = await fetcher(apiUrl(QUICK_PANEL_DATA_URL), {
      headers: token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`GET ${QUICK_PANEL_DATA_URL} failed with ${response.status}`);
    const body = (await response.json()) as Partial<QuickPanelData>;
    setQuickPanelData({ notes: body.notes ?? [], events: body.events ?? [] });
  } catch {
    quickPanelStore.status = 'error';
  }
}

export function resetQuickPanelStore(): void {
  quickPanelStore.open = false;
  quickPanelStore.data = null;
  quickPanelStore.status = 'idle';
  quickPanelStore.selected = [...initialSelected];
}
