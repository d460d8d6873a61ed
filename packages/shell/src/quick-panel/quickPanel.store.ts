/**
 * The quick panel (spec §3 Quick-panel data, §4): open flag, data loaded once from
 * GET /api/quick-panel/data (it replaces the stored data), and the selected quick settings. What the open
 * panel does with them (loading, the switches) is in quickPanel.data.ts, loaded with the panel.
 */
import { proxy } from 'valtio';

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

/** The modules' event loaders, by module id (read by the panel: quickPanel.data.ts). */
export const quickPanelEventSources = new Map<string, QuickPanelEventLoader>();

/** Registers the modules' event loaders, by module id (replacing any registered before). */
export function setQuickPanelEventSources(
  modules: readonly { id: string; quickPanelEvents?: QuickPanelEventLoader }[],
): void {
  quickPanelEventSources.clear();
  for (const module of modules)
    if (module.quickPanelEvents) quickPanelEventSources.set(module.id, module.quickPanelEvents);
}

export interface QuickPanelData {
  notes: QuickPanelItem[];
  events: QuickPanelItem[];
}

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

export function resetQuickPanelStore(): void {
  quickPanelStore.open = false;
  quickPanelStore.data = null;
  quickPanelStore.status = 'idle';
  quickPanelStore.selected = [...initialSelected];
}
