import type { MailFolder, MailLabel } from '@chorus/mock-handlers/contracts';
import { ActionMenu, SelectionToolbar } from '../../../lib/folder-app/SelectionToolbar';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { useT } from '../../i18n';

export type MailSelection = 'all' | 'none' | 'read' | 'unread' | 'starred' | 'unstarred';
export type MailBulkFlag = 'read' | 'unread' | 'starred' | 'important';

const selections: readonly MailSelection[] = ['all', 'none', 'read', 'unread', 'starred', 'unstarred'];

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
  const t = useT();
  return (
    <SelectionToolbar
      visibleIds={visibleIds}
      selectedIds={selectedIds}
      onSelectAll={(all) => onSelect(all ? 'all' : 'none')}
      selectOptions={selections.map((value) => ({ value, label: t(`select.${value}`) }))}
      onSelectOption={(value) => onSelect(value as MailSelection)}
      actions={
        <>
          <ActionMenu
            label={t('actions.moveTo')}
            options={folders.map((folder) => ({ value: String(folder.id), label: folder.title }))}
            onChoose={(value) => onMove(Number(value))}
          />
          <ActionMenu
            label={t('actions.toggleLabel')}
            options={labels.map((label) => ({ value: String(label.id), label: label.title }))}
            onChoose={(value) => onToggleLabel(Number(value))}
          />
          <ToggleIconButton icon="eye" label={t('actions.markRead')} onClick={() => onFlag('read')} />
          <ToggleIconButton icon="eye-off" label={t('actions.markUnread')} onClick={() => onFlag('unread')} />
          <ToggleIconButton icon="star" label={t('actions.starSelected')} onClick={() => onFlag('starred')} />
          <ToggleIconButton
            icon="flag"
            label={t('actions.importantSelected')}
            onClick={() => onFlag('important')}
          />
          <ToggleIconButton icon="trash" label={t('actions.deleteSelected')} onClick={onDelete} />
        </>
      }
    />
  );
}
