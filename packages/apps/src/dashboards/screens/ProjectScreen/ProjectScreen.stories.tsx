import { dashboardsPaths, type ProjectWidgets } from '@chorus/mock-handlers/contracts';
import { authStore, resetSettingsStore, settingsStore } from '@chorus/shell';
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
import ProjectScreen from './ProjectScreen';

const meta = {
  title: 'Apps/Dashboards/ProjectScreen',
  component: ProjectScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    resetSettingsStore();
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/apps/dashboards/project', route: '/apps/dashboards/project' })],
} satisfies Meta<typeof ProjectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 15_000 });
const prefs = () => settingsStore.settings.apps?.dashboards ?? {};

/** The greeting with the user's name, the project picker, and the Home tab's widgets. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Welcome back, ${authStore.user.data.displayName}!` }),
    ).toBeVisible();
    const [projects, widgets] = await Promise.all([dashboardsApi.projects(), dashboardsApi.projectWidgets()]);
    const picker = await canvas.findByRole('combobox', { name: 'Project' }, { timeout: 15_000 });
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(projects.map((p) => p.name));
    for (const summary of widgets.summary) {
      const card = await region(canvasElement, summary.title);
      await expect(within(card).getByText(String(summary.count.DT))).toBeVisible();
    }
    const tasks = canvas.getByRole('region', { name: widgets.taskDistribution.title });
    await expect(
      within(tasks).getByRole('img', { name: `${widgets.taskDistribution.title}, This Week` }),
    ).toBeVisible();
    const schedule = canvas.getByRole('region', { name: 'Schedule' });
    await expect(within(schedule).getAllByRole('listitem')).toHaveLength(
      widgets.schedule.items.T?.length ?? 0,
    );
    const weather = canvas.getByRole('region', { name: 'Weather' });
    await expect(within(weather).getByText(`${widgets.weather.temperature.C}°C`)).toBeVisible();
  },
};

/** A day range switches a summary's figures; a week range switches the tasks chart; both are kept in the settings. */
export const Ranges: Story = {
  play: async ({ canvasElement }) => {
    const widgets = await dashboardsApi.projectWidgets();
    const summary = widgets.summary[0] as ProjectWidgets['summary'][number];
    const card = await region(canvasElement, summary.title);
    await userEvent.selectOptions(
      within(card).getByRole('combobox', { name: `Range of ${summary.title}` }),
      'DY',
    );
    await expect(within(card).getByText(String(summary.count.DY))).toBeVisible();
    await expect(within(card).getByText(`${summary.extra.label}: ${summary.extra.count.DY}`)).toBeVisible();
    await expect(prefs()[`range.summary.${summary.id}`]).toBe('DY');
    const tasks = within(canvasElement).getByRole('region', { name: widgets.taskDistribution.title });
    await userEvent.selectOptions(
      within(tasks).getByRole('combobox', { name: `Range of ${widgets.taskDistribution.title}` }),
      'LW',
    );
    await expect(
      within(tasks).getByRole('img', { name: `${widgets.taskDistribution.title}, Last Week` }),
    ).toBeVisible();
    await expect(prefs()['range.tasks']).toBe('LW');
  },
};

/** The saved choices show at once: °F, mph, yesterday's figures, tomorrow's schedule. */
export const SavedChoices: Story = {
  beforeEach: () => {
    settingsStore.settings.apps = {
      dashboards: { 'weather.temperature': 'F', 'weather.speed': 'MPH', 'range.schedule': 'TM' },
    };
  },
  play: async ({ canvasElement }) => {
    const widgets = await dashboardsApi.projectWidgets();
    const weather = await region(canvasElement, 'Weather');
    await expect(within(weather).getByText(`${widgets.weather.temperature.F}°F`)).toBeVisible();
    await expect(within(weather).getByRole('radio', { name: '°F' })).toBeChecked();
    await expect(
      within(weather).getByText(`${widgets.weather.wind.MPH} mph ${widgets.weather.wind.direction}`),
    ).toBeVisible();
    const schedule = within(canvasElement).getByRole('region', { name: 'Schedule' });
    await expect(within(schedule).getByRole('combobox')).toHaveValue('TM');
  },
};

/** °C/°F and km/h/mph switch the weather's figures and are kept with the user's settings. */
export const WeatherUnits: Story = {
  play: async ({ canvasElement }) => {
    const widgets = await dashboardsApi.projectWidgets();
    const weather = await region(canvasElement, 'Weather');
    await userEvent.click(within(weather).getByRole('radio', { name: '°F' }));
    await expect(within(weather).getByText(`${widgets.weather.temperature.F}°F`)).toBeVisible();
    for (const day of widgets.weather.next3Days)
      await expect(within(weather).getAllByText(`${day.temperature.F}°F`).length).toBeGreaterThan(0);
    await userEvent.click(within(weather).getByRole('radio', { name: 'mph' }));
    await expect(
      within(weather).getByText(`${widgets.weather.wind.MPH} mph ${widgets.weather.wind.direction}`),
    ).toBeVisible();
    await expect(prefs()).toMatchObject({ 'weather.temperature': 'F', 'weather.speed': 'MPH' });
  },
};

