/** The to-do app: filters and labels, add at the top, edit in a dialog, bulk actions, sort and search. */
import '../../../lib/appIcons';
import '../../todo.icons';
import type { Todo } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { FolderAppFrame } from '../../../lib/folder-app/FolderAppFrame';
import { FolderSidebar } from '../../../lib/folder-app/FolderSidebar';
import * as frame from '../../../lib/folder-app/folderApp.css';
import { useFolderTitle } from '../../../lib/folder-app/useFolderTitle';
import { useFolderLists } from '../../../lib/folder-app/useFolderLists';
import { useFolderRoute } from '../../../lib/folder-app/folderRoutes';
import { matchesSearch } from '../../../lib/listStore';
import { formatLocale } from '../../../lib/format';
import { useSyncNavBadges } from '../../../lib/navBadges';
import { errorText } from '../../../lib/query';
import { type MessageKey, useT } from '../../i18n';
import { todoApi, todoKeys } from '../../todo.api';
import { todoNavBadges } from '../../todo.badges';
import {
  clearTodoSelection,
  keepSelectedTodos,
  setSelectedTodos,
  setTodoSearch,
  setTodoSort,
  type TodoSort,
  todoListStore,
  todoUiStore,
  toggleTodoSelected,
} from '../../todo.store';
import { AddTodo } from '../../views/AddTodo/AddTodo';
import { TodoDialog } from '../../views/TodoDialog/TodoDialog';
import { type TodoReorder, TodoList } from '../../views/TodoList/TodoList';
import { type TodoSelection, TodoToolbar } from '../../views/TodoToolbar/TodoToolbar';
import { todoPatch, useTodoMutations } from './useTodoMutations';

/** The todo data's system names that the catalogue translates (`system.<handle>`). */
const SYSTEM_NAMES = [
  'all',
  'starred',
  'important',
  'dueDate',
  'today',
  'completed',
  'deleted',
  'issue',
  'mobile',
] as const;

export const TODO_BASE = '/apps/todo';
const filterIcons = {
  starred: 'star',
  important: 'flag',
  dueDate: 'clock',
  today: 'calendar',
  completed: 'circle-check',
  deleted: 'trash',
} as const;

const selectors: Record<TodoSelection, (todo: Todo) => boolean> = {
  all: () => true,
  none: () => false,
  done: (todo) => todo.completed,
  open: (todo) => !todo.completed,
  starred: (todo) => todo.starred,
  priority: (todo) => todo.important,
};

/** Why the handles are off while the list is sorted (by anything but the user's own order). */
const sortedReason: Record<Exclude<TodoSort, 'manual'>, MessageKey> = {
  title: 'reorder.sortedByTitle',
  startDate: 'reorder.sortedByStartDate',
  dueDate: 'reorder.sortedByDueDate',
};

