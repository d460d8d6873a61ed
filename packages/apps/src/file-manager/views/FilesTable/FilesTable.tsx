/**
 * The files and folders as a DataTable: a type icon and the name, the owner, the size (in the reader's
 * locale) and the last change, each column sortable. Only the name's column grows (the others are as wide as
 * their content), so the details panel beside the table at 1280 px leaves every column in view (issue 30, item 14: "Modified" was pushed behind a sideways scroll). The current row follows the focus (the arrow keys
 * move it); click or Enter opens a file's details, or goes into a folder.
 */
import type { FileItem } from '@chorus/mock-handlers/contracts';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
  EmptyState,
  Icon,
  type SortingState,
} from '@chorus/ui';
import { type ReactNode, useMemo } from 'react';
import { formatDate, formatFileSize } from '../../../lib/format';
import { useT } from '../../i18n';
import { fileTypeIcons } from '../fileTypes';
import * as css from './FilesTable.css';

export interface FilesTableProps {
  /** The rows: a folder's contents, or every file while searching. */
  files: readonly FileItem[];
  /** The table's accessible name ("Files in Documents"). */
  label: string;
  loading?: boolean;
  /** Only names containing it (ignoring case) are shown. */
  search?: string;
  /** The current row (drawn selected). */
  currentId?: string | null;
  onCurrentChange?: (file: FileItem) => void;
  /** Click or Enter on a row. */
  onOpen?: (file: FileItem) => void;
  /** What the table shows when it has no rows (an empty folder). */
  emptyState: ReactNode;
  /** What it shows when the search leaves none. */
  noResultsState: ReactNode;
}

const column = createDataTableColumnHelper<FileItem>();
const DEFAULT_SORTING: SortingState = [{ id: 'name', desc: false }];

function useColumns(): DataTableColumnDef<FileItem>[] {
  const t = useT();
  return useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('column.name'),
          meta: { width: 'minmax(9rem, 1fr)' },
          cell: ({ row }) => (
            <span className={css.name}>
              <Icon
                name={fileTypeIcons[row.original.type]}
                label={t(`type.${row.original.type}`)}
                tone={row.original.type === 'folder' ? 'accent' : undefined}
              />
              <span className={css.nameText}>{row.original.name}</span>
            </span>
          ),
        }),
        column.accessor('owner', {
          header: t('column.owner'),
          enableGlobalFilter: false,
          meta: { width: 'minmax(6.5rem, max-content)' },
        }),
        column.accessor((file) => file.size ?? -1, {
          id: 'size',
          header: t('column.size'),
          enableGlobalFilter: false,
          meta: { align: 'end', width: 'minmax(5rem, max-content)' },
          cell: ({ row }) => (row.original.size === null ? '—' : formatFileSize(row.original.size)),
        }),
        column.accessor('modified', {
          header: t('column.modified'),
          enableGlobalFilter: false,
          meta: { width: 'minmax(6.5rem, max-content)' },
          cell: ({ getValue }) => formatDate(getValue(), 'date'),
        }),
      ]) as DataTableColumnDef<FileItem>[],
    [t],
  );
}

export function FilesTable({
  files,
  label,
  loading = false,
  search = '',
  currentId,
  onCurrentChange,
  onOpen,
  emptyState,
  noResultsState,
}: FilesTableProps) {
  const columns = useColumns();
  return (
    <DataTable
      label={label}
      data={files}
      columns={columns}
      getRowId={(file) => file.id}
      loading={loading}
      enableGlobalFilter={false}
      enableColumnFilters={false}
      globalFilter={search}
      defaultSorting={DEFAULT_SORTING}
      paginate={false}
      onRowActivate={onOpen ?? (() => undefined)}
      onRowFocus={onCurrentChange}
      currentRowId={currentId ?? undefined}
      rowLabel={(file) => file.name}
      height="min(64vh, 42rem)"
      rowHeight={52}
      emptyState={emptyState}
      noResultsState={noResultsState}
    />
  );
}

/** The empty folder's message. */
export function EmptyFolder({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState titleAs="p" icon={<Icon name="folder" size="xl" />} title={title} description={description} />
  );
}
