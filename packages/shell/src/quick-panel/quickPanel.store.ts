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
  /** What goes beside the time (a room, an initiative); the spec's field. */
  detail: string;
  /** The item's time, ISO 8601 (an event's start, a note's last edit): shown in the user's language. */
  at?: string;
  /** A live event (a meeting running now): `at` is when it is planned to end. */
  live?: boolean;
  /** Where the item opens (an app's page). */
  url?: string;
}

/**
 * Events an app adds to the quick panel (the meetings module: the user's live and upcoming meetings), as a
 * dynamic import whose default export loads them for the signed-in user. A failure adds nothing.
 */
export type QuickPanelEventSource = () => Promise<QuickPanelItem[]>;
export type QuickPanelEventLoader = () => Promise<{ default: QuickPanelEventSource }>;

const eventSources = new Map<string, QuickPanelEventLoader>();

/** Registers the modules' event loaders, by module id (replacing any registered before). */
export function setQuickPanelEventSources(
  modules: readonly { id: string; quickPanelEvents?: QuickPanelEventLoader }[],
): void {
  eventSources.clear();
  for (const module of modules)
    if (module.quickPanelEvents) eventSources.set(module.id, module.quickPanelEvents);
}

async function loadModuleEvents(): Promise<QuickPanelItem[]> {
  const lists = await Promise.all(
    [...eventSources.values()].map((load) =>
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

export function resetQuickPanelStore(): void {
  quickPanelStore.open = false;
  quickPanelStore.data = null;
  quickPanelStore.status = 'idle';
  quickPanelStore.selected = [...initialSelected];
}