const sorters: Record<TodoSort, ((a: Todo, b: Todo) => number) | undefined> = {
  manual: undefined,
  // Titles in the active language's order.
  title: (a, b) => a.title.localeCompare(b.title, formatLocale()),
  startDate: (a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''),
  dueDate: (a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'),
};

export default function TodoScreen() {
  const t = useT();
  const route = useFolderRoute(TODO_BASE, 'all');
  const navigate = useNavigate();
  const { selectedIds, search } = useSnapshot(todoListStore);
  const { sort } = useSnapshot(todoUiStore);
  // The system folders, filters and labels in the viewer's language (their data names them in English).
  const { folders, filters, labels } = useFolderLists(
    { keys: todoKeys, ...todoApi },
    SYSTEM_NAMES,
    (handle) => t(`system.${handle}`),
  );
  useFolderTitle(route, { folder: folders.data, filter: filters.data, label: labels.data });
  const all = useQuery({
    queryKey: todoKeys.list({ folderHandle: 'all' }),
    queryFn: ({ signal }) => todoApi.todos({ folderHandle: 'all' }, signal),
  });
  useSyncNavBadges(all.data && todoNavBadges(all.data));
  const listKey = todoKeys.list(route.query);
  const todos = useQuery({ queryKey: listKey, queryFn: ({ signal }) => todoApi.todos(route.query, signal) });
  const { create, update, save, remove, restore, deleteForGood, toggleLabel, reorder } =
    useTodoMutations(listKey);

  const visible = useMemo(() => {
    const found = (todos.data ?? []).filter((todo) => matchesSearch(search, todo.title, todo.notes));
    const sorter = sorters[sort];
    return sorter ? [...found].sort(sorter) : found;
  }, [todos.data, search, sort]);
  const visibleIds = useMemo(() => visible.map((todo) => todo.id), [visible]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list's path changes.
  useEffect(() => clearTodoSelection(), [route.listPath]);
  useEffect(() => keepSelectedTodos(visibleIds), [visibleIds]);

  const labelList = labels.data ?? [];
  const open = (all.data ?? []).filter((todo) => !todo.completed).length;
  const editing = route.itemId ? (todos.data ?? []).find((todo) => todo.id === route.itemId) : undefined;
  const deletedView = route.kind === 'filter' && route.handle === 'deleted';
  const selectedTodos = () => visible.filter((todo) => selectedIds.includes(todo.id));
  // A task added under a label or the starred / priority filter gets that label or flag, so it stays in view.
  const newTodoFits = (): Partial<Todo> => {
    if (route.kind === 'label') {
      const label = labelList.find((entry) => entry.handle === route.handle);
      return label ? { labels: [label.id] } : {};
    }
    if (route.kind === 'filter' && route.handle === 'starred') return { starred: true };
    if (route.kind === 'filter' && route.handle === 'important') return { important: true };
    return {};
  };
  // Reordering works on the list as stored; sorted or searched, the handles say why they are off.
  const reorderable: TodoReorder | undefined = deletedView
    ? undefined
    : {
        disabledReason:
          sort !== 'manual' ? t(sortedReason[sort]) : search ? t('reorder.searching') : undefined,
        onReorder: reorder,
      };
  const bulk = (run: (todos: Todo[]) => void) => () => {
    run(selectedTodos());
    clearTodoSelection();
  };

  const content = (
    <QueryStatus
      query={todos}
      isEmpty={visible.length === 0}
      loading={t('screen.loading')}
      error={(error) => t('screen.loadError', { reason: errorText(error) })}
      empty={{
        title: search ? t('screen.noMatch') : t('screen.empty'),
        icon: 'list-todo',
      }}
      fill
    >
      <TodoList
        todos={visible}
        labels={labelList}
        selectedIds={selectedIds}
        itemPath={route.itemPath}
        onToggleSelected={toggleTodoSelected}
        onToggle={(todo, flag) => update([todo], { [flag]: !todo[flag] })}
        reorder={reorderable}
      />
    </QueryStatus>
  );

  return (
    <FolderAppFrame
      title={t('screen.title')}
      sidebarLabel={t('screen.sidebar')}
      search={search}
      onSearch={setTodoSearch}
      searchLabel={t('screen.search')}
      sidebar={(close) => (
        <FolderSidebar
          onNavigate={close}
          sections={[
            {
              title: t('screen.folders'),
              links: folders.data?.map((folder) => ({
                id: `folder-${folder.handle}`,
                title: folder.title,
                to: `${TODO_BASE}/${folder.handle}`,
                icon: 'list-todo' as const,
                count: folder.handle === 'all' ? open : undefined,
              })),
            },
            {
              title: t('screen.filters'),
              links: filters.data?.map((filter) => ({
                id: `filter-${filter.handle}`,
                title: filter.title,
                to: `${TODO_BASE}/filter/${filter.handle}`,
                icon: filterIcons[filter.handle as keyof typeof filterIcons] ?? 'filter',
              })),
            },
            {
              title: t('screen.labels'),
              links: labels.data?.map((label) => ({
                id: `label-${label.handle}`,
                title: label.title,
                to: `${TODO_BASE}/label/${label.handle}`,
                color: label.color,
              })),
            },
          ]}
        />
      )}
    >
      <div className={frame.frame}>
        {deletedView ? null : (
          <AddTodo
            onAdd={(title) => create({ id: `todo-${crypto.randomUUID()}`, title, ...newTodoFits() })}
          />
        )}
        <TodoToolbar
          visibleIds={visibleIds}
          selectedIds={selectedIds}
          labels={labelList}
          deletedView={deletedView}
          sort={sort}
          onSort={setTodoSort}
          onSelect={(selection) =>
            setSelectedTodos(visible.filter(selectors[selection]).map((todo) => todo.id))
          }
          onToggleLabel={(labelId) => toggleLabel(selectedTodos(), labelId)}
          onComplete={bulk((selected) => update(selected, { completed: true }))}
          onRemove={bulk(remove)}
          onRestore={bulk(restore)}
          onDeleteForGood={bulk((selected) => deleteForGood(selected.map((todo) => todo.id)))}
        />
        <div className={frame.listPane}>{content}</div>
      </div>
      <TodoDialog
        todo={editing}
        labels={labelList}
        onClose={() => navigate(route.listPath)}
        onSave={async (edited) => {
          // The dialog waits for the server: a refusal keeps it open with what was typed.
          if (editing) await save(editing, todoPatch(editing, edited));
          navigate(route.listPath);
        }}
        onRemove={(todo) => {
          remove([todo]);
          navigate(route.listPath);
        }}
      />
    </FolderAppFrame>
  );
}
