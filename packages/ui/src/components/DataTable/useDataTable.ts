import {
  type ColumnFiltersState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { type DataTableColumnDef, type DataTableFeatures, dataTableFeatures } from './dataTableFeatures';
import { useControllableState } from './useControllableState';

export type { ColumnFiltersState, PaginationState, RowSelectionState, SortingState };

/** Each slice works controlled (pass the value and its `on…Change`) or uncontrolled (`default…`). */
export interface DataTableStateProps {
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  columnFilters?: ColumnFiltersState;
  defaultColumnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void;
  globalFilter?: string;
  defaultGlobalFilter?: string;
  onGlobalFilterChange?: (search: string) => void;
  pagination?: PaginationState;
  defaultPagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  rowSelection?: RowSelectionState;
  defaultRowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
}

export interface UseDataTableOptions<TData extends RowData> extends DataTableStateProps {
  /** Keep the array stable (state or memo): a new array re-runs every row model. */
  data: ReadonlyArray<TData>;
  /** Keep the array stable (module scope or memo). */
  columns: ReadonlyArray<DataTableColumnDef<TData>>;
  /** A stable id per row (default: its index). Selection is stored by id. */
  getRowId?: (row: TData, index: number) => string;
  /** Slice rows into pages. Without it every row is rendered (virtualised). Default true. */
  paginate?: boolean;
  enableRowSelection?: boolean | ((row: TData) => boolean);
  enableSorting?: boolean;
  enableColumnFilters?: boolean;
  enableMultiSort?: boolean;
}

export const DEFAULT_PAGE_SIZE = 10;

/**
 * The headless DataTable: a TanStack Table v9 instance with sorting, the §5 column filters, global
 * search, pagination and row selection, and each state slice controllable. `DataTable` renders it.
 */
export function useDataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  paginate = true,
  enableRowSelection = false,
  enableSorting = true,
  enableColumnFilters = true,
  enableMultiSort = true,
  ...state
}: UseDataTableOptions<TData>) {
  const [sorting, setSorting] = useControllableState(
    state.sorting,
    state.defaultSorting ?? [],
    state.onSortingChange,
  );
  const [columnFilters, setColumnFilters] = useControllableState(
    state.columnFilters,
    state.defaultColumnFilters ?? [],
    state.onColumnFiltersChange,
  );
  const [globalFilter, setGlobalFilter] = useControllableState<string>(
    state.globalFilter,
    state.defaultGlobalFilter ?? '',
    state.onGlobalFilterChange,
  );
  const [pagination, setPagination] = useControllableState(
    state.pagination,
    state.defaultPagination ?? { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE },
    state.onPaginationChange,
  );
  const [rowSelection, setRowSelection] = useControllableState(
    state.rowSelection,
    state.defaultRowSelection ?? {},
    state.onRowSelectionChange,
  );

  const table = useTable({
    features: dataTableFeatures,
    data,
    columns,
    ...(getRowId ? { getRowId } : {}),
    state: { sorting, columnFilters, globalFilter, pagination, rowSelection },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: (updater) =>
      setGlobalFilter((old) => String((typeof updater === 'function' ? updater(old) : updater) ?? '')),
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    // Without pagination every row stays in the model (the body virtualises them).
    manualPagination: !paginate,
    autoResetPageIndex: false,
    enableSorting,
    enableMultiSort,
    // Every column sorts ascending first, numbers and dates included.
    sortDescFirst: false,
    enableColumnFilters,
    enableRowSelection:
      typeof enableRowSelection === 'function'
        ? (row) => enableRowSelection(row.original)
        : enableRowSelection,
    globalFilterFn: 'globalSearch',
    getColumnCanGlobalFilter: (column) =>
      column.accessorFn !== undefined &&
      (column.columnDef as { enableGlobalFilter?: boolean }).enableGlobalFilter !== false,
    defaultColumn: { filterFn: 'operator' },
  });

  return table;
}

export type DataTableInstance<TData extends RowData> = ReturnType<typeof useDataTable<TData>>;
export type { DataTableFeatures };
