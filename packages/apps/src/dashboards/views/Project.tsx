/**
 * The project dashboard's widgets (pure: the data and the chosen ranges in, the choices out): task summaries
 * per day range, created against completed tasks per week range, schedule, weather, budget and team.
 */
import type { ProjectWidgets, Weather as WeatherData } from '@chorus/mock-handlers/contracts';
import { formatNumber, Icon, type IconName, RadioGroup } from '@chorus/ui';
import { Chart } from '../chart/Chart';
import { choice, type Preferences } from '../dashboards.prefs';
import { type MessageKey, useT } from '../i18n';
import { chartKind } from './chartKind';
import * as css from './dashboards.css';
import { firstKey, SimpleTable, WidgetCard } from './WidgetCard';

export interface ProjectViewProps {
  widgets: ProjectWidgets;
  prefs: Preferences;
  onPreference: (name: string, value: string) => void;
}

type DayRange = keyof ProjectWidgets['summary'][number]['count'];
const dayRanges: readonly DayRange[] = ['DY', 'DT', 'DTM'];

/** A widget's range: the saved one if the data still has it, else `preferred`, else the data's first. */
function rangeOf(
  prefs: Preferences,
  name: string,
  ranges: Readonly<Record<string, string>>,
  preferred: string,
) {
  const keys = Object.keys(ranges);
  return choice(prefs, name, keys, keys.includes(preferred) ? preferred : firstKey(ranges));
}

