/** Mail UI state: selection, search and the compose dialog. Change it only through these actions. */
import { proxy } from 'valtio';
import { createListStore } from '../lib/listStore';

const list = createListStore();

export const mailListStore = list.store;
export const mailUiStore = proxy({ composeOpen: false });

export const toggleMailSelected = list.toggleSelected;
export const setSelectedMails = list.setSelected;
export const clearMailSelection = list.clearSelection;
export const keepSelectedMails = list.keepSelected;
export const setMailSearch = list.setSearch;

export function openCompose() {
  mailUiStore.composeOpen = true;
}
export function closeCompose() {
  mailUiStore.composeOpen = false;
}
export function resetMailStore() {
  list.reset();
  mailUiStore.composeOpen = false;
}
