import { watchFirstAppearance } from '@chorus/testing/timing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOADING_DELAY_MS } from '../Loading';
import { DataTable } from './DataTable';
import { makeParticipants, type Participant } from './DataTable.fixtures';
import { createDataTableColumnHelper } from './dataTableFeatures';
import type { ColumnFiltersState, PaginationState, SortingState } from './useDataTable';

const column = createDataTableColumnHelper<Participant>();
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { width: 'minmax(12rem, 2fr)' } }),
  column.accessor('email', { header: 'Email', meta: { width: 'minmax(14rem, 2fr)' } }),
  column.accessor('role', { header: 'Role', meta: { width: '8rem' } }),
  column.accessor('minutesSpoken', {
    header: 'Minutes spoken',
    meta: { align: 'end', width: '10rem', filterInputType: 'number', defaultFilterOperator: 'greaterThan' },
  }),
  column.accessor('joined', {
    header: 'Joined',
    // The fixtures' dates in one fixed locale and time zone (stable screenshots): data, not the kit's text.
    cell: (info) => <span data-i18n-ignore>{dateFormat.format(info.getValue())}</span>,
    meta: { width: '9rem', filterInputType: 'date', defaultFilterOperator: 'greaterThan' },
  }),
]);

const participants = makeParticipants(42);
const tenThousand = makeParticipants(10_000, 11);
const getRowId = (row: Participant) => row.id;
const rowLabel = (row: Participant) => row.name;

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Participant>,
  args: { label: 'Participants', data: participants, columns, getRowId, rowLabel },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<Participant>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>): HTMLElement[] =>
  canvas.getAllByRole('row').filter((row: HTMLElement) => row.closest('tbody'));
/** Matches the pagination range ("1–10 of 42"), whose numbers sit in their own `<bdi>`. */
const range = (text: string) => (_content: string, element: Element | null) =>
  element?.getAttribute('data-part') === 'range' && element.textContent === text;
const firstCell = (canvas: ReturnType<typeof within>) =>
  within(bodyRows(canvas)[0] as HTMLElement).getAllByRole('cell')[0];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Participants' })).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(canvas.getByText(range('1–10 of 42'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/**
 * Wider than its place (a 40rem box): no header is cut (the narrow "Minutes spoken" column widens to its
 * header), and the selection and the first column stay in view while the table scrolls sideways.
 */
export const WiderThanItsPlace: Story = {
  args: {
    enableRowSelection: true,
    columns: column.columns([
      column.accessor('name', { header: 'Name', meta: { width: 'minmax(10rem, 1fr)' } }),
      column.accessor('email', { header: 'Email', meta: { width: 'minmax(14rem, 2fr)' } }),
      column.accessor('minutesSpoken', { header: 'Minutes spoken', meta: { width: '3rem' } }),
      column.accessor('role', { header: 'Role', meta: { width: '8rem' } }),
    ]),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Participants' });
    for (const header of within(table).getAllByRole('columnheader')) {
      const text = header.querySelector<HTMLElement>('[data-header-text]');
      if (text) await waitFor(() => expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth));
    }
    const scroller = canvas.getByRole('region', { name: 'Participants' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const name = within(bodyRows(canvas)[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement;
    const checkbox = within(bodyRows(canvas)[0] as HTMLElement).getByRole('checkbox');
    const before = { name: name.getBoundingClientRect().left, box: checkbox.getBoundingClientRect().left };
    scroller.scrollLeft = 200;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(checkbox.getBoundingClientRect().left).toBeCloseTo(before.box, 0);
    await expect(name.getBoundingClientRect().left).toBeCloseTo(before.name, 0);
  },
};

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Minutes spoken/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button', { name: /Minutes spoken/ });
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = Math.min(...participants.map((p) => p.minutesSpoken));
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText(String(ascending))).toBeVisible();
    // Keyboard: Enter on the focused header button cycles to descending, then to unsorted.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = Math.max(...participants.map((p) => p.minutesSpoken));
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText(String(descending))).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // Sorting by name: text order.
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    const names = participants.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    await expect(firstCell(canvas)).toHaveTextContent(names[0] as string);
  },
};

