/**
 * Chat UI state: the contact search and the draft per conversation.
 * Components read it with useSnapshot and change it only through these actions.
 */
import { proxy } from 'valtio';

export const chatStore = proxy<{ search: string; drafts: Record<string, string> }>({
  search: '',
  drafts: {},
});

export function setChatSearch(search: string): void {
  chatStore.search = search;
}
export function setDraft(contactId: string, text: string): void {
  chatStore.drafts[contactId] = text;
}
export function clearDraft(contactId: string): void {
  delete chatStore.drafts[contactId];
}
export function resetChatStore(): void {
  chatStore.search = '';
  chatStore.drafts = {};
}
