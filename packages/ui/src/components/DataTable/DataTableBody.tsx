'use client';

import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useT } from './i18n';
import { cx } from '../../internal/cx';
import { Checkbox } from '../Checkbox/Checkbox';
import { Loading } from '../Loading/Loading';
import * as styles from './DataTable.css';
import type { DataTableFeatures } from './dataTableFeatures';
import type { DataTableInstance } from './useDataTable';
import { type DataTableSticky, stickyDataCell, stickySelectCell } from './stickyCells';

type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;

export interface DataTableBodyProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** The scrolling region the virtual rows are measured against. */
  scrollElement: HTMLElement | null;
  /** Render only the rows in view. */
  virtual: boolean;
  rowHeight: number;
  selectable: boolean;
  /** Columns in all, the selection column included (message rows span them). */
  colCount: number;
  /** Header rows above the body, and rows on earlier pages: a row's `aria-rowindex` counts both. */
  rowIndexOffset: number;
  /** The leading columns that stay in view while the table scrolls sideways. */
  sticky?: DataTableSticky;
  loading: boolean;
  /** Shown when there are no rows at all, and when the search or the filters leave none. */
  emptyState: ReactNode;
  noResultsState: ReactNode;
  onRowActivate?: (row: TData) => void;
  onRowFocus?: (row: TData) => void;
  currentRowId?: string;
  rowLabel: (row: TData, index: number) => string;
}

/** The rows of the page: all of them, or (virtual) those in view; or a message when there are none. */
export function DataTableBody<TData extends RowData>({
  table,
  scrollElement,
  virtual,
  rowHeight,
  selectable,
  colCount,
  rowIndexOffset,
  sticky,
  loading,
  emptyState,
  noResultsState,
  onRowActivate,
  onRowFocus,
  currentRowId,
  rowLabel,
}: DataTableBodyProps<TData>) {
  const t = useT();
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 12,
    enabled: virtual,
  });

  const activate = (row: DataTableRow<TData>) => onRowActivate?.(row.original);
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: DataTableRow<TData>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(row);
      return;
    }
    const current = event.currentTarget;
    const next =
      event.key === 'ArrowDown'
        ? current.nextElementSibling
        : event.key === 'ArrowUp'
          ? current.previousElementSibling
          : event.key === 'Home'
            ? current.parentElement?.firstElementChild
            : event.key === 'End'
              ? current.parentElement?.lastElementChild
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    // The rendered rows are in the table's order (virtual ones too, with those near the view rendered).
    if (next instanceof HTMLElement && next.tabIndex >= 0) next.focus();
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: DataTableRow<TData>) => {
    // Clicks on controls inside the row (checkbox, links, buttons) are theirs.
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, textarea, label, [role="checkbox"]')) return;
    activate(row);
  };

  const renderRow = (row: DataTableRow<TData>, index: number, start?: number) => {
    const current = currentRowId !== undefined && row.id === currentRowId;
    const selected = (selectable && row.getIsSelected()) || current;
    return (
      <tr
        key={row.id}
        className={styles.row({
          virtual: start !== undefined,
          interactive: Boolean(onRowActivate),
          selected,
        })}
        aria-rowindex={rowIndexOffset + index + 1}
        // The row's selection, in the words Radix uses for a checked item (tests and apps read it).
        data-state={selectable && row.getIsSelected() ? 'selected' : undefined}
        aria-current={current || undefined}
        tabIndex={onRowActivate ? 0 : undefined}
        onFocus={
          onRowActivate && onRowFocus
            ? (event) => {
                if (event.target === event.currentTarget) onRowFocus(row.original);
              }
            : undefined
        }
        onClick={onRowActivate ? (event) => onRowClick(event, row) : undefined}
        onKeyDown={onRowActivate ? (event) => onRowKeyDown(event, row) : undefined}
        style={start === undefined ? undefined : { transform: `translateY(${start}px)` }}
      >
        {selectable ? (
          <td
            {...stickySelectCell(sticky)}
            className={cx(styles.selectCell, stickySelectCell(sticky).className)}
          >
            <Checkbox
              label={t('table.selectRow', { row: rowLabel(row.original, row.index) })}
              hideLabel
              checked={row.getIsSelected()}
              disabled={!row.getCanSelect()}
              onCheckedChange={(checked) => row.toggleSelected(checked === true)}
            />
          </td>
        ) : null}
        {row.getAllCells().map((cell, cellIndex) => (
          <td
            key={cell.id}
            {...stickyDataCell(sticky, cellIndex)}
            className={cx(
              styles.cell,
              styles.align({ align: cell.column.columnDef.meta?.align }),
              stickyDataCell(sticky, cellIndex).className,
            )}
          >
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (rows.length === 0) {
    const totalCount = table.getCoreRowModel().rows.length;
    body = (
      <tr className={styles.messageRow}>
        <td className={styles.messageCell} colSpan={colCount} aria-colspan={colCount}>
          {loading ? (
            <Loading label={t('table.loadingRows')} />
          ) : totalCount === 0 ? (
            emptyState
          ) : (
            noResultsState
          )}
        </td>
      </tr>
    );
  } else if (virtual) {
    body = virtualizer.getVirtualItems().map((item) => {
      const row = rows[item.index];
      return row ? renderRow(row, item.index, item.start) : null;
    });
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  return (
    <tbody
      className={styles.tbody}
      style={virtual && rows.length > 0 ? { blockSize: `${virtualizer.getTotalSize()}px` } : undefined}
    >
      {body}
    </tbody>
  );
}
