/**
 * The contacts as a DataTable: sortable columns, the §5 column filters, selection with bulk star /
 * unstar / remove, a star toggle per row, and a row opens the contact for editing.
 */
import type { Contact } from '@chorus/mock-handlers/contracts';
import {
  Avatar,
  Button,
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
  EmptyState,
  Icon,
  type RowSelectionState,
  Stack,
} from '@chorus/ui';
import { useMemo } from 'react';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { fullName } from '../../contacts.form';
import * as css from './ContactsTable.css';
import { useT } from '../../i18n';

export interface ContactRow extends Contact {
  starred: boolean;
}

export interface ContactsTableProps {
  contacts: ContactRow[];
  loading?: boolean;
  /** The search text (the page header's search field). */
  search: string;
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  onToggleStar: (contact: ContactRow) => void;
  onEdit: (contact: ContactRow) => void;
  onAdd: () => void;
  onStarSelected: (ids: string[]) => void;
  onUnstarSelected: (ids: string[]) => void;
  onRemoveSelected: (ids: string[]) => void;
  /** What the empty list says, e.g. 'No starred contacts yet'. */
  emptyTitle?: string;
}

const column = createDataTableColumnHelper<ContactRow>();

/** What people wrote takes its own direction (a Latin e-mail in an Arabic page is cut at its end, not its start). */
const userText = ({ getValue }: { getValue: () => unknown }) => (
  <span dir="auto">{String(getValue() ?? '')}</span>
);

function useColumns(onToggleStar: (contact: ContactRow) => void): DataTableColumnDef<ContactRow>[] {
  const t = useT();
  return useMemo(
    () =>
      column.columns([
        column.accessor((row) => fullName(row), {
          id: 'name',
          header: t('table.name'),
          meta: { width: 'minmax(12rem, 2fr)' },
          cell: ({ row }) => (
            <Stack as="span" direction="row" align="center" gap="sm" minInlineSize={0}>
              <Avatar src={row.original.avatar} name={fullName(row.original)} size="sm" decorative />
              <span className={css.nameText} dir="auto">
                {fullName(row.original)}
              </span>
            </Stack>
          ),
        }),
        column.accessor('starred', {
          header: t('table.starred'),
          meta: { label: t('table.starred'), width: '5.5rem', align: 'center' },
          enableColumnFilter: false,
          enableGlobalFilter: false,
          sortFn: 'basic',
          cell: ({ row }) => (
            <ToggleIconButton
              icon="star"
              label={t('table.star', { name: fullName(row.original) })}
              pressed={row.original.starred}
              onClick={() => onToggleStar(row.original)}
            />
          ),
        }),
        column.accessor('email', {
          header: t('field.email'),
          meta: { width: 'minmax(14rem, 2fr)' },
          cell: userText,
        }),
        column.accessor('phone', {
          header: t('field.phone'),
          meta: { width: 'minmax(10rem, 1fr)' },
          cell: userText,
        }),
        column.accessor('company', { header: t('field.company'), cell: userText }),
        column.accessor('jobTitle', { header: t('field.jobTitle'), cell: userText }),
      ]) as DataTableColumnDef<ContactRow>[],
    [onToggleStar, t],
  );
}

function toSelection(ids: readonly string[]): RowSelectionState {
  return Object.fromEntries(ids.map((id) => [id, true]));
}

export function ContactsTable({
  contacts,
  loading = false,
  search,
  selectedIds,
  onSelectionChange,
  onToggleStar,
  onEdit,
  onAdd,
  onStarSelected,
  onUnstarSelected,
  onRemoveSelected,
  emptyTitle,
}: ContactsTableProps) {
  const t = useT();
  const columns = useColumns(onToggleStar);
  const rowSelection = useMemo(() => toSelection(selectedIds), [selectedIds]);
  const selected = [...selectedIds];
  const hasSelection = selected.length > 0;
  return (
    <DataTable
      label={t('table.label')}
      data={contacts}
      columns={columns}
      getRowId={(row) => row.id}
      loading={loading}
      enableRowSelection
      enableGlobalFilter={false}
      globalFilter={search}
      rowSelection={rowSelection}
      onRowSelectionChange={(next) => onSelectionChange(Object.keys(next).filter((id) => next[id]))}
      onRowActivate={onEdit}
      rowLabel={(row) => fullName(row)}
      height="min(60vh, 36rem)"
      emptyState={
        <EmptyState
          titleAs="p"
          icon={<Icon name="users" size="xl" />}
          title={emptyTitle ?? t('empty.all')}
          description={t('empty.description')}
          action={<Button onClick={onAdd}>{t('table.add')}</Button>}
        />
      }
      noResultsState={t('table.noResults')}
      toolbar={
        <Stack as="span" direction="row" wrap align="center" gap="xs">
          {hasSelection ? (
            <>
              <Button size="sm" variant="soft" onClick={() => onStarSelected(selected)}>
                {t('table.starSelected')}
              </Button>
              <Button size="sm" variant="soft" onClick={() => onUnstarSelected(selected)}>
                {t('table.unstarSelected')}
              </Button>
              <Button size="sm" variant="soft" tone="critical" onClick={() => onRemoveSelected(selected)}>
                {t('table.removeSelected')}
              </Button>
            </>
          ) : null}
          <Button size="sm" onClick={onAdd} startIcon={<Icon name="user-plus" size="sm" />}>
            {t('table.add')}
          </Button>
        </Stack>
      }
    />
  );
}
