import {
  Box,
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@chorus/ui';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import * as css from './folderApp.css';
import { useT } from './i18n';
import { RowCheckbox } from './ListControls';

export interface SelectOption {
  value: string;
  label: string;
  /** Set for an on/off choice (a label the mail has): the item is a menu checkbox showing it. */
  checked?: boolean;
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
  const t = useT();
  const count = selectedIds.length;
  const all = visibleIds.length > 0 && visibleIds.every((id) => selectedIds.includes(id));
  const selectTrigger = useRef<HTMLButtonElement>(null);
  const hadSelection = useRef(count > 0);
  // A bulk action that empties the selection (move, delete) takes its own button away: focus, left on
  // nothing, comes back to the toolbar's "Select" menu rather than to the top of the page.
  useEffect(() => {
    const emptied = hadSelection.current && count === 0;
    hadSelection.current = count > 0;
    if (!emptied) return;
    const timer = setTimeout(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) selectTrigger.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [count]);
  return (
    <div className={css.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
      <RowCheckbox
        label={all ? t('toolbar.selectNone') : t('toolbar.selectAll')}
        checked={all ? true : count > 0 ? 'indeterminate' : false}
        disabled={visibleIds.length === 0}
        onCheckedChange={() => onSelectAll(!all)}
      />
      <ActionMenu
        label={t('toolbar.select')}
        options={selectOptions}
        onChoose={onSelectOption}
        triggerRef={selectTrigger}
      />
      {count > 0 ? (
        <>
          <span className={css.selectedCount} aria-live="polite">
            {t('toolbar.selected', { count })}
          </span>
          {actions}
        </>
      ) : (
        <>
          <Box as="span" flexGrow={1} />
          {idle}
        </>
      )}
    </div>
  );
}

export interface ActionMenuProps {
  /** The trigger's visible label, which is also its name ("Move to", "Toggle label"). */
  label: string;
  options: SelectOption[];
  onChoose: (value: string) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * A menu of actions (select all / unread, move to a folder, toggle a label): a button with a chevron
 * opening a portalled, keyboard-operable menu; choosing an item runs it and focus goes back to the
 * button. Not for a value the user sets and reads back (sort, status): that is a form field. Not modal, as
 * the menu-button pattern has it: Tab or a click elsewhere closes it, and the page is not hidden from
 * assistive technology while it is open.
 */
export function ActionMenu({ label, options, onChoose, triggerRef }: ActionMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger>
        <Button
          ref={triggerRef}
          size="sm"
          variant="outline"
          tone="neutral"
          endIcon={<ChevronDown size={16} aria-hidden />}
        >
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {options.map((option) =>
          option.checked === undefined ? (
            <DropdownMenuItem key={option.value} onSelect={() => onChoose(option.value)}>
              {option.label}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuCheckboxItem
              key={option.value}
              checked={option.checked}
              onCheckedChange={() => onChoose(option.value)}
            >
              {option.label}
            </DropdownMenuCheckboxItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
