'use client';

import type { Column, RowData } from '@tanstack/react-table';
import { useState } from 'react';
import {
  type ColumnFilterValue,
  type FilterOperator,
  filterOperators,
  isFilterOperator,
} from '../../lib/matchesFilter';
import { useT } from './i18n';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './DataTable.css';
import type { DataTableFeatures } from './dataTableFeatures';

export interface DataTableFilterProps<TData extends RowData> {
  column: Column<DataTableFeatures, TData, unknown>;
  /** Plain-text column name for the fields' accessible names. */
  label: string;
  /** The filter as typed (the table's rows may still show an earlier one: `table.filterInputs`). */
  value: ColumnFilterValue | undefined;
}

/**
 * The filter widget of one column (§5): an operator select and a value field. The filter is set as soon
 * as the value is not empty; the operator the user picks before typing is kept as a draft.
 */
export function DataTableFilter<TData extends RowData>({
  column,
  label,
  value,
}: DataTableFilterProps<TData>) {
  const t = useT();
  const meta = column.columnDef.meta;
  const current = value;
  const [draftOperator, setDraftOperator] = useState<FilterOperator>(
    meta?.defaultFilterOperator ?? 'contains',
  );
  const operator = current?.operator ?? draftOperator;
  const query = current?.query ?? '';

  return (
    <>
      <Select
        className={styles.filterOperator}
        label={t('table.filterOperator', { label })}
        hideLabel
        options={filterOperators.map(({ id }) => ({ value: id, label: t(`filter.${id}`) }))}
        value={operator}
        onChange={(event) => {
          const next = event.target.value;
          if (!isFilterOperator(next)) return;
          setDraftOperator(next);
          if (current) column.setFilterValue({ ...current, operator: next } satisfies ColumnFilterValue);
        }}
      />
      <TextField
        className={styles.filterValue}
        label={t('table.filterValue', { label })}
        hideLabel
        type={meta?.filterInputType ?? 'text'}
        placeholder={t('table.filterPlaceholder')}
        value={query}
        onChange={(event) => {
          const next = event.target.value;
          column.setFilterValue(
            next === '' ? undefined : ({ operator, query: next } satisfies ColumnFilterValue),
          );
        }}
      />
    </>
  );
}
