/** Mail UI state: selection, search and the compose dialog. Change it only through these actions. */
import { proxy } from 'valtio';
import { createListStore } from '../lib/listStore';

const list = createListStore();

export const mailListStore = list.store;
/** What the compose dialog starts with when it goes on with a stored draft. */
export interface ComposeDraft {
  id: string;
  /** The compose fields: addresses separated by commas, the message as plain text. */
  values: { to: string; cc: string; subject: string; message: string };
}

export const mailUiStore = proxy<{
  composeOpen: boolean;
  composeDraft: ComposeDraft | null;
  /** Senders (lower-case e-mail) whose remote images the reader chose to see, for this session. */
  imagesFrom: string[];
}>({
  composeOpen: false,
  composeDraft: null,
  imagesFrom: [],
});

/** Whether the reader chose to see remote images from this sender. */
export const imagesShownFrom = (imagesFrom: readonly string[], email: string) =>
  imagesFrom.includes(email.toLowerCase());
/** "Show images from this sender": remembered for the session (this tab, until reload). */
export function showImagesFrom(email: string) {
  if (!imagesShownFrom(mailUiStore.imagesFrom, email)) mailUiStore.imagesFrom.push(email.toLowerCase());
}

export const toggleMailSelected = list.toggleSelected;
export const setSelectedMails = list.setSelected;
export const clearMailSelection = list.clearSelection;
export const keepSelectedMails = list.keepSelected;
export const setMailSearch = list.setSearch;

/** Opens compose: empty, or with a stored draft to go on with. */
export function openCompose(draft: ComposeDraft | null = null) {
  mailUiStore.composeDraft = draft;
  mailUiStore.composeOpen = true;
}
export function closeCompose() {
  mailUiStore.composeOpen = false;
  mailUiStore.composeDraft = null;
}
export function resetMailStore() {
  list.reset();
  closeCompose();
  mailUiStore.imagesFrom = [];
}
