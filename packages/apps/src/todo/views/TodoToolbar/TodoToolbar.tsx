import type { TodoLabel } from '@chorus/mock-handlers/contracts';
import { ActionMenu, SelectionToolbar } from '../../../lib/folder-app/SelectionToolbar';
import * as css from '../../../lib/folder-app/folderApp.css';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useT } from '../../i18n';
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
const sorts: readonly TodoSort[] = ['manual', 'title', 'startDate', 'dueDate'];
const selections: readonly TodoSelection[] = ['all', 'none', 'done', 'open', 'starred', 'priority'];

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
  const t = useT();
  return (
    <SelectionToolbar
      visibleIds={visibleIds}
      selectedIds={selectedIds}
      onSelectAll={(all) => onSelect(all ? 'all' : 'none')}
      selectOptions={selections.map((value) => ({ value, label: t(`select.${value}`) }))}
      onSelectOption={(value) => onSelect(value as TodoSelection)}
      idle={
        <select
          className={css.select}
          aria-label={t('sort.label')}
          value={sort}
          onChange={(event) => onSort(event.target.value as TodoSort)}
        >
          {sorts.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
      }
      actions={
        deletedView ? (
          <>
            <ToggleIconButton icon="check" label={t('actions.restoreSelected')} onClick={onRestore} />
            <ToggleIconButton
              icon="trash"
              label={t('actions.deleteSelectedForGood')}
              onClick={onDeleteForGood}
            />
          </>
        ) : (
          <>
            <ActionMenu
              label={t('actions.toggleLabel')}
              options={labels.map((label) => ({ value: String(label.id), label: label.title }))}
              onChoose={(value) => onToggleLabel(Number(value))}
            />
            <ToggleIconButton icon="circle-check" label={t('actions.doneSelected')} onClick={onComplete} />
            <ToggleIconButton icon="trash" label={t('actions.removeSelected')} onClick={onRemove} />
            <ToggleIconButton icon="x" label={t('actions.deleteSelectedForGood')} onClick={onDeleteForGood} />
          </>
        )
      }
    />
  );
}
