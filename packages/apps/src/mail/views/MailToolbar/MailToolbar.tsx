import type { MailFolder, MailLabel } from '@chorus/mock-handlers/contracts';
import { ActionMenu, SelectionToolbar } from '../../../lib/folder-app/SelectionToolbar';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';

export type MailSelection = 'all' | 'none' | 'read' | 'unread' | 'starred' | 'unstarred';
export type MailBulkFlag = 'read' | 'unread' | 'starred' | 'important';

export const mailSelectOptions: Array<{ value: MailSelection; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'unread', label: 'Unread' },
  { value: 'starred', label: 'Starred' },
  { value: 'unstarred', label: 'Unstarred' },
];

export interface MailToolbarProps {
  visibleIds: readonly string[];
  selectedIds: readonly string[];
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
  onSelect: (selection: MailSelection) => void;
  onMove: (folderId: number) => void;
  onToggleLabel: (labelId: number) => void;
  onFlag: (flag: MailBulkFlag) => void;
  onDelete: () => void;
}

/** Select all / none / read / unread / starred / unstarred, and the bulk actions on the selection. */
export function MailToolbar({
  visibleIds,
  selectedIds,
  folders,
  labels,
  onSelect,
  onMove,
  onToggleLabel,
  onFlag,
  onDelete,
}: MailToolbarProps) {
  return (
    <SelectionToolbar
      visibleIds={visibleIds}
      selectedIds={selectedIds}
      onSelectAll={(all) => onSelect(all ? 'all' : 'none')}
      selectOptions={mailSelectOptions}
      onSelectOption={(value) => onSelect(value as MailSelection)}
      actions={
        <>
          <ActionMenu
            label="Move to"
            options={folders.map((folder) => ({ value: String(folder.id), label: folder.title }))}
            onChoose={(value) => onMove(Number(value))}
          />
          <ActionMenu
            label="Toggle label"
            options={labels.map((label) => ({ value: String(label.id), label: label.title }))}
            onChoose={(value) => onToggleLabel(Number(value))}
          />
          <ToggleIconButton icon="eye" label="Mark as read" onClick={() => onFlag('read')} />
          <ToggleIconButton icon="eye-off" label="Mark as unread" onClick={() => onFlag('unread')} />
          <ToggleIconButton icon="star" label="Star selected" onClick={() => onFlag('starred')} />
          <ToggleIconButton icon="flag" label="Mark selected important" onClick={() => onFlag('important')} />
          <ToggleIconButton icon="trash" label="Delete selected" onClick={onDelete} />
        </>
      }
    />
  );
}
