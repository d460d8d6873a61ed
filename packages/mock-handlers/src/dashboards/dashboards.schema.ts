import { z } from 'zod';

export const ChartDatasetSchema = z.object({ label: z.string(), data: z.array(z.number()) });
export type ChartDataset = z.infer<typeof ChartDatasetSchema>;
export const ChartSchema = z.object({
  chartType: z.enum(['line', 'bar', 'area', 'doughnut', 'pie']),
  labels: z.array(z.string()),
  datasets: z.array(ChartDatasetSchema),
});
export type Chart = z.infer<typeof ChartSchema>;

/** A figure with its target share and a small trend chart. */
export const StatWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  value: z.number(),
  ofTarget: z.number(),
  chart: ChartSchema,
});
export type StatWidget = z.infer<typeof StatWidgetSchema>;

export const AnalyticsWidgetsSchema = z.object({
  /** Visits per month, one chart per year (key: the year). */
  visits: z.object({ title: z.string(), charts: z.record(z.string(), ChartSchema) }),
  stats: z.array(StatWidgetSchema),
  /** Visitors today against yesterday, by hour. */
  visitorsByHour: z.object({ title: z.string(), chart: ChartSchema }),
  devices: z.object({ title: z.string(), chart: ChartSchema }),
  topCountries: z.object({
    title: z.string(),
    rows: z.array(z.object({ country: z.string(), visits: z.number() })),
  }),
});
export type AnalyticsWidgets = z.infer<typeof AnalyticsWidgetsSchema>;

/** Range keys: DY yesterday, DT today, DTM tomorrow; TW this week, LW last week, 2W two weeks ago. */
export const DAY_RANGES = { DY: 'Yesterday', DT: 'Today', DTM: 'Tomorrow' } as const;
export const WEEK_RANGES = { TW: 'This Week', LW: 'Last Week', '2W': '2 Weeks Ago' } as const;
const DayCounts = z.object({ DY: z.number(), DT: z.number(), DTM: z.number() });

export const TableSchema = z.object({
  title: z.string(),
  columns: z.array(z.object({ id: z.string(), title: z.string() })),
  rows: z.array(
    z.object({ id: z.string(), cells: z.array(z.object({ id: z.string(), value: z.string() })) }),
  ),
});
export type Table = z.infer<typeof TableSchema>;

const Temperature = z.object({ C: z.number(), F: z.number() });

export const WeatherSchema = z.object({
  location: z.string(),
  icon: z.string(),
  temperature: Temperature,
  wind: z.object({ KMH: z.number(), MPH: z.number(), direction: z.string() }),
  rainProbability: z.number(),
  next3Days: z.array(z.object({ name: z.string(), icon: z.string(), temperature: Temperature })),
  next5Days: z.array(z.object({ name: z.string(), icon: z.string(), temperature: Temperature })),
});
export type Weather = z.infer<typeof WeatherSchema>;

export const ProjectWidgetsSchema = z.object({
  dayRanges: z.record(z.string(), z.string()),
  weekRanges: z.record(z.string(), z.string()),
  /** Due tasks, overdue, open issues, proposals: a count per day range. */
  summary: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      label: z.string(),
      count: DayCounts,
      extra: z.object({ label: z.string(), count: DayCounts }),
    }),
  ),
  /** Created against completed tasks, one chart per week range. */
  taskDistribution: z.object({ title: z.string(), charts: z.record(z.string(), ChartSchema) }),
  budget: TableSchema,
  teamMembers: TableSchema,
  schedule: z.object({
    ranges: z.record(z.string(), z.string()),
    items: z.record(
      z.string(),
      z.array(z.object({ id: z.string(), title: z.string(), time: z.string(), location: z.string() })),
    ),
  }),
  weather: WeatherSchema,
});
export type ProjectWidgets = z.infer<typeof ProjectWidgetsSchema>;

export const ProjectSchema = z.object({ id: z.string(), name: z.string() });
export type Project = z.infer<typeof ProjectSchema>;
