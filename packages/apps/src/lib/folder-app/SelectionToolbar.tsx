import type { ReactNode } from 'react';
import * as css from './folderApp.css';
import { RowCheckbox } from './ListControls';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectionToolbarProps {
  /** Ids shown in the list. */
  visibleIds: readonly string[];
  selectedIds: readonly string[];
  onSelectAll: (selectAll: boolean) => void;
  /** Named selections ('all', 'none', 'read'...): the app decides what each picks. */
  selectOptions: SelectOption[];
  onSelectOption: (value: string) => void;
  /** Bulk actions, shown while something is selected. */
  actions?: ReactNode;
  /** Controls shown while nothing is selected (sort). */
  idle?: ReactNode;
}

/** The list's toolbar: select all, named selections, and the bulk actions for the selection. */
export function SelectionToolbar({
  visibleIds,
  selectedIds,
  onSelectAll,
  selectOptions,
  onSelectOption,
  actions,
  idle,
}: SelectionToolbarProps) {
  const count = selectedIds.length;
  const all = visibleIds.length > 0 && visibleIds.every((id) => selectedIds.includes(id));
  return (
    <div className={css.toolbar} role="toolbar" aria-label="List actions">
      <RowCheckbox
        label={all ? 'Select none' : 'Select all'}
        checked={all ? true : count > 0 ? 'indeterminate' : false}
        disabled={visibleIds.length === 0}
        onCheckedChange={() => onSelectAll(!all)}
      />
      <select
        className={css.select}
        aria-label="Select"
        value=""
        onChange={(event) => {
          if (event.target.value) onSelectOption(event.target.value);
        }}
      >
        <option value="">Select…</option>
        {selectOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {count > 0 ? (
        <>
          <span className={css.selectedCount} aria-live="polite">
            {count} selected
          </span>
          {actions}
        </>
      ) : (
        <>
          <span className={css.toolbarSpacer} />
          {idle}
        </>
      )}
    </div>
  );
}

export interface ActionSelectProps {
  label: string;
  options: SelectOption[];
  onChoose: (value: string) => void;
}

/** A bulk action with a choice (move to folder, toggle label): a native select, keyboard-friendly. */
export function ActionSelect({ label, options, onChoose }: ActionSelectProps) {
  return (
    <select
      className={css.select}
      aria-label={label}
      value=""
      onChange={(event) => {
        if (event.target.value) onChoose(event.target.value);
      }}
    >
      <option value="">{label}…</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
