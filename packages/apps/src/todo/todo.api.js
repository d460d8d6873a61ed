/** Typed calls to the to-do endpoints of the contract, and their query keys. */
import { todoPaths, } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
export const todoKeys = {
    todos: ['todo', 'todos'],
    list: (query) => ['todo', 'todos', 'list', query],
    folders: ['todo', 'folders'],
    filters: ['todo', 'filters'],
    labels: ['todo', 'labels'],
};
const DAY = 86_400_000;
/** The UTC day of a time, as the handler's `today` filter compares them. */
const utcDay = (time) => Math.floor(time / DAY);
/**
 * The lists that hold a task, by the handler's rule: a deleted task only the deleted filter; a live one the
 * `all` folder, each of its labels', and the filters whose condition it meets. A change that alters these
 * moves the task into or out of a list.
 */
export function todoListKeys(todo, labels, now = Date.now()) {
    if (todo.deleted)
        return [todoKeys.list({ filterHandle: 'deleted' })];
    const filters = [
        todo.starred && 'starred',
        todo.important && 'important',
        todo.completed && 'completed',
        todo.dueDate !== null && 'dueDate',
        todo.startDate !== null && utcDay(Date.parse(todo.startDate)) === utcDay(now) && 'today',
    ].filter((handle) => typeof handle === 'string');
    return [
        todoKeys.list({ folderHandle: 'all' }),
        ...labels
            .filter((label) => todo.labels.includes(label.id))
            .map((label) => todoKeys.list({ labelHandle: label.handle })),
        ...filters.map((handle) => todoKeys.list({ filterHandle: handle })),
    ];
}
export const todoApi = {
    todos: (query, signal) => api.get(todoPaths.todos, query, signal),
    folders: () => api.get(todoPaths.folders),
    filters: () => api.get(todoPaths.filters),
    labels: () => api.get(todoPaths.labels),
    newTodo: (todo) => api.post(todoPaths.newTodo, todo),
    /** Chorus extension (not in spec §7): only the named fields of each task change, all in one request. */
    updateTodos: (updates) => api.post(todoPaths.updateTodos, { updates }),
    restore: (selectedTodoIds, folderId) => api.post(todoPaths.setFolder, { selectedTodoIds, folderId }),
    toggleLabel: (selectedTodoIds, labelId) => api.post(todoPaths.toggleLabel, { selectedTodoIds, labelId }),
    deleteTodos: (selectedTodoIds) => api.post(todoPaths.deleteTodos, { selectedTodoIds }),
    /** Chorus extension: the tasks of `orderedIds` take their places in this order. */
    reorder: (orderedIds) => api.post(todoPaths.reorderTodos, { orderedIds }),
};