export const Pagination: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText(range('11–20 of 42'))).toBeVisible();
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText(range('41–42 of 42'))).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText(range('1–10 of 42'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '25');
    await expect(bodyRows(canvas)).toHaveLength(25);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

export const ColumnFilters: Story = {
  args: { defaultShowFilters: false },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Every operator of §5 is offered, and nothing else.
    const operator = canvas.getByRole('combobox', { name: 'Name filter operator' });
    await expect(
      within(operator)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Contains', 'Starts with', 'Ends with', 'Matches', 'Greater than', 'Less than']);

    // Numbers compare as numbers.
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Minutes spoken filter value' }), '100');
    const expected = participants.filter((p) => p.minutesSpoken > 100).length;
    await expect(canvas.getByText(range(`1–${Math.min(10, expected)} of ${expected}`))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    // A regular expression; an invalid one does not break the table.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await userEvent.selectOptions(operator, 'matches');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name filter value' }), '^grace');
    const graces = participants.filter((p) => /^grace/i.test(p.name)).length;
    await expect(canvas.getByText(`of ${graces}`, { exact: false })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name filter value' }), '[[');
    await expect(canvas.getByText('No rows match the search or filters.')).toBeVisible();
  },
};

export const GlobalSearch: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search Participants' });
    await userEvent.type(search, 'HOPPER');
    const expected = participants.filter((p) => /hopper/i.test(`${p.name} ${p.email}`)).length;
    await expect(canvas.getByText(`of ${expected}`, { exact: false })).toBeVisible();
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent(/hopper/i);
    await userEvent.clear(search);
    await userEvent.type(search, 'no such person');
    await expect(canvas.getByText('No rows match the search or filters.')).toBeVisible();
  },
};

export const RowSelection: Story = {
  args: { enableRowSelection: true, onRowSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByText('42 selected')).toBeVisible();
    await expect(args.onRowSelectionChange).toHaveBeenCalled();
    const first = participants[0] as Participant;
    const one = canvas.getByRole('checkbox', { name: `Select ${first.name}` });
    await userEvent.click(one);
    await expect(one).not.toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.getByText('41 selected')).toBeVisible();
    await expect(bodyRows(canvas)[0]).not.toHaveAttribute('data-state');
    await expect(bodyRows(canvas)[1]).toHaveAttribute('data-state', 'selected');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByText(/selected/)).toBeNull();
  },
};

export const RowActivation: Story = {
  args: { onRowActivate: fn(), enableRowSelection: true },
  play: async ({ args, canvas }) => {
    const [first, second] = bodyRows(canvas) as [HTMLElement, HTMLElement];
    await userEvent.click(within(first).getAllByRole('cell')[1] as HTMLElement);
    await expect(args.onRowActivate).toHaveBeenCalledWith(participants[0]);
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(participants[1]);
    await userEvent.keyboard(' ');
    await expect(args.onRowActivate).toHaveBeenCalledTimes(3);
    // The checkbox in a row selects; it does not activate the row.
    await userEvent.click(within(first).getByRole('checkbox'));
    await expect(args.onRowActivate).toHaveBeenCalledTimes(3);
  },
};

/** The arrow keys (and Home, End) move the focus between interactive rows; the focused row is reported. */
export const RowsByKeyboard: Story = {
  args: { onRowActivate: fn(), onRowFocus: fn(), currentRowId: participants[1]?.id },
  play: async ({ args, canvas }) => {
    const rows = bodyRows(canvas);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    first.focus();
    await expect(args.onRowFocus).toHaveBeenLastCalledWith(participants[0]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await expect(args.onRowFocus).toHaveBeenLastCalledWith(participants[1]);
    await userEvent.keyboard('{End}');
    await expect(rows.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(participants[0]);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rows to show.')).toBeVisible();
    // No "0–0 of 0 · Page 0 of 0" (issue 30, item 11): the footer says there is nothing.
    await expect(canvas.getByText(range('No rows'))).toBeVisible();
    await expect(canvas.queryByText('Page 0 of 0')).toBeNull();
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ mount, canvasElement }) => {
    const mounted = performance.now();
    const indicatorAt = watchFirstAppearance(canvasElement, '[role="progressbar"]');
    const canvas = await mount();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('progressbar', { name: 'Loading rows…' })).toBeVisible();
    // The indicator waited 300 ms before it showed (§9).
    await expect(indicatorAt() - mounted).toBeGreaterThanOrEqual(LOADING_DELAY_MS);
    // No footer under the empty table yet: it would jump down when the rows arrive.
    await expect(canvas.queryByLabelText('Rows per page')).toBeNull();
  },
};

