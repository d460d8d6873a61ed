/**
 * File manager (/apps/file-manager/{folderId?}): the folder's files and folders in a sortable table with a
 * breadcrumb back up; a search by name looks through every folder. The current row follows the focus (arrow
 * keys); click or Enter opens a file's details beside the table (a drawer on a phone) or goes into a folder.
 * The details' Offline switch is saved through `file/update` (optimistic, rolled back if refused).
 */
import type { FileItem } from '@chorus/mock-handlers/contracts';
import { Link, PageSimple } from '@chorus/shell';
import { Button, EmptyState, Icon, QueryStatus, Stack, TextField } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { putCachedItems, useAppMutation, patchCachedItems } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { fileManagerApi, fileManagerKeys, fileManagerRoutes } from '../../file-manager.api';
import '../../file-manager.icons';
import {
  closeFileDetails,
  fileManagerStore,
  openFileDetails,
  resetFileManagerStore,
  selectFile,
  setFileSearch,
} from '../../file-manager.store';
import { useT } from '../../i18n';
import { FileDetails } from '../../views/FileDetails/FileDetails';
import { EmptyFolder, FilesTable } from '../../views/FilesTable/FilesTable';
import { type BreadcrumbFolder, FolderBreadcrumb } from '../../views/FolderBreadcrumb/FolderBreadcrumb';
import * as css from './FileManagerScreen.css';

/** The folders from the top to `folderId` (the top alone when it is null or unknown). */
function trailTo(files: readonly FileItem[], folderId: string | null, root: string): BreadcrumbFolder[] {
  const trail: BreadcrumbFolder[] = [];
  const seen = new Set<string>();
  for (let id = folderId; id && !seen.has(id); ) {
    seen.add(id);
    const folder = files.find((file) => file.id === id && file.type === 'folder');
    if (!folder) break;
    trail.unshift({ id: folder.id, name: folder.name });
    id = folder.folderId;
  }
  return [{ id: null, name: root }, ...trail];
}

export function FileManagerScreen() {
  const t = useT();
  const navigate = useNavigate();
  const folderId = useParams().folderId ?? null;
  const { search, selectedId, detailsOpen } = useSnapshot(fileManagerStore);
  const filesQuery = useQuery({
    queryKey: fileManagerKeys.files,
    queryFn: ({ signal }) => fileManagerApi.files(signal),
  });
  const files = filesQuery.data;

  // A fresh visit starts with nothing selected; a new folder starts with its details closed.
  useEffect(() => resetFileManagerStore, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the folder changes
  useEffect(() => {
    selectFile(null);
    closeFileDetails();
  }, [folderId]);

  const offlineMutation = useAppMutation({
    mutationFn: ({ file, offline }: { file: FileItem; offline: boolean }) =>
      fileManagerApi.setOffline(file.id, offline),
    queryKey: fileManagerKeys.files,
    apply: ({ file, offline }, client) =>
      patchCachedItems<FileItem>(client, fileManagerKeys.files, [file.id], (item) => ({ ...item, offline })),
    answer: (stored, _vars, client) => putCachedItems(client, fileManagerKeys.files, [stored]),
    errorMessage: t('offline.error'),
  });

  const folder = folderId ? files?.find((file) => file.id === folderId && file.type === 'folder') : undefined;
  const missing = Boolean(files && folderId && !folder);
  const trail = useMemo(() => trailTo(files ?? [], folderId, t('breadcrumb.root')), [files, folderId, t]);
  const folderName = trail[trail.length - 1]?.name ?? '';
  const query = search.trim();
  const rows = useMemo(
    () => (query ? (files ?? []) : (files ?? []).filter((file) => file.folderId === folderId)),
    [files, folderId, query],
  );
  const selected = files?.find((file) => file.id === selectedId);

  const open = (file: FileItem) => {
    if (file.type === 'folder') {
      setFileSearch('');
      navigate(fileManagerRoutes.folder(file.id));
    } else openFileDetails(file.id);
  };

  const details =
    selected && detailsOpen ? (
      <FileDetails
        file={selected}
        onClose={closeFileDetails}
        onOfflineChange={(offline) => offlineMutation.mutate({ file: selected, offline })}
        onOpenFolder={open}
      />
    ) : null;

  return (
    <PageSimple
      header={
        <Stack direction="row" align="center" wrap gap="md" inlineSize="100%">
          <Stack gap="xs" className={css.heading}>
            <h1 className={css.title}>{t('page.title')}</h1>
            <FolderBreadcrumb trail={trail} href={fileManagerRoutes.folder} />
          </Stack>
          <TextField
            type="search"
            className={css.search}
            label={t('search.label')}
            hideLabel
            placeholder={t('search.label')}
            startAdornment={<Icon name="search" size="sm" />}
            value={search}
            onChange={(event) => setFileSearch(event.target.value)}
          />
        </Stack>
      }
      rightSidebar={{
        content: details,
        label: selected ? t('details.label', { name: selected.name }) : undefined,
        open: Boolean(details),
        onClose: closeFileDetails,
      }}
      content={
        <QueryStatus
          query={filesQuery}
          loading={t('loading')}
          error={(reason) => t('loadError', { reason: errorText(reason) })}
          reserve="24rem"
        >
          {missing ? (
            <EmptyState
              icon={<Icon name="folder" size="xl" />}
              title={t('folder.notFound')}
              description={t('folder.notFoundDescription')}
              action={
                <Button asChild variant="soft">
                  <Link to={fileManagerRoutes.root}>{t('folder.backToRoot')}</Link>
                </Button>
              }
            />
          ) : (
            <>
              <p className={css.hint}>{t('table.keys')}</p>
              <FilesTable
                files={rows}
                label={
                  query ? t('table.searchLabel', { search: query }) : t('table.label', { folder: folderName })
                }
                search={query}
                currentId={selectedId}
                onCurrentChange={(file) => selectFile(file.id)}
                onOpen={open}
                emptyState={
                  <EmptyFolder
                    title={t('empty.title')}
                    description={t('empty.description', { folder: folderName })}
                  />
                }
                noResultsState={t('noResults', { search: query })}
              />
            </>
          )}
        </QueryStatus>
      }
    />
  );
}

export default FileManagerScreen;
