export { DataTable, DEFAULT_PAGE_SIZE_OPTIONS } from './DataTable';
export type { DataTableProps } from './DataTable';
export { DataTableFilter } from './DataTableFilter';
export type { DataTableFilterProps } from './DataTableFilter';
export { createDataTableColumnHelper, dataTableFeatures } from './dataTableFeatures';
export type { DataTableColumnDef, DataTableColumnMeta, DataTableFeatures } from './dataTableFeatures';
export { DEFAULT_PAGE_SIZE, useDataTable } from './useDataTable';
export type {
  ColumnFiltersState,
  DataTableInstance,
  DataTableStateProps,
  PaginationState,
  RowSelectionState,
  SortingState,
  UseDataTableOptions,
} from './useDataTable';