function ControlledTable() {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 1, pageSize: 5 });
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  return (
    <div>
      <p>
        Sorted by{' '}
        {sorting.map((s) => `${s.id} ${s.desc ? 'descending' : 'ascending'}`).join(', ') || 'nothing'}, page{' '}
        {pagination.pageIndex + 1}, {columnFilters.length} filters
      </p>
      <button type="button" onClick={() => setSorting([])}>
        Reset sorting
      </button>
      <DataTable
        label="Participants"
        data={participants}
        columns={columns}
        getRowId={getRowId}
        sorting={sorting}
        onSortingChange={setSorting}
        pagination={pagination}
        onPaginationChange={setPagination}
        columnFilters={columnFilters}
        onColumnFiltersChange={setColumnFilters}
        pageSizeOptions={[5, 10]}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorted by name descending, page 2, 0 filters')).toBeVisible();
    await expect(canvas.getByText(range('6–10 of 42'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Sorted by name descending, page 3, 0 filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset sorting' }));
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
  },
};

function TenThousandRowsTable() {
  const data = useMemo(() => tenThousand, []);
  return (
    <DataTable
      label="Participants"
      data={data}
      columns={columns}
      getRowId={getRowId}
      rowLabel={rowLabel}
      paginate={false}
      enableRowSelection
      height="24rem"
    />
  );
}

export const TenThousandRows: Story = {
  // The rows are the story's data (args), though the table takes them from the component.
  args: { data: tenThousand },
  render: () => <TenThousandRowsTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10,000 rows')).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only the rows in view (plus a few) are in the document.
    await expect(bodyRows(canvas).length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Participants' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText((tenThousand.at(-1) as Participant).name)).toBeVisible());
    await expect(bodyRows(canvas).length).toBeLessThan(60);
    const last = bodyRows(canvas).at(-1) as HTMLElement;
    await expect(last).toHaveAttribute('aria-rowindex', '10001');
    // Sorting still applies to every row, not just the rendered ones.
    await userEvent.click(canvas.getByRole('button', { name: /Minutes spoken/ }));
    await waitFor(() => expect(region.scrollTop).toBe(0));
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('0');
  },
};

const selectedThree = { p1: true, p3: true, p4: true } as const;

/** Filters open, rows selected and a sorted column: the states whose colours matter, for each theme. */
export const Showcase: Story = {
  args: {
    data: participants.slice(0, 6),
    enableRowSelection: true,
    defaultRowSelection: selectedThree,
    defaultSorting: [{ id: 'minutesSpoken', desc: false }],
    defaultColumnFilters: [{ id: 'role', value: { operator: 'contains', query: 'e' } }],
    defaultShowFilters: true,
    onRowActivate: fn(),
    pageSizeOptions: [10],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Role filter value' })).toHaveValue('e');
    await expect(canvas.getByText('3 selected')).toBeVisible();
  },
};

export const ShowcaseDark: Story = { ...Showcase, globals: { theme: 'defaultDark' } };
export const ShowcaseMainThemeDark: Story = { ...Showcase, globals: { theme: 'mainThemeDark' } };

export const RightToLeft: Story = {
  ...Showcase,
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    const headers = canvas.getAllByRole('columnheader');
    const first = (headers[0] as HTMLElement).getBoundingClientRect();
    const second = (headers[1] as HTMLElement).getBoundingClientRect();
    // The selection column comes first in reading order, so it sits at the right.
    await expect(first.left).toBeGreaterThan(second.left);
  },
};

// Usage examples for the docs page (DataTable.mdx): out of the sidebar and of the docs page's list of states.

/**
 * Don't: a table for three names with nothing to compare: the search, the pagination and the column headers are
 * noise around a list.
 */
export const DontForAShortList: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    data: participants.slice(0, 3),
    columns: column.columns([column.accessor('name', { header: 'Name' })]),
  },
};