/** The Home tab: the four task summaries, tasks by week, the schedule and the weather. */
export function ProjectHome({ widgets, prefs, onPreference }: ProjectViewProps) {
  const t = useT();
  const dayLabels = Object.fromEntries(
    Object.entries(widgets.dayRanges).filter(([key]) => (dayRanges as readonly string[]).includes(key)),
  );
  const week = rangeOf(prefs, 'range.tasks', widgets.weekRanges, 'TW');
  const tasks = widgets.taskDistribution.charts[week];
  const day = rangeOf(prefs, 'range.schedule', widgets.schedule.ranges, 'T');
  const schedule = widgets.schedule.items[day] ?? [];
  return (
    <div className={css.grid}>
      {widgets.summary.map((summary) => {
        const name = `range.summary.${summary.id}`;
        const range = rangeOf(prefs, name, dayLabels, 'DT') as DayRange;
        return (
          <WidgetCard
            key={summary.id}
            title={summary.title}
            range={{ ranges: dayLabels, value: range, onChange: (value) => onPreference(name, value) }}
          >
            <p className={css.figureCenter}>{formatNumber(summary.count[range])}</p>
            <p className={css.mutedCenter}>{summary.label}</p>
            <p className={css.mutedCenter}>
              {t('summary.extra', {
                label: summary.extra.label,
                count: formatNumber(summary.extra.count[range]),
              })}
            </p>
          </WidgetCard>
        );
      })}
      <WidgetCard
        title={widgets.taskDistribution.title}
        className={css.wide}
        range={{
          ranges: widgets.weekRanges,
          value: week,
          onChange: (value) => onPreference('range.tasks', value),
        }}
      >
        {tasks ? (
          <Chart
            kind={chartKind(tasks.chartType)}
            title={t('chart.titleRange', {
              title: widgets.taskDistribution.title,
              range: widgets.weekRanges[week] ?? week,
            })}
            labels={tasks.labels}
            series={tasks.datasets}
            xTitle={t('tasks.x')}
            yTitle={t('tasks.y')}
          />
        ) : null}
      </WidgetCard>
      <WidgetCard
        title={t('schedule.title')}
        range={{
          ranges: widgets.schedule.ranges,
          value: day,
          onChange: (value) => onPreference('range.schedule', value),
        }}
      >
        {schedule.length === 0 ? (
          <p className={css.muted}>{t('schedule.empty')}</p>
        ) : (
          <ul className={css.plainList}>
            {schedule.map((item) => (
              <li key={item.id} className={css.rowText}>
                <span>{item.title}</span>
                <span className={css.muted}>
                  {t('schedule.where', { time: item.time, location: item.location })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </WidgetCard>
      <Weather
        weather={widgets.weather}
        temperature={choice(prefs, 'weather.temperature', ['C', 'F'] as const, 'C')}
        speed={choice(prefs, 'weather.speed', ['KMH', 'MPH'] as const, 'KMH')}
        onTemperature={(unit) => onPreference('weather.temperature', unit)}
        onSpeed={(unit) => onPreference('weather.speed', unit)}
      />
    </div>
  );
}

const conditionIcons: Record<string, IconName> = { sunny: 'sun', cloudy: 'cloud-sun', rainy: 'droplets' };
const conditionKey = (icon: string): MessageKey =>
  icon === 'sunny' || icon === 'cloudy' || icon === 'rainy'
    ? (`weather.condition.${icon}` as const)
    : 'weather.condition.other';

export interface WeatherProps {
  weather: WeatherData;
  temperature: 'C' | 'F';
  speed: 'KMH' | 'MPH';
  onTemperature: (unit: 'C' | 'F') => void;
  onSpeed: (unit: 'KMH' | 'MPH') => void;
}

/** Today's weather and the next days, in °C or °F and km/h or mph (the user's choice, kept with their settings). */
export function Weather({ weather, temperature, speed, onTemperature, onSpeed }: WeatherProps) {
  const t = useT();
  const degrees = (value: { C: number; F: number }) =>
    t('weather.degrees', { value: formatNumber(value[temperature]), unit: temperature });
  const forecast = (title: string, days: WeatherData['next3Days']) => (
    <section aria-label={title}>
      <h3 className={css.subTitle}>{title}</h3>
      <ul className={css.forecast}>
        {days.map((day, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the days are in order and may repeat a name
          <li key={i} className={css.forecastDay}>
            <span>{day.name}</span>
            <Icon name={conditionIcons[day.icon] ?? 'cloud-sun'} label={t(conditionKey(day.icon))} />
            <span className={css.number}>{degrees(day.temperature)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <WidgetCard title={t('weather.title')}>
      <div className={css.weatherNow}>
        <div className={css.rowText}>
          <span className={css.muted}>{weather.location}</span>
          <p className={css.figure}>{degrees(weather.temperature)}</p>
        </div>
        <Icon
          name={conditionIcons[weather.icon] ?? 'cloud-sun'}
          size={40}
          label={t(conditionKey(weather.icon))}
        />
      </div>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt>
            <Icon name="wind" label={t('weather.wind')} />
          </dt>
          <dd className={css.number}>
            {t('weather.windValue', {
              speed: formatNumber(weather.wind[speed]),
              unit: t(speed === 'KMH' ? 'weather.kmh' : 'weather.mph'),
              direction: weather.wind.direction,
            })}
          </dd>
        </div>
        <div className={css.fact}>
          <dt>
            <Icon name="droplets" label={t('weather.rain')} />
          </dt>
          <dd className={css.number}>{formatNumber(weather.rainProbability / 100, { style: 'percent' })}</dd>
        </div>
      </dl>
      <div className={css.units}>
        <RadioGroup
          label={t('weather.temperature')}
          orientation="horizontal"
          value={temperature}
          onValueChange={(value) => onTemperature(value === 'F' ? 'F' : 'C')}
          options={[
            { value: 'C', label: t('weather.celsius') },
            { value: 'F', label: t('weather.fahrenheit') },
          ]}
        />
        <RadioGroup
          label={t('weather.speed')}
          orientation="horizontal"
          value={speed}
          onValueChange={(value) => onSpeed(value === 'MPH' ? 'MPH' : 'KMH')}
          options={[
            { value: 'KMH', label: t('weather.kmh') },
            { value: 'MPH', label: t('weather.mph') },
          ]}
        />
      </div>
      {forecast(t('weather.next3'), weather.next3Days)}
      {forecast(t('weather.next5'), weather.next5Days)}
    </WidgetCard>
  );
}

const usd = (value: number) =>
  formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cellNumber = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** The Budget tab: budget against expenses per type, the expenses' shares, and the budget table. */
export function ProjectBudget({ widgets }: Pick<ProjectViewProps, 'widgets'>) {
  const t = useT();
  const { budget } = widgets;
  const labels = budget.rows.map((row) => row.cells[0]?.value ?? '');
  const column = (index: number) => ({
    label: budget.columns[index]?.title ?? '',
    data: budget.rows.map((row) => cellNumber(row.cells[index]?.value)),
  });
  const total = column(1);
  const expenses = column(2);
  return (
    <div className={css.grid}>
      <WidgetCard title={t('budget.chart')} className={css.wide}>
        <Chart
          kind="bar"
          title={t('budget.chart')}
          labels={labels}
          series={[total, expenses]}
          xTitle={budget.columns[0]?.title}
          yTitle={t('budget.y')}
          format={usd}
        />
      </WidgetCard>
      <WidgetCard title={t('budget.expenses')}>
        <Chart
          kind="doughnut"
          title={t('budget.expenses')}
          labels={labels}
          series={[expenses]}
          format={usd}
        />
      </WidgetCard>
      <WidgetCard title={budget.title} className={css.full}>
        <SimpleTable caption={budget.title} columns={budget.columns} rows={budget.rows} />
      </WidgetCard>
    </div>
  );
}

/** The Team tab: the members' table. */
export function ProjectTeam({ widgets }: Pick<ProjectViewProps, 'widgets'>) {
  const { teamMembers } = widgets;
  return (
    <div className={css.grid}>
      <WidgetCard title={teamMembers.title} className={css.full}>
        <SimpleTable caption={teamMembers.title} columns={teamMembers.columns} rows={teamMembers.rows} />
      </WidgetCard>
    </div>
  );
}
