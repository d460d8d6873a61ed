/**
 * File manager UI state: the search, the current row (the selection, which follows the focus) and whether its
 * details are open. Components read it with useSnapshot and change it only through these actions.
 */
import { proxy } from 'valtio';

interface FileManagerState {
  search: string;
  /** The current row's id (the arrow keys move it), or null. */
  selectedId: string | null;
  /** Its details are shown (the side panel; a drawer on a phone). */
  detailsOpen: boolean;
}

const initial = (): FileManagerState => ({ search: '', selectedId: null, detailsOpen: false });

export const fileManagerStore = proxy<FileManagerState>(initial());

export function setFileSearch(search: string): void {
  fileManagerStore.search = search;
}

export function selectFile(id: string | null): void {
  fileManagerStore.selectedId = id;
}

export function openFileDetails(id: string): void {
  fileManagerStore.selectedId = id;
  fileManagerStore.detailsOpen = true;
}

export function closeFileDetails(): void {
  fileManagerStore.detailsOpen = false;
}

export function resetFileManagerStore(): void {
  Object.assign(fileManagerStore, initial());
}
