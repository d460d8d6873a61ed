/**
 * File manager (/apps/file-manager/{folderId?}): the folder's files and folders in a sortable table with a
 * breadcrumb back up; a search by name looks through every folder. The current row follows the focus (arrow
 * keys); click or Enter opens a file's details beside the table (a drawer on a phone) or goes into a folder.
 * The details' Offline switch is saved through `file/update` (optimistic, rolled back if refused). "New folder"
 * and "Upload a file" add to the folder shown (an upload is kept in the mock as a data URL, at most 1 MB); a
 * file's details rename, download or delete it (a folder goes with its contents, after a confirmation).
 */
import type { FileItem } from '@chorus/mock-handlers/contracts';
import { Link, PageSimple } from '@chorus/shell';
import { Button, EmptyState, Icon, QueryStatus, Stack, TextField } from '@chorus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { confirmAction } from '../../../lib/confirm';
import { downloadText, downloadUrl } from '../../../lib/download';
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
import { NameDialog } from '../../views/NameDialog/NameDialog';
import * as css from './FileManagerScreen.css';

/** The folders from the top to `folderId` (the top alone when it is null or unknown). */
/** The largest upload (its data URL must fit the contract's MAX_UPLOAD_DATA_URL). */
const MAX_UPLOAD_BYTES = 1_000_000;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The name dialog's job: a new folder, or renaming one item. */
type Naming = { kind: 'folder' } | { kind: 'rename'; file: FileItem };

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
  const client = useQueryClient();
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

  const [naming, setNaming] = useState<Naming | null>(null);
  const [namingError, setNamingError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const closeNaming = () => {
    setNaming(null);
    setNamingError(undefined);
  };
  // A new item joins the cached list; a rename or a delete reaches into a folder's contents: refetched.
  const added = (stored: FileItem) =>
    client.setQueryData<FileItem[]>(fileManagerKeys.files, (old) => (old ? [...old, stored] : old));
  const createFolder = useAppMutation({
    mutationFn: (name: string) => fileManagerApi.createFolder(name, folderId),
    answer: (stored) => added(stored),
    onSuccess: closeNaming,
    // Said in the dialog, which stays open with the name as typed.
    onError: (error) => setNamingError(errorText(error)),
  });
  const rename = useAppMutation({
    mutationFn: ({ file, name }: { file: FileItem; name: string }) => fileManagerApi.rename(file.id, name),
    answer: (stored, _vars, queryClient) => putCachedItems(queryClient, fileManagerKeys.files, [stored]),
    invalidate: [fileManagerKeys.files],
    onSuccess: closeNaming,
    onError: (error) => setNamingError(errorText(error)),
  });
  const upload = useAppMutation({
    mutationFn: ({ file, content }: { file: File; content: string }) =>
      fileManagerApi.upload(file.name, folderId, content),
    answer: (stored) => added(stored),
    errorMessage: t('upload.error'),
    successMessage: ({ file }) => t('upload.done', { name: file.name }),
  });
  const remove = useAppMutation({
    mutationFn: (file: FileItem) => fileManagerApi.remove(file.id),
    invalidate: [fileManagerKeys.files],
    onSuccess: () => closeFileDetails(),
    errorMessage: t('delete.error'),
    successMessage: (file) => t('delete.done', { name: file.name }),
  });

  const [uploadError, setUploadError] = useState<string>();
  const chooseUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(t('upload.tooLarge', { name: file.name }));
    setUploadError(undefined);
    upload.mutate({ file, content: await readAsDataUrl(file) });
  };
  const download = (file: FileItem) =>
    file.content
      ? downloadUrl(file.name, file.content)
      : downloadText(file.name, t('download.sample', { name: file.name }));
  const askDelete = (file: FileItem) =>
    confirmAction({
      title: t('delete.title', { name: file.name }),
      description: file.type === 'folder' ? t('delete.folderDescription') : t('delete.description'),
      confirmLabel: t('delete.confirm'),
      onConfirm: () => remove.mutate(file),
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
        onRename={(file) => setNaming({ kind: 'rename', file })}
        onDownload={download}
        onDelete={askDelete}
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
          {missing ? null : (
            <Stack direction="row" wrap gap="xs">
              <Button variant="outline" tone="neutral" onClick={() => setNaming({ kind: 'folder' })}>
                <Icon name="folder" size="sm" />
                {t('actions.newFolder')}
              </Button>
              <Button
                onClick={() => fileInput.current?.click()}
                disabled={upload.isPending}
                aria-describedby={uploadError ? 'file-manager-upload-error' : undefined}
              >
                <Icon name="upload" size="sm" />
                {t('actions.upload')}
              </Button>
              <input ref={fileInput} type="file" hidden tabIndex={-1} aria-hidden onChange={chooseUpload} />
            </Stack>
          )}
          {uploadError ? (
            <p id="file-manager-upload-error" role="alert" className={css.hint}>
              {uploadError}
            </p>
          ) : null}
          {naming ? (
            <NameDialog
              key={naming.kind === 'rename' ? naming.file.id : 'folder'}
              title={
                naming.kind === 'rename'
                  ? t('name.renameTitle', { name: naming.file.name })
                  : t('name.newFolder')
              }
              submitLabel={naming.kind === 'rename' ? t('name.rename') : t('name.create')}
              initialName={naming.kind === 'rename' ? naming.file.name : ''}
              saving={createFolder.isPending || rename.isPending}
              serverError={namingError}
              onClose={closeNaming}
              onSubmit={(name) => {
                setNamingError(undefined);
                if (naming.kind === 'rename') rename.mutate({ file: naming.file, name });
                else createFolder.mutate(name);
              }}
            />
          ) : null}
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
