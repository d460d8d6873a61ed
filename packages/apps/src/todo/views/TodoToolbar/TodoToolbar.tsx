import type { TodoLabel } from '@chorus/mock-handlers/contracts';
import { ActionMenu, SelectionToolbar } from '../../../lib/folder-app/SelectionToolbar';
import * as css from '../../../lib/folder-app/folderApp.css';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import type { TodoSort } from '../../todo.store';

export type TodoSelection = 'all' | 'none' | 'done' | 'open' | 'starred' | 'priority';

export interface TodoToolbarProps {
  visibleIds: readonly string[];
  selectedIds: readonly string[];
  labels: readonly TodoLabel[];
  /** Under the deleted filter: restore and delete for good instead of remove. */
  deletedView: boolean;
  sort: TodoSort;
  onSort: (sort: TodoSort) => void;
  onSelect: (selection: TodoSelection) => void;
  onToggleLabel: (labelId: number) => void;
  onComplete: () => void;
  onRemove: () => void;
  onRestore: () => void;
  onDeleteForGood: () => void;
}

/** The sort choices; `manual` is the order the user gives the tasks (new ones on top). */
export const todoSortLabels: Record<TodoSort, string> = {
  manual: 'My order',
  title: 'Title',
  startDate: 'Start date',
  dueDate: 'Due date',
};

const options: Array<{ value: TodoSelection; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'none', label: 'None' },
  { value: 'done', label: 'Done' },
  { value: 'open', label: 'Not done' },
  { value: 'starred', label: 'Starred' },
  { value: 'priority', label: 'Priority' },
];

export function TodoToolbar({
  visibleIds,
  selectedIds,
  labels,
  deletedView,
  sort,
  onSort,
  onSelect,
  onToggleLabel,
  onComplete,
  onRemove,
  onRestore,
  onDeleteForGood,
}: TodoToolbarProps) {
  return (
    <SelectionToolbar
      visibleIds={visibleIds}
      selectedIds={selectedIds}
      onSelectAll={(all) => onSelect(all ? 'all' : 'none')}
      selectOptions={options}
      onSelectOption={(value) => onSelect(value as TodoSelection)}
      idle={
        <select
          className={css.select}
          aria-label="Sort by"
          value={sort}
          onChange={(event) => onSort(event.target.value as TodoSort)}
        >
          {Object.entries(todoSortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      }
      actions={
        deletedView ? (
          <>
            <ToggleIconButton icon="check" label="Restore selected" onClick={onRestore} />
            <ToggleIconButton icon="trash" label="Delete selected for good" onClick={onDeleteForGood} />
          </>
        ) : (
          <>
            <ActionMenu
              label="Toggle label"
              options={labels.map((label) => ({ value: String(label.id), label: label.title }))}
              onChoose={(value) => onToggleLabel(Number(value))}
            />
            <ToggleIconButton icon="circle-check" label="Mark selected as done" onClick={onComplete} />
            <ToggleIconButton icon="trash" label="Remove selected" onClick={onRemove} />
            <ToggleIconButton icon="x" label="Delete selected for good" onClick={onDeleteForGood} />
          </>
        )
      }
    />
  );
}
