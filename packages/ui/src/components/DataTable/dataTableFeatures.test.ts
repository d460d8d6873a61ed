import { constructTable, type RowData, tableFeatures } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import { createDataTableColumnHelper, type DataTableColumnDef, dataTableFeatures } from './dataTableFeatures';

interface Meeting {
  id: string;
  title: string;
  attendees: number | null;
  starts: Date | string;
}

const data: Meeting[] = [
  { id: 'a', title: 'Design review', attendees: 9, starts: new Date('2026-02-01T10:00:00Z') },
  { id: 'b', title: 'All hands', attendees: 120, starts: '2026-01-15' },
  { id: 'c', title: 'Retro', attendees: null, starts: '2026-03-01' },
  { id: 'd', title: '', attendees: 10, starts: '2026-02-20' },
];

const column = createDataTableColumnHelper<Meeting>();
const columns = column.columns([
  column.accessor('title', { header: 'Title' }),
  column.accessor('attendees', { header: 'Attendees' }),
  column.accessor('starts', { header: 'Starts' }),
]);

// The DataTable's features plus store reactivity, so the table runs headless in Node.
const features = tableFeatures({ ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() });

function table<T extends RowData>(rows: T[], cols: ReadonlyArray<DataTableColumnDef<T>>) {
  return constructTable({
    features,
    data: rows,
    columns: cols as never,
    getRowId: (row: T) => (row as { id: string }).id,
    defaultColumn: { filterFn: 'operator' },
    globalFilterFn: 'globalSearch',
    getColumnCanGlobalFilter: (col: { accessorFn?: unknown }) => col.accessorFn !== undefined,
    sortDescFirst: false,
    manualPagination: true,
  } as never) as ReturnType<typeof constructTable<typeof features, T>>;
}

const ids = (t: ReturnType<typeof table<Meeting>>) => t.getRowModel().rows.map((row) => row.id);

describe('the DataTable column filter', () => {
  it('applies matchesFilter with the column operator', () => {
    const t = table(data, columns);
    t.setColumnFilters([{ id: 'title', value: { operator: 'startsWith', query: 'de' } }]);
    // The empty title passes, as §5 asks.
    expect(ids(t)).toEqual(['a', 'd']);
  });

  it('compares numbers as numbers and lets empty values through', () => {
    const t = table(data, columns);
    t.setColumnFilters([{ id: 'attendees', value: { operator: 'greaterThan', query: '9' } }]);
    expect(ids(t)).toEqual(['b', 'c', 'd']);
  });

  it('compares dates as dates, across Date objects and ISO strings', () => {
    const t = table(data, columns);
    t.setColumnFilters([{ id: 'starts', value: { operator: 'lessThan', query: '2026-02-15' } }]);
    expect(ids(t)).toEqual(['a', 'b']);
  });

  it('combines column filters', () => {
    const t = table(data, columns);
    t.setColumnFilters([
      { id: 'starts', value: { operator: 'greaterThan', query: '2026-01-31' } },
      { id: 'title', value: { operator: 'matches', query: '^(design|retro)' } },
    ]);
    expect(ids(t)).toEqual(['a', 'c', 'd']);
  });

  it('removes a filter whose query is emptied', () => {
    const t = table(data, columns);
    t.setColumnFilters([{ id: 'title', value: { operator: 'contains', query: '' } }]);
    expect(t.store.state.columnFilters).toEqual([]);
    expect(ids(t)).toHaveLength(4);
  });
});

describe('the DataTable global search', () => {
  it('finds the text in any column, ignoring case, without counting empty cells as matches', () => {
    const t = table(data, columns);
    t.setGlobalFilter('HANDS');
    expect(ids(t)).toEqual(['b']);
    // Rows c and d have empty cells; they match only through their other values.
    t.setGlobalFilter('retro');
    expect(ids(t)).toEqual(['c']);
    // Numbers and dates are searched as text.
    t.setGlobalFilter('12');
    expect(ids(t)).toEqual(['b']);
    t.setGlobalFilter('2026-02');
    expect(ids(t)).toEqual(['a', 'd']);
  });
});

describe('the DataTable sorting', () => {
  it('sorts numbers ascending first', () => {
    const t = table(
      data.filter((row) => row.attendees !== null),
      columns,
    );
    t.getColumn('attendees')?.toggleSorting();
    expect(t.store.state.sorting).toEqual([{ id: 'attendees', desc: false }]);
    expect(ids(t)).toEqual(['a', 'd', 'b']);
  });
});
