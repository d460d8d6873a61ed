/**
 * A file's details: its preview, what it is and where, when it changed, its `extention` (the spec's field),
 * the Offline switch, and what can be done with it: rename, download (a file), delete. Pure: the screen puts
 * it in the side panel, or a drawer on a phone.
 */
import type { FileItem } from '@chorus/mock-handlers/contracts';
import { Button, Icon, IconButton, Stack, Switch } from '@chorus/ui';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { useT } from '../../i18n';
import { fileTypeIcons } from '../fileTypes';
import * as css from './FileDetails.css';

export interface FileDetailsProps {
  file: FileItem;
  onOfflineChange: (offline: boolean) => void;
  onClose: () => void;
  /** A folder's details offer to open it. */
  onOpenFolder?: (folder: FileItem) => void;
  onRename?: (file: FileItem) => void;
  /** A file's (not a folder's) download. */
  onDownload?: (file: FileItem) => void;
  onDelete?: (file: FileItem) => void;
}

export function FileDetails({
  file,
  onOfflineChange,
  onClose,
  onOpenFolder,
  onRename,
  onDownload,
  onDelete,
}: FileDetailsProps) {
  const t = useT();
  const rows: [label: string, value: string][] = [
    [t('details.type'), t(`type.${file.type}`)],
    [t('details.owner'), file.owner],
    ...(file.size === null ? [] : [[t('details.size'), formatFileSize(file.size)] as [string, string]]),
    [t('details.location'), file.location],
    [t('details.modified'), formatDateTime(file.modified)],
    [t('details.opened'), formatDateTime(file.opened)],
    [t('details.created'), formatDateTime(file.created)],
    ...(file.extention ? [[t('details.extention'), file.extention] as [string, string]] : []),
  ];
  return (
    <div className={css.root}>
      <div className={css.header}>
        <h2 className={css.title}>{file.name}</h2>
        <IconButton icon={<Icon name="x" />} label={t('details.close')} size="sm" onClick={onClose} />
      </div>
      {file.preview ? (
        <img className={css.preview} src={file.preview} alt={t('details.preview', { name: file.name })} />
      ) : (
        <div className={css.placeholder}>
          <Icon name={fileTypeIcons[file.type]} size="xl" tone="muted" />
        </div>
      )}
      <Stack direction="row" wrap gap="xs">
        {onRename ? (
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            aria-label={t('actions.renameNamed', { name: file.name })}
            onClick={() => onRename(file)}
          >
            <Icon name="pencil" size="sm" />
            {t('actions.rename')}
          </Button>
        ) : null}
        {onDownload && file.type !== 'folder' ? (
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            aria-label={t('actions.downloadNamed', { name: file.name })}
            onClick={() => onDownload(file)}
          >
            <Icon name="download" size="sm" />
            {t('actions.download')}
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            size="sm"
            variant="soft"
            tone="critical"
            aria-label={t('actions.deleteNamed', { name: file.name })}
            onClick={() => onDelete(file)}
          >
            <Icon name="trash" size="sm" />
            {t('actions.delete')}
          </Button>
        ) : null}
      </Stack>
      <Switch
        label={t('details.offline')}
        helperText={t('details.offlineHelp')}
        labelPosition="start"
        checked={file.offline}
        onCheckedChange={onOfflineChange}
      />
      <dl className={css.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={css.row}>
            <dt className={css.term}>{label}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {file.type === 'folder' && onOpenFolder ? (
        <Button variant="soft" onClick={() => onOpenFolder(file)}>
          <Icon name="folder" size="sm" />
          {t('details.openFolder')}
        </Button>
      ) : null}
    </div>
  );
}
