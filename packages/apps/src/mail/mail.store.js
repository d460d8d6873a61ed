/** Mail UI state: selection, search and the compose dialog. Change it only through these actions. */
import { proxy } from 'valtio';
import { createListStore } from '../lib/listStore';
const list = createListStore();
export const mailListStore = list.store;
export const mailUiStore = proxy({
    composeOpen: false,
    composeDraft: null,
    imagesFrom: [],
});
/** Whether the reader chose to see remote images from this sender. */
export const imagesShownFrom = (imagesFrom, email) => imagesFrom.includes(email.toLowerCase());
/** "Show images from this sender": remembered for the session (this tab, until reload). */
export function showImagesFrom(email) {
    if (!imagesShownFrom(mailUiStore.imagesFrom, email))
        mailUiStore.imagesFrom.push(email.toLowerCase());
}
export const toggleMailSelected = list.toggleSelected;
export const setSelectedMails = list.setSelected;
export const clearMailSelection = list.clearSelection;
export const keepSelectedMails = list.keepSelected;
export const setMailSearch = list.setSearch;
/** Opens compose: empty, or with a stored draft to go on with. */
export function openCompose(draft = null) {
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
