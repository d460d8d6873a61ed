import { type AnalyticsWidgets, dashboardsPaths } from '@chorus/mock-handlers/contracts';
import { resetSettingsStore, settingsStore } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signInForStory } from '../../../lib/storyAuth';
import {
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../lib/storybook';
import { dashboardsApi } from '../../dashboards.api';
import AnalyticsScreen from './AnalyticsScreen';

const meta = {
  title: 'Apps/Dashboards/AnalyticsScreen',
  component: AnalyticsScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    resetSettingsStore();
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/apps/dashboards/analytics', route: '/apps/dashboards/analytics' })],
} satisfies Meta<typeof AnalyticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 15_000 });

/** Every widget of the API: the visits by year, the four figure cards, visitors by hour, devices, top countries. */
export const Widgets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const served = await dashboardsApi.analytics();
    const year = Object.keys(served.visits.charts).sort().at(-1) as string;
    const visits = await region(canvasElement, served.visits.title);
    await expect(
      await within(visits).findByRole(
        'img',
        { name: `${served.visits.title}, ${year}` },
        { timeout: 15_000 },
      ),
    ).toHaveAccessibleDescription(/^Line chart from Jan to Dec\. Visits: lowest /);
    for (const stat of served.stats) {
      const card = canvas.getByRole('article', { name: stat.title });
      await expect(within(card).getByRole('img', { name: `${stat.title}, last 7 days` })).toBeVisible();
      await expect(within(card).getByText(/(above|below) target|On target/)).toBeVisible();
    }
    const visitors = canvas.getByRole('region', { name: served.visitorsByHour.title });
    await expect(within(visitors).getByRole('img', { name: served.visitorsByHour.title })).toBeVisible();
    const legend = within(visitors).getByRole('list', { name: `Legend: ${served.visitorsByHour.title}` });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(served.visitorsByHour.chart.datasets.map((d) => d.label));
    const devices = canvas.getByRole('region', { name: served.devices.title });
    await expect(
      within(devices).getByRole('img', { name: served.devices.title }),
    ).toHaveAccessibleDescription(/^Doughnut chart in 3 parts: Desktop 62% \(62%\)\./);
    const countries = canvas.getByRole('region', { name: served.topCountries.title });
    await expect(within(countries).getAllByRole('progressbar')).toHaveLength(served.topCountries.rows.length);
  },
};

/** "Show as table" shows the chart's data as a table with a header per series; "Show as chart" brings it back. */
export const ShowAsTable: Story = {
  play: async ({ canvasElement }) => {
    const served = await dashboardsApi.analytics();
    const visitors = await region(canvasElement, served.visitorsByHour.title);
    await userEvent.click(within(visitors).getByRole('button', { name: 'Show as table' }));
    const table = within(visitors).getByRole('table', { name: served.visitorsByHour.title });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Time of day', 'Yesterday', 'Today']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(served.visitorsByHour.chart.labels.length + 1);
    const first = served.visitorsByHour.chart;
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      first.labels[0] as string,
    );
    await expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      String(first.datasets[1]?.data[0]),
    );
    await userEvent.click(within(visitors).getByRole('button', { name: 'Show as chart' }));
    await expect(within(visitors).getByRole('img', { name: served.visitorsByHour.title })).toBeVisible();
  },
};

/** Another year's visits: the chart follows, and the choice is kept with the user's settings. */
export const VisitsYear: Story = {
  play: async ({ canvasElement }) => {
    const served = await dashboardsApi.analytics();
    const [, previous] = Object.keys(served.visits.charts).sort().reverse() as [string, string];
    const visits = await region(canvasElement, served.visits.title);
    await userEvent.selectOptions(
      within(visits).getByRole('combobox', { name: `Range of ${served.visits.title}` }),
      previous,
    );
    await expect(
      await within(visits).findByRole('img', { name: `${served.visits.title}, ${previous}` }),
    ).toBeVisible();
    await expect(settingsStore.settings.apps?.dashboards?.['range.visits']).toBe(previous);
  },
};

/** The arrow keys move the tooltip from month to month, and the reading is announced. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const served = await dashboardsApi.analytics();
    const year = Object.keys(served.visits.charts).sort().at(-1) as string;
    const data = served.visits.charts[year]?.datasets[0]?.data ?? [];
    const visits = await region(canvasElement, served.visits.title);
    const plot = within(visits).getByRole('group', { name: /arrow keys read each point/ });
    plot.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(
        within(plot).getByText(new RegExp(`^Feb: Visits ${data[1]?.toLocaleString('en')}$`)),
      ).toBeInTheDocument(),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(
        within(plot).getByText(new RegExp(`^Dec: Visits ${data[11]?.toLocaleString('en')}$`)),
      ).toBeInTheDocument(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    const served = await dashboardsApi.analytics();
    await expect(
      await within(canvasElement).findByRole('img', { name: served.devices.title }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

const empty: AnalyticsWidgets = {
  visits: { title: 'Visits', charts: {} },
  stats: [],
  visitorsByHour: { title: 'Visitors', chart: { chartType: 'area', labels: [], datasets: [] } },
  devices: { title: 'Devices', chart: { chartType: 'doughnut', labels: [], datasets: [] } },
  topCountries: { title: 'Top countries', rows: [] },
};

export const Empty: Story = {
  parameters: withHandlers(http.get(dashboardsPaths.analyticsWidgets, () => HttpResponse.json(empty))),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No analytics yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(dashboardsPaths.analyticsWidgets)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the analytics…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(failsWith(dashboardsPaths.analyticsWidgets, 'The analytics service is down')),
    i18n: { apiText: ['The analytics service is down'] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the analytics: The analytics service is down');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 360 px: one column, the charts as wide as the column, nothing scrolls sideways. */
export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const served = await dashboardsApi.analytics();
    const visits = await region(canvasElement, served.visits.title);
    const chart = await within(visits).findByRole('img', {}, { timeout: 15_000 });
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
    const width = chart.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(240);
    await expect(width).toBeLessThanOrEqual(360);
  },
};

/** In Arabic (right to left): the page in the language's words, the charts' summaries too. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'لوحة التحليلات' })).toBeVisible();
    await expect(
      (await canvas.findAllByRole('button', { name: 'عرض كجدول' }, { timeout: 15_000 })).length,
    ).toBeGreaterThan(0);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * In Spanish: the widgets' titles are UI strings, found by their handle in the page's catalogue, not the API's
 * English ("Visits", "Top countries").
 */
export const SpanishWidgetTitles: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visits = await region(canvasElement, 'Visitas');
    await expect(within(visits).getByRole('combobox', { name: 'Periodo de Visitas' })).toBeVisible();
    for (const name of ['Conversión', 'Impresiones', 'Visitas', 'Reuniones celebradas'])
      await expect(canvas.getByRole('article', { name })).toBeVisible();
    for (const name of ['Visitantes', 'Dispositivos', 'Países principales'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Top countries' })).toBeNull();
  },
};
