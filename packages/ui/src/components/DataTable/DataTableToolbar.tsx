'use client';

import type { RowData } from '@tanstack/react-table';
import { ListFilter, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import { formatNumber } from '../../intl/dates';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './DataTable.css';
import type { DataTableInstance } from './useDataTable';

export interface DataTableToolbarProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** The table's name: the search field is "Search {label}". */
  label: string;
  enableGlobalFilter: boolean;
  /** Some column can filter: show the Filters toggle. */
  filterable: boolean;
  showFilters: boolean;
  onShowFiltersChange: (open: boolean) => void;
  /** The id of the filter row the toggle opens. */
  filtersId: string;
  /** Rows are selectable: announce how many are selected. */
  selectable: boolean;
  /** Extra content at the end (e.g. bulk actions). */
  children?: ReactNode;
}

/** Above the table: global search, the filter row's toggle, "Clear filters", the selection count. */
export function DataTableToolbar<TData extends RowData>({
  table,
  label,
  enableGlobalFilter,
  filterable,
  showFilters,
  onShowFiltersChange,
  filtersId,
  selectable,
  children,
}: DataTableToolbarProps<TData>) {
  const t = useT();
  const activeFilterCount = table.state.columnFilters.length;
  const selectedCount = Object.keys(table.state.rowSelection).length;
  return (
    <div className={styles.toolbar}>
      {enableGlobalFilter ? (
        <TextField
          className={styles.searchField}
          label={t('table.search', { label })}
          hideLabel
          type="search"
          placeholder={t('table.searchPlaceholder')}
          startAdornment={<Search size={16} aria-hidden />}
          value={table.searchInput}
          onChange={(event) => table.setGlobalFilter(event.target.value)}
        />
      ) : null}
      {filterable ? (
        <Button
          variant="outline"
          tone="neutral"
          size="sm"
          startIcon={<ListFilter size={16} aria-hidden />}
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => onShowFiltersChange(!showFilters)}
        >
          {activeFilterCount > 0
            ? t('table.filtersActive', { count: formatNumber(activeFilterCount) })
            : t('table.filters')}
        </Button>
      ) : null}
      {activeFilterCount > 0 ? (
        <Button variant="outline" tone="neutral" size="sm" onClick={() => table.resetColumnFilters(true)}>
          {t('table.clearFilters')}
        </Button>
      ) : null}
      <div className={styles.toolbarEnd}>
        <span role="status" className={styles.status}>
          {selectable && selectedCount > 0 ? t('table.selected', { count: selectedCount }) : ''}
        </span>
        {children}
      </div>
    </div>
  );
}
