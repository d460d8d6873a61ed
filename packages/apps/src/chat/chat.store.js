/**
 * Chat UI state: the contact search and the draft per conversation.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { proxy } from 'valtio';
export const chatStore = proxy({
    search: '',
    drafts: {},
});
export function setChatSearch(search) {
    chatStore.search = search;
}
export function setDraft(contactId, text) {
    chatStore.drafts[contactId] = text;
}
export function clearDraft(contactId) {
    delete chatStore.drafts[contactId];
}
export function resetChatStore() {
    chatStore.search = '';
    chatStore.drafts = {};
}
