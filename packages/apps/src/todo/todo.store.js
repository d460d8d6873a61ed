/** To-do UI state: selection, search and sort. Change it only through these actions. */
import { proxy } from 'valtio';
import { createListStore } from '../lib/listStore';
const list = createListStore();
export const todoListStore = list.store;
export const todoUiStore = proxy({ sort: 'manual' });
export const toggleTodoSelected = list.toggleSelected;
export const setSelectedTodos = list.setSelected;
export const clearTodoSelection = list.clearSelection;
export const keepSelectedTodos = list.keepSelected;
export const setTodoSearch = list.setSearch;
export function setTodoSort(sort) {
    todoUiStore.sort = sort;
}
export function resetTodoStore() {
    list.reset();
    todoUiStore.sort = 'manual';
}
