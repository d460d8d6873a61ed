/**
 * What the open quick panel does (loaded with it, not with every page): loads its data from
 * GET /api/quick-panel/data with the apps' events, and switches the quick settings.
 */
import { apiUrl } from '../auth/auth.config';
import { getAccessToken } from '../auth/providers/jwtProvider';
import {
  type QuickPanelData,
  type QuickPanelItem,
  quickPanelEventSources,
  quickPanelStore,
} from './quickPanel.store';

export const QUICK_PANEL_DATA_URL = '/api/quick-panel/data';

/** The three quick-setting switches, in order. */
export const quickSettings = [
  { id: 'notifications', title: 'Notifications' },
  { id: 'cloudSync', title: 'Cloud Sync' },
  { id: 'doNotDisturb', title: 'Do Not Disturb' },
] as const;
export type QuickSettingId = (typeof quickSettings)[number]['id'];

async function loadModuleEvents(): Promise<QuickPanelItem[]> {
  const lists = await Promise.all(
    [...quickPanelEventSources.values()].map((load) =>
      load()
        .then((module) => module.default())
        .catch(() => [] as QuickPanelItem[]),
    ),
  );
  return lists.flat();
}

/** Live first, then by time (items without one last, in their order). */
function byTime(a: QuickPanelItem, b: QuickPanelItem): number {
  if (Boolean(a.live) !== Boolean(b.live)) return a.live ? -1 : 1;
  const at = (item: QuickPanelItem) => (item.at ? Date.parse(item.at) : Number.POSITIVE_INFINITY);
  return at(a) - at(b);
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
    const moduleEvents = loadModuleEvents();
    const response = await fetcher(apiUrl(QUICK_PANEL_DATA_URL), {
      headers: token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`GET ${QUICK_PANEL_DATA_URL} failed with ${response.status}`);
    const body = (await response.json()) as Partial<QuickPanelData>;
    // The apps' events (the user's live and upcoming meetings) join the panel's own, live first, then by time.
    const events = [...(await moduleEvents), ...(body.events ?? [])].sort(byTime);
    setQuickPanelData({ notes: body.notes ?? [], events });
  } catch {
    quickPanelStore.status = 'error';
  }
}
