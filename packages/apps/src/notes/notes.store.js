/** Notes UI state: search, the note being edited ('new' for a new one), the labels editor. */
import { proxy } from 'valtio';
export const notesUiStore = proxy({
    search: '',
    editing: null,
    labelsOpen: false,
});
export function setNotesSearch(search) {
    notesUiStore.search = search;
}
export function editNote(id) {
    notesUiStore.editing = id;
}
export function openLabelsEditor(open) {
    notesUiStore.labelsOpen = open;
}
export function resetNotesStore() {
    notesUiStore.search = '';
    notesUiStore.editing = null;
    notesUiStore.labelsOpen = false;
}
