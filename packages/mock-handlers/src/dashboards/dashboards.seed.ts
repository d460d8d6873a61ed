import { createRandom, type Random } from '@chorus/domain';
import { CITIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES } from '../lib/words';
import {
  DAY_RANGES,
  WEEK_RANGES,
  type AnalyticsWidgets,
  type Chart,
  type Project,
  type ProjectWidgets,
} from './dashboards.schema';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const series = (random: Random, length: number, min: number, max: number) =>
  Array.from({ length }, () => random.int(min, max));
const chart = (chartType: Chart['chartType'], labels: string[], datasets: Chart['datasets']): Chart => ({
  chartType,
  labels,
  datasets,
});
const c2f = (c: number) => Math.round(c * 1.8 + 32);
const k2m = (k: number) => Math.round(k * 0.621);

export interface DashboardsState {
  analytics: AnalyticsWidgets;
  project: ProjectWidgets;
  projects: Project[];
}

export function seedDashboards(): DashboardsState {
  const random = createRandom('dashboards');
  const year = new Date().getUTCFullYear();
  const days = Array.from({ length: 7 }, (_, i) => WEEKDAYS[i] as string);
  const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);
  const analytics: AnalyticsWidgets = {
    visits: {
      title: 'Visits',
      charts: Object.fromEntries(
        [year - 2, year - 1, year].map((y) => [
          String(y),
          chart('line', MONTHS, [{ label: 'Visits', data: series(random, 12, 1_000, 6_000) }]),
        ]),
      ),
    },
    stats: [
      ['conversion', 'Conversion', 492],
      ['impressions', 'Impressions', 87_000],
      ['visits', 'Visits', 882],
      ['meetings', 'Meetings held', 143],
    ].map(([id, title, value]) => ({
      id: String(id),
      title: String(title),
      value: Number(value),
      ofTarget: random.int(-20, 40),
      chart: chart('bar', days, [{ label: String(title), data: series(random, 7, 10, 100) }]),
    })),
    visitorsByHour: {
      title: 'Visitors',
      chart: chart('area', hours, [
        { label: 'Yesterday', data: series(random, 12, 50, 500) },
        { label: 'Today', data: series(random, 12, 50, 500) },
      ]),
    },
    devices: {
      title: 'Devices',
      chart: chart('doughnut', ['Desktop', 'Mobile', 'Tablet'], [{ label: 'Share', data: [62, 31, 7] }]),
    },
    topCountries: {
      title: 'Top countries',
      rows: ['United States', 'Germany', 'Japan', 'Brazil', 'India', 'Canada'].map((country) => ({
        country,
        visits: random.int(200, 9_000),
      })),
    },
  };
  const dayCounts = () => ({ DY: random.int(0, 40), DT: random.int(0, 40), DTM: random.int(0, 40) });
  const member = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const temp = random.int(8, 26);
  const wind = random.int(4, 30);
  const forecast = (count: number) =>
    WEEKDAYS.slice(0, count).map((name) => {
      const c = random.int(5, 28);
      return { name, icon: random.pick(['sunny', 'cloudy', 'rainy']), temperature: { C: c, F: c2f(c) } };
    });
  const project: ProjectWidgets = {
    dayRanges: { ...DAY_RANGES },
    weekRanges: { ...WEEK_RANGES },
    summary: [
      ['due', 'Due Tasks', 'Due', 'Completed'],
      ['overdue', 'Overdue', 'Tasks', "Yesterday's overdue"],
      ['issues', 'Issues', 'Open', 'Closed today'],
      ['features', 'Features', 'Proposals', 'Implemented'],
    ].map(([id, title, label, extra]) => ({
      id: String(id),
      title: String(title),
      label: String(label),
      count: dayCounts(),
      extra: { label: String(extra), count: dayCounts() },
    })),
    taskDistribution: {
      title: 'Created vs completed tasks',
      charts: Object.fromEntries(
        Object.keys(WEEK_RANGES).map((range) => [
          range,
          chart('bar', days, [
            { label: 'Created', data: series(random, 7, 5, 40) },
            { label: 'Completed', data: series(random, 7, 3, 35) },
          ]),
        ]),
      ),
    },
    budget: {
      title: 'Budget details',
      columns: ['Budget type', 'Total budget', 'Expenses (USD)', 'Expenses (%)', 'Remaining (USD)'].map(
        (title, i) => ({
          id: `col-${i}`,
          title,
        }),
      ),
      rows: ['Wireframing', 'Design', 'Coding', 'Marketing', 'Extra'].map((type, i) => {
        const total = random.int(10, 60) * 1_000;
        const spent = random.int(1, Math.floor(total / 1_000)) * 1_000;
        return {
          id: `budget-${i}`,
          cells: [type, total, spent, `${Math.round((spent / total) * 100)}%`, total - spent].map(
            (value, c) => ({
              id: `budget-${i}-${c}`,
              value: String(value),
            }),
          ),
        };
      }),
    },
    teamMembers: {
      title: 'Team members',
      columns: ['Name', 'Position', 'Office', 'E-mail', 'Phone'].map((title, i) => ({
        id: `col-${i}`,
        title,
      })),
      rows: Array.from({ length: 8 }, (_, i) => {
        const name = member();
        return {
          id: `member-${i}`,
          cells: [
            name,
            random.pick(JOB_TITLES),
            random.pick(CITIES),
            `${name.replace(' ', '.').toLowerCase()}@example.com`,
            `+1-555-${random.int(1000, 9999)}`,
          ].map((value, c) => ({ id: `member-${i}-${c}`, value })),
        };
      }),
    },
    schedule: {
      ranges: { T: 'Today', TM: 'Tomorrow' },
      items: Object.fromEntries(
        ['T', 'TM'].map((range) => [
          range,
          ['Group Meeting', 'Coffee Break', 'Public Beta Release', 'Lunch', 'Dinner with Karin'].map(
            (title, i) => ({
              id: `${range}-${i}`,
              title,
              time: `${String(9 + i * 2).padStart(2, '0')}:00`,
              location: random.pick(['Room 1B', 'Online', 'Cafeteria', 'Room 3A']),
            }),
          ),
        ]),
      ),
    },
    weather: {
      location: 'New York, NY',
      icon: 'rainy',
      temperature: { C: temp, F: c2f(temp) },
      wind: { KMH: wind, MPH: k2m(wind), direction: 'NW' },
      rainProbability: random.int(0, 100),
      next3Days: forecast(3),
      next5Days: forecast(5),
    },
  };
  const projects: Project[] = [
    'ACME Corp. Backend App',
    'ACME Corp. Frontend App',
    'Creapond',
    'Withinpixels',
    'Chorus Facilitation',
  ].map((name, i) => ({ id: `project-${i + 1}`, name }));
  return { analytics, project, projects };
}
