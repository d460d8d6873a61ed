import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visits = [1200, 1900, 1500, 2600, 3100, 2800, 3900, 4200, 3600, 4800, 5200, 4700];

const meta = {
  title: 'Apps/Dashboards/Chart',
  component: Chart,
  args: {
    kind: 'line',
    title: 'Visits, 2026',
    labels: months,
    series: [{ label: 'Visits', data: visits }],
    xTitle: 'Month',
    yTitle: 'Visits',
  },
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Axis titles and ticks, an accessible name and a summary of the lowest, highest and last values. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Visits, 2026' });
    await expect(chart).toHaveAccessibleDescription(
      'Line chart from Jan to Dec. Visits: lowest 1,200 (Jan), highest 5,200 (Nov), last 4,700 (Dec).',
    );
    await expect(within(chart).getByText('Month')).toBeInTheDocument();
    await expect(within(chart).getAllByText('Visits').length).toBeGreaterThan(0);
  },
};

/** The pointer shows the nearest month's reading in a tooltip. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Visits, 2026' });
    const plot = chart.querySelector('rect[fill="transparent"]') as SVGRectElement;
    const box = plot.getBoundingClientRect();
    plot.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: box.right - 1,
        clientY: box.top + box.height / 2,
      }),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-hidden="true"] div')).toHaveTextContent('Dec'),
    );
    await expect(canvas.getByText('Visits: 4,700')).toBeInTheDocument();
  },
};

export const Area: Story = {
  args: {
    kind: 'area',
    title: 'Visitors',
    labels: ['00:00', '04:00', '08:00', '12:00', '16:00', '20:00'],
    series: [
      { label: 'Yesterday', data: [120, 80, 300, 420, 390, 210] },
      { label: 'Today', data: [140, 90, 280, 460, 410, 250] },
    ],
    xTitle: 'Time of day',
    yTitle: 'Visitors',
  },
  play: async ({ canvasElement }) => {
    const legend = await within(canvasElement).findByRole('list', { name: 'Legend: Visitors' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yesterday', 'Today']);
  },
};

export const Bar: Story = {
  args: {
    kind: 'bar',
    title: 'Created vs completed tasks',
    labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    series: [
      { label: 'Created', data: [12, 18, 9, 22, 15, 4, 2] },
      { label: 'Completed', data: [10, 14, 12, 19, 17, 3, 1] },
    ],
    xTitle: 'Day',
    yTitle: 'Tasks',
  },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Created vs completed tasks' });
    await expect(chart.querySelectorAll('rect[rx]')).toHaveLength(14);
  },
};

/** A doughnut: the legend gives each slice's value, the summary its share. */
export const Doughnut: Story = {
  args: {
    kind: 'doughnut',
    title: 'Devices',
    labels: ['Desktop', 'Mobile', 'Tablet'],
    series: [{ label: 'Share', data: [62, 31, 7] }],
    format: (value: number) => `${value}%`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Devices' });
    await expect(chart).toHaveAccessibleDescription(
      'Doughnut chart in 3 parts: Desktop 62% (62%). Mobile 31% (31%). Tablet 7% (7%).',
    );
    await expect(within(canvas.getByRole('list')).getByText('Mobile: 31%')).toBeVisible();
  },
};

export const Sparkline: Story = {
  args: {
    kind: 'sparkline',
    title: 'Conversion, last 7 days',
    labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    series: [{ label: 'Conversion', data: [34, 56, 41, 72, 66, 80, 59] }],
  },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Conversion, last 7 days' });
    await expect(chart).toHaveAttribute('height', '48');
  },
};

/** "Show as table": the same data as a table, one column per series. */
export const AsTable: Story = {
  args: Area.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Visitors' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time of day', 'Yesterday', 'Today']);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toBeVisible();
  },
};

export const DoughnutAsTable: Story = {
  args: { ...Doughnut.args, xTitle: 'Device' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Devices' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Device', 'Share', 'Share of the total']);
  },
};

export const NoData: Story = {
  args: { labels: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Visits, 2026' }),
    ).toHaveAccessibleDescription('No data to show.');
  },
};

export const LineDark: Story = { ...Line, globals: { theme: 'defaultDark' } };
export const AreaDark: Story = { ...Area, globals: { theme: 'defaultDark' } };
export const BarDark: Story = { ...Bar, globals: { theme: 'defaultDark' } };
export const DoughnutDark: Story = { ...Doughnut, globals: { theme: 'defaultDark' } };
export const SparklineDark: Story = { ...Sparkline, globals: { theme: 'defaultDark' } };
export const AsTableDark: Story = { ...AsTable, globals: { theme: 'defaultDark' } };
