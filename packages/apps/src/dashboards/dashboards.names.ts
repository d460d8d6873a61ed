/**
 * The dashboards' system names: the widgets' titles, the task summaries' words and the ranges come from the API in
 * English but are UI strings, so they show in the viewer's language, found by their handle (a widget's key or id,
 * a summary's id with `.label` / `.extra`, `range.` and the range's key) in the catalogue, as mail and to-do name
 * their system folders (`systemName`). A title the catalogue does not know stays as the API wrote it.
 */
import type { AnalyticsWidgets, ProjectWidgets } from '@chorus/mock-handlers/contracts';
import { getLocale } from '@chorus/ui';
import { useMemo } from 'react';
import { systemName } from '../lib/systemName';
import { useT } from './i18n';

const SUMMARIES = ['due', 'overdue', 'issues', 'features'] as const;
const SYSTEM_HANDLES = [
  'visits',
  'conversion',
  'impressions',
  'meetings',
  'visitorsByHour',
  'devices',
  'topCountries',
  ...SUMMARIES,
  ...SUMMARIES.map((id) => `${id}.label` as const),
  ...SUMMARIES.map((id) => `${id}.extra` as const),
  'taskDistribution',
  'budget',
  'teamMembers',
  ...(['DY', 'DT', 'DTM', 'TW', 'LW', '2W', 'T', 'TM'] as const).map((key) => `range.${key}` as const),
] as const;

type Name = (handle: string, name: string) => string;

function useSystemName(): Name {
  const t = useT();
  return (handle, name) => systemName(handle, name, SYSTEM_HANDLES, (known) => t(`system.${known}`));
}

const rangeNames = (ranges: Readonly<Record<string, string>>, name: Name) =>
  Object.fromEntries(Object.entries(ranges).map(([key, label]) => [key, name(`range.${key}`, label)]));

/** The analytics widgets with their titles in the viewer's language. */
export function useNamedAnalytics(widgets: AnalyticsWidgets | undefined): AnalyticsWidgets | undefined {
  const name = useSystemName();
  const locale = getLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the data and the language
  return useMemo(
    () =>
      widgets && {
        ...widgets,
        visits: { ...widgets.visits, title: name('visits', widgets.visits.title) },
        stats: widgets.stats.map((stat) => ({ ...stat, title: name(stat.id, stat.title) })),
        visitorsByHour: {
          ...widgets.visitorsByHour,
          title: name('visitorsByHour', widgets.visitorsByHour.title),
        },
        devices: { ...widgets.devices, title: name('devices', widgets.devices.title) },
        topCountries: { ...widgets.topCountries, title: name('topCountries', widgets.topCountries.title) },
      },
    [widgets, locale],
  );
}

/** The project widgets with their titles, the summaries' words and the ranges in the viewer's language. */
export function useNamedProject(widgets: ProjectWidgets | undefined): ProjectWidgets | undefined {
  const name = useSystemName();
  const locale = getLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the data and the language
  return useMemo(
    () =>
      widgets && {
        ...widgets,
        dayRanges: rangeNames(widgets.dayRanges, name),
        weekRanges: rangeNames(widgets.weekRanges, name),
        summary: widgets.summary.map((summary) => ({
          ...summary,
          title: name(summary.id, summary.title),
          label: name(`${summary.id}.label`, summary.label),
          extra: { ...summary.extra, label: name(`${summary.id}.extra`, summary.extra.label) },
        })),
        taskDistribution: {
          ...widgets.taskDistribution,
          title: name('taskDistribution', widgets.taskDistribution.title),
        },
        budget: { ...widgets.budget, title: name('budget', widgets.budget.title) },
        teamMembers: { ...widgets.teamMembers, title: name('teamMembers', widgets.teamMembers.title) },
        schedule: { ...widgets.schedule, ranges: rangeNames(widgets.schedule.ranges, name) },
      },
    [widgets, locale],
  );
}
