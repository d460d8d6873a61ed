/**
 * The analytics dashboard's widgets (pure): visits per month with a year picker, the figure cards (value, share
 * of target, a 7-day trend), visitors by hour (today against yesterday), devices and top countries.
 */
import type { AnalyticsWidgets, StatWidget } from '@chorus/mock-handlers/contracts';
import { formatNumber, Icon, LinearProgress } from '@chorus/ui';
import { Chart } from '../chart/Chart';
import { useT } from '../i18n';
import { chartKind } from './chartKind';
import * as css from './dashboards.css';
import { WidgetCard } from './WidgetCard';

export interface AnalyticsProps {
  widgets: AnalyticsWidgets;
  /** The year whose visits show (a key of `widgets.visits.charts`). */
  visitsRange: string;
  onVisitsRange: (range: string) => void;
}

/** The visits' years, latest first. */
export const visitYears = (widgets: AnalyticsWidgets): string[] =>
  Object.keys(widgets.visits.charts).sort((a, b) => b.localeCompare(a));

const percent = (value: number) => formatNumber(value / 100, { style: 'percent' });

function StatCard({ stat }: { stat: StatWidget }) {
  const t = useT();
  const up = stat.ofTarget > 0;
  const series = stat.chart.datasets;
  return (
    <WidgetCard title={stat.title} as="article">
      <p className={css.figure}>{formatNumber(stat.value)}</p>
      <p className={`${css.trend} ${stat.ofTarget === 0 ? '' : up ? css.up : css.down}`}>
        {stat.ofTarget === 0 ? null : <Icon name={up ? 'arrow-up' : 'arrow-down'} size="sm" />}
        {stat.ofTarget === 0
          ? t('stat.onTarget')
          : t(up ? 'stat.above' : 'stat.below', { percent: percent(Math.abs(stat.ofTarget)) })}
      </p>
      <Chart
        kind="sparkline"
        title={t('stat.trend', { title: stat.title })}
        labels={stat.chart.labels}
        series={series}
      />
    </WidgetCard>
  );
}

export function Analytics({ widgets, visitsRange, onVisitsRange }: AnalyticsProps) {
  const t = useT();
  const years = visitYears(widgets);
  const year = years.includes(visitsRange) ? visitsRange : (years[0] ?? '');
  const visits = widgets.visits.charts[year];
  const top = Math.max(1, ...widgets.topCountries.rows.map((row) => row.visits));
  return (
    <div className={css.grid}>
      <WidgetCard
        title={widgets.visits.title}
        className={css.wide}
        range={{
          ranges: Object.fromEntries(years.map((y) => [y, y])),
          value: year,
          onChange: onVisitsRange,
        }}
      >
        {visits ? (
          <Chart
            kind={chartKind(visits.chartType)}
            title={t('chart.titleRange', { title: widgets.visits.title, range: year })}
            labels={visits.labels}
            series={visits.datasets}
            xTitle={t('visits.x')}
            yTitle={t('visits.y')}
          />
        ) : null}
      </WidgetCard>
      {widgets.stats.map((stat) => (
        <StatCard key={stat.id} stat={stat} />
      ))}
      <WidgetCard title={widgets.visitorsByHour.title} className={css.wide}>
        <Chart
          kind={chartKind(widgets.visitorsByHour.chart.chartType)}
          title={widgets.visitorsByHour.title}
          labels={widgets.visitorsByHour.chart.labels}
          series={widgets.visitorsByHour.chart.datasets}
          xTitle={t('visitors.x')}
          yTitle={t('visitors.y')}
        />
      </WidgetCard>
      <WidgetCard title={widgets.devices.title}>
        <Chart
          kind={chartKind(widgets.devices.chart.chartType)}
          title={widgets.devices.title}
          labels={widgets.devices.chart.labels}
          series={widgets.devices.chart.datasets}
          format={percent}
        />
      </WidgetCard>
      <WidgetCard title={widgets.topCountries.title}>
        <ol className={css.plainList}>
          {[...widgets.topCountries.rows]
            .sort((a, b) => b.visits - a.visits)
            .map((row) => (
              <li key={row.country} className={css.rowText}>
                <span className={css.row}>
                  <span>{row.country}</span>
                  <span className={css.number}>{formatNumber(row.visits)}</span>
                </span>
                <LinearProgress
                  value={row.visits}
                  max={top}
                  label={t('countries.visits', { country: row.country, visits: formatNumber(row.visits) })}
                  valueText={formatNumber(row.visits)}
                />
              </li>
            ))}
        </ol>
      </WidgetCard>
    </div>
  );
}
