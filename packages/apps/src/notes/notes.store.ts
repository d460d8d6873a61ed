/** Notes UI state: search and the note being edited ('new' for a new one). */
import { proxy } from 'valtio';

export const notesUiStore = proxy<{ search: string; editing: string | null }>({ search: '', editing: null });

export function setNotesSearch(search: string) {
  notesUiStore.search = search;
}
export function editNote(id: string | null) {
  notesUiStore.editing = id;
}
export function resetNotesStore() {
  notesUiStore.search = '';
  notesUiStore.editing = null;
}