/** The project picked is in the URL (?project=), so a reload or a shared link keeps it. */
export const PickedProject: Story = {
  parameters: { route: '/apps/dashboards/project?project=project-3' },
  play: async ({ canvasElement }) => {
    const projects = await dashboardsApi.projects();
    const picker = await within(canvasElement).findByRole(
      'combobox',
      { name: 'Project' },
      { timeout: 15_000 },
    );
    await expect(picker).toHaveValue('project-3');
    await userEvent.selectOptions(picker, projects[0]?.id ?? '');
    await waitFor(() => expect(picker).toHaveValue(projects[0]?.id));
  },
};

/** The Budget tab: budget against expenses, the expenses' shares, and the budget table. */
export const Budget: Story = {
  parameters: { route: '/apps/dashboards/project?tab=budget' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widgets = await dashboardsApi.projectWidgets();
    await expect(
      await canvas.findByRole('img', { name: 'Budget and expenses by type' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Expenses by type' })).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(widgets.budget.rows.length + 1);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(widgets.budget.columns.map((c) => c.title));
  },
};

/** The Team tab: the members' table; the tabs move with the arrow keys. */
export const Team: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widgets = await dashboardsApi.projectWidgets();
    await region(canvasElement, widgets.summary[0]?.title ?? '');
    canvas.getByRole('tab', { name: 'Home' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true'),
    );
    const table = await canvas.findByRole('table');
    const first = widgets.teamMembers.rows[0]?.cells[0]?.value ?? '';
    await expect(within(table).getByRole('rowheader', { name: first })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  parameters: { route: '/apps/dashboards/project?tab=budget' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Expenses by type' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const DarkHome: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'Weather')).toBeVisible();
  },
};

const empty: ProjectWidgets = {
  dayRanges: {},
  weekRanges: {},
  summary: [],
  taskDistribution: { title: 'Tasks', charts: {} },
  budget: { title: 'Budget', columns: [], rows: [] },
  teamMembers: { title: 'Team', columns: [], rows: [] },
  schedule: { ranges: {}, items: {} },
  weather: {
    location: '',
    icon: '',
    temperature: { C: 0, F: 32 },
    wind: { KMH: 0, MPH: 0, direction: '' },
    rainProbability: 0,
    next3Days: [],
    next5Days: [],
  },
};

export const Empty: Story = {
  parameters: withHandlers(
    http.get(dashboardsPaths.projectWidgets, () => HttpResponse.json(empty)),
    http.get(dashboardsPaths.projects, () => HttpResponse.json([])),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nothing on this project yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
    // The two lists arrive apart: the second may come a moment after the first.
    await expect(await canvas.findByText('No projects yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(
    neverAnswers(dashboardsPaths.projectWidgets),
    neverAnswers(dashboardsPaths.projects),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the project…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Loading the projects…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(
      failsWith(dashboardsPaths.projectWidgets, 'The project service is down'),
      failsWith(dashboardsPaths.projects, 'The project service is down'),
    ),
    i18n: { apiText: ['The project service is down'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Could not load the project: The project service is down',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    // The two lists fail apart: the second may arrive a moment after the first.
    await expect(
      await canvas.findByText('Could not load the projects: The project service is down'),
    ).toBeVisible();
  },
};

/** At 360 px: one column, nothing scrolls sideways (the tables scroll inside their own box). */
export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  parameters: { route: '/apps/dashboards/project?tab=budget' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole(
      'img',
      { name: 'Budget and expenses by type' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(240);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const SmallScreenHome: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await region(canvasElement, 'Weather');
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

/**
 * In Arabic: the widgets' titles, the summaries' words and the ranges are UI strings, found by their handle in the
 * page's catalogue, not the API's English ("Due Tasks", "Today", "This Week").
 */
export const ArabicWidgetTitles: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const due = await region(canvasElement, 'المهام المستحقة');
    const dayRange = within(due).getByRole('combobox', { name: 'فترة المهام المستحقة' });
    await expect(
      within(dayRange)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['أمس', 'اليوم', 'غدًا']);
    await expect(within(due).getByText('مستحقة')).toBeVisible();
    for (const name of ['المتأخرة', 'المشكلات', 'الميزات'])
      await expect(within(canvasElement).getByRole('region', { name })).toBeVisible();
    const tasks = within(canvasElement).getByRole('region', { name: 'المهام المنشأة مقابل المكتملة' });
    await expect(
      within(tasks).getByRole('img', { name: 'المهام المنشأة مقابل المكتملة، هذا الأسبوع' }),
    ).toBeVisible();
  },
};
