/**
 * The UI state of a selectable list (mail, to-do): which items are selected and the search text.
 * Each app makes its own store with `createListStore()` and exports the actions.
 */
import { proxy } from 'valtio';
export function createListStore() {
    const store = proxy({ selectedIds: [], search: '' });
    return {
        store,
        toggleSelected(id) {
            store.selectedIds = store.selectedIds.includes(id)
                ? store.selectedIds.filter((entry) => entry !== id)
                : [...store.selectedIds, id];
        },
        setSelected(ids) {
            store.selectedIds = [...new Set(ids)];
        },
        clearSelection() {
            store.selectedIds = [];
        },
        /** Keeps only the selected ids still in `ids` (after a delete or a route change). */
        keepSelected(ids) {
            const visible = new Set(ids);
            const next = store.selectedIds.filter((id) => visible.has(id));
            if (next.length !== store.selectedIds.length)
                store.selectedIds = next;
        },
        setSearch(search) {
            store.search = search;
        },
        reset() {
            store.selectedIds = [];
            store.search = '';
        },
    };
}
/** Case-insensitive search over some text fields. */
export function matchesSearch(search, ...fields) {
    const needle = search.trim().toLowerCase();
    if (!needle)
        return true;
    return fields.some((field) => field?.toLowerCase().includes(needle));
}
/** The list with `item` in it (`on`) or out of it: a label checkbox over a list of label ids. */
export function withItem(list, item, on) {
    const without = list.filter((entry) => entry !== item);
    return on ? [...without, item] : without;
}
