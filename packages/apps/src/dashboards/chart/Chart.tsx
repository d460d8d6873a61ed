/**
 * The dashboards' one chart: line, area, bar, doughnut and sparkline, drawn in SVG with visx (`@visx/shape`,
 * `@visx/scale`), imported only here, so the library loads only with the dashboards' screens.
 *
 * Every chart has an accessible name (`title`) and a text summary (lowest, highest, last; a doughnut's shares),
 * axis titles and ticks, a legend when it has several series or slices, a tooltip that follows the pointer or the
 * arrow keys (the plot is one tab stop; the keyboard's reading is announced), and a "Show as table" toggle that
 * shows the same data as a real table. Colours are the theme's tokens (CSS variables), so the chart repaints with
 * the theme; its width follows its container (ResizeObserver).
 */
import { Button, formatNumber, visuallyHidden } from '@chorus/ui';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, Bar, LinePath, Pie } from '@visx/shape';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useT } from '../i18n';
import * as css from './Chart.css';
import { type ChartSeries, labelStep, maxValue, nearestIndex, seriesStats, shares } from './chartData';

export type { ChartSeries } from './chartData';
export type ChartKind = 'line' | 'area' | 'bar' | 'doughnut' | 'sparkline';

export interface ChartProps {
  kind: ChartKind;
  /** The chart's accessible name, and the table's caption. */
  title: string;
  /** One per point (x axis) or per slice (doughnut). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Axis titles (line, area, bar). */
  xTitle?: string;
  yTitle?: string;
  /** How a value reads (default: a number in the active language). */
  format?: (value: number) => string;
  /** The plot's height in px (defaults: 240, a doughnut 200, a sparkline 48). */
  height?: number;
}

/** The class of series `index` in a list of colour classes (the colours repeat after five series). */
const tone = (classes: readonly string[], index: number) => classes[index % classes.length];

const defaultHeights: Record<ChartKind, number> = {
  line: 240,
  area: 240,
  bar: 240,
  doughnut: 200,
  sparkline: 48,
};
const plain = (value: number) => formatNumber(value);

/** The width of an element, kept current as its container resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function Chart({ kind, title, labels, series, xTitle, yTitle, format = plain, height }: ChartProps) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  const plotHeight = height ?? defaultHeights[kind];
  const legend = kind === 'doughnut' ? labels : series.length > 1 ? series.map((s) => s.label) : [];
  return (
    <figure className={css.figure}>
      {asTable ? (
        <ChartTable
          title={title}
          labels={labels}
          series={series}
          kind={kind}
          xTitle={xTitle}
          format={format}
        />
      ) : (
        <Plot
          kind={kind}
          title={title}
          labels={labels}
          series={series}
          xTitle={xTitle}
          yTitle={yTitle}
          format={format}
          height={plotHeight}
          summaryId={summaryId}
        />
      )}
      <p id={summaryId} className={visuallyHidden}>
        {chartSummary(t, kind, labels, series, format)}
      </p>
      <div className={css.footer}>
        {legend.length > 0 && !asTable ? (
          <ul className={css.legend} aria-label={t('chart.legend', { title })}>
            {legend.map((label, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the position is the key
              <li key={`${label}-${i}`} className={css.legendItem}>
                <span className={`${css.swatchBox} ${tone(css.swatch, i)}`} aria-hidden />
                {kind === 'doughnut'
                  ? t('chart.slice', { label, value: format(series[0]?.data[i] ?? 0) })
                  : label}
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <Button variant="ghost" size="sm" onClick={() => setAsTable((value) => !value)}>
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </div>
    </figure>
  );
}

type Translate = ReturnType<typeof useT>;

/** What the chart shows, in words (the SVG's description). */
export function chartSummary(
  t: Translate,
  kind: ChartKind,
  labels: readonly string[],
  series: readonly ChartSeries[],
  format: (value: number) => string,
): string {
  if (labels.length === 0 || series.length === 0) return t('chart.noData');
  if (kind === 'doughnut') {
    const values = series[0]?.data ?? [];
    const parts = shares(values).map((share, i) =>
      t('chart.share', {
        label: labels[i] ?? '',
        value: format(values[i] ?? 0),
        share: formatNumber(share, { style: 'percent' }),
      }),
    );
    return `${t('chart.doughnutIntro', { count: formatNumber(labels.length) })} ${parts.join(' ')}`;
  }
  const intro = t('chart.intro', {
    kind: t(`chart.kind.${kind}`),
    first: labels[0] ?? '',
    last: labels[labels.length - 1] ?? '',
  });
  const parts = series.map((s) => {
    const stats = seriesStats(s.data);
    if (!stats) return '';
    return t('chart.seriesSummary', {
      series: s.label,
      min: format(stats.min),
      minAt: labels[stats.minAt] ?? '',
      max: format(stats.max),
      maxAt: labels[stats.maxAt] ?? '',
      last: format(stats.last),
      lastAt: labels[stats.lastAt] ?? '',
    });
  });
  return [intro, ...parts].join(' ');
}

interface PlotProps extends Required<Omit<ChartProps, 'xTitle' | 'yTitle' | 'height'>> {
  xTitle?: string;
  yTitle?: string;
  height: number;
  summaryId: string;
}

function Plot(props: PlotProps) {
  const { kind, title, labels, series, format, height, summaryId } = props;
  const t = useT();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const count = kind === 'doughnut' ? (series[0]?.data.length ?? 0) : labels.length;
  const reading = (index: number) =>
    kind === 'doughnut'
      ? t('chart.slice', { label: labels[index] ?? '', value: format(series[0]?.data[index] ?? 0) })
      : `${labels[index] ?? ''}: ${series.map((s) => `${s.label} ${format(s.data[index] ?? 0)}`).join(', ')}`;
  const move = (index: number) => {
    setActive(index);
    setAnnounced(reading(index));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const current = active ?? -1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(count - 1, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) {
      if (event.key === 'Escape') setActive(null);
      return;
    }
    event.preventDefault();
    move(next);
  };
  const svg: SvgFrame = { width, height, title, summaryId };
  const geometry = { width, height, active, setActive, labels, series, format, kind, svg };
  return (
    // One tab stop per chart: arrow keys move the tooltip from point to point (or slice to slice).
    // biome-ignore lint/a11y/useSemanticElements: a group around the picture, not a form's fieldset
    <div
      ref={ref}
      className={css.plot}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the plot is explored with the arrow keys
      tabIndex={0}
      role="group"
      aria-label={t('chart.explore', { title })}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(null)}
    >
      {width > 0 ? (
        kind === 'doughnut' ? (
          <Doughnut {...geometry} />
        ) : (
          <Cartesian {...geometry} xTitle={props.xTitle} yTitle={props.yTitle} />
        )
      ) : (
        <div style={{ blockSize: height }} />
      )}
      <p className={visuallyHidden} aria-live="polite">
        {announced}
      </p>
    </div>
  );
}

interface GeometryProps {
  kind: ChartKind;
  width: number;
  height: number;
  active: number | null;
  setActive: (index: number | null) => void;
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  xTitle?: string;
  yTitle?: string;
  /** The SVG's size and accessible name and description. */
  svg: SvgFrame;
}

interface SvgFrame {
  width: number;
  height: number;
  title: string;
  summaryId: string;
}

/** The chart's picture: an image named by the chart's title and described by its summary. */
function Svg({ frame, children }: { frame: SvgFrame; children: ReactNode }) {
  return (
    <svg
      className={css.svg}
      width={frame.width}
      height={frame.height}
      role="img"
      aria-label={frame.title}
      aria-describedby={frame.summaryId}
    >
      {children}
    </svg>
  );
}

/** The reading at the pointer (or the keyboard's point), over the plot; screen readers hear the live region. */
function Tooltip({ x, y, width, children }: { x: number; y: number; width: number; children: ReactNode }) {
  // Kept inside the plot: centred on the point, pushed in from the edges.
  const half = Math.min(90, width / 2);
  const left = Math.min(width - half, Math.max(half, x));
  return (
    <div
      className={css.tooltip}
      aria-hidden
      // The position follows the data: the one inline style of the chart.
      style={{ left, top: Math.max(0, y), transform: 'translate(-50%, calc(-100% - 8px))' }}
    >
      {children}
    </div>
  );
}

function Cartesian(props: GeometryProps) {
  const { kind, width, height, active, setActive, labels, series, format, xTitle, yTitle, svg } = props;
  const spark = kind === 'sparkline';
  const top = spark ? 4 : 12;
  const bottom = spark ? 4 : xTitle ? 40 : 24;
  const innerHeight = Math.max(0, height - top - bottom);
  const y = scaleLinear<number>({ domain: [0, maxValue(series)], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4);
  // Room for the longest tick label (about 7 px a character at 11 px) and the axis title.
  const tickRoom = Math.max(...ticks.map((tick) => plain(tick).length)) * 7 + 10;
  const margin = spark
    ? { top, right: 4, bottom, left: 4 }
    : { top, right: 12, bottom, left: tickRoom + (yTitle ? 20 : 0) };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const indices = labels.map((_, i) => i);
  const bands = kind === 'bar';
  const band = scaleBand<number>({ domain: indices, range: [0, innerWidth], padding: 0.25 });
  const point = scalePoint<number>({ domain: indices, range: [0, innerWidth] });
  const x = (i: number) => (bands ? (band(i) ?? 0) + band.bandwidth() / 2 : (point(i) ?? 0));
  const step = labelStep(labels.length, innerWidth);
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, labels.length, innerWidth, bands));
  };
  const groupWidth = band.bandwidth() / Math.max(1, series.length);
  const highest = active === null ? 0 : Math.min(...series.map((s) => y(s.data[active] ?? 0)));
  return (
    <>
      <Svg frame={svg}>
        <g transform={`translate(${margin.left}, ${margin.top})`}>
          {spark
            ? null
            : ticks.map((tick) => (
                <g key={tick}>
                  <line className={css.grid} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                  <text
                    className={css.tickText}
                    x={-6}
                    y={y(tick)}
                    textAnchor="end"
                    dominantBaseline="middle"
                  >
                    {plain(tick)}
                  </text>
                </g>
              ))}
          {spark ? null : (
            <line className={css.axisLine} x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
          )}
          {spark
            ? null
            : labels.map((label, i) =>
                i % step === 0 ? (
                  <text
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the position is the key
                    key={i}
                    className={css.tickText}
                    x={x(i)}
                    y={innerHeight + 14}
                    textAnchor="middle"
                  >
                    {label}
                  </text>
                ) : null,
              )}
          {series.map((s, si) =>
            bands ? (
              <g key={s.label} className={tone(css.fill, si)}>
                {s.data.map((value, i) => (
                  <Bar
                    // biome-ignore lint/suspicious/noArrayIndexKey: one bar per position
                    key={i}
                    className={active !== null && active !== i ? css.dimmed : undefined}
                    x={(band(i) ?? 0) + si * groupWidth}
                    y={y(value)}
                    width={Math.max(1, groupWidth - (series.length > 1 ? 2 : 0))}
                    height={Math.max(0, innerHeight - y(value))}
                    rx={2}
                  />
                ))}
              </g>
            ) : (
              <g key={s.label}>
                {kind === 'area' || spark ? (
                  <AreaClosed<number>
                    className={tone(css.area, si)}
                    data={indices}
                    x={x}
                    y={(i) => y(s.data[i] ?? 0)}
                    yScale={y}
                  />
                ) : null}
                <LinePath<number>
                  className={`${tone(css.stroke, si)} ${css.lineWidth}`}
                  data={indices}
                  x={x}
                  y={(i) => y(s.data[i] ?? 0)}
                />
                {active !== null && s.data[active] !== undefined ? (
                  <circle
                    className={`${tone(css.fill, si)} ${css.point}`}
                    cx={x(active)}
                    cy={y(s.data[active] ?? 0)}
                    r={4}
                  />
                ) : null}
              </g>
            ),
          )}
          {active !== null && !bands ? (
            <line className={css.cursor} x1={x(active)} x2={x(active)} y1={0} y2={innerHeight} />
          ) : null}
          <rect
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          />
        </g>
        {yTitle && !spark ? (
          <text
            className={css.axisTitle}
            transform={`translate(12, ${margin.top + innerHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            {yTitle}
          </text>
        ) : null}
        {xTitle && !spark ? (
          <text className={css.axisTitle} x={margin.left + innerWidth / 2} y={height - 4} textAnchor="middle">
            {xTitle}
          </text>
        ) : null}
      </Svg>
      {active !== null ? (
        <Tooltip x={margin.left + x(active)} y={margin.top + highest} width={width}>
          <div className={css.tooltipTitle}>{labels[active]}</div>
          {series.map((s) => (
            <div key={s.label}>
              {s.label}: {format(s.data[active] ?? 0)}
            </div>
          ))}
        </Tooltip>
      ) : null}
    </>
  );
}

interface Slice {
  label: string;
  value: number;
  index: number;
}

function Doughnut({ width, height, active, setActive, labels, series, format, svg }: GeometryProps) {
  const t = useT();
  const values = series[0]?.data ?? [];
  const data: Slice[] = values.map((value, index) => ({ label: labels[index] ?? '', value, index }));
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const total = values.reduce((sum, value) => sum + value, 0);
  const focus = active === null ? null : data[active];
  return (
    <Svg frame={svg}>
      <g transform={`translate(${width / 2}, ${height / 2})`}>
        <Pie<Slice>
          data={data}
          pieValue={(slice) => Math.max(0, slice.value)}
          pieSort={null}
          outerRadius={radius}
          innerRadius={radius * 0.62}
          padAngle={0.01}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <path
                key={arc.data.index}
                d={pie.path(arc) ?? ''}
                className={`${tone(css.fill, arc.data.index)} ${css.arc} ${
                  active !== null && active !== arc.data.index ? css.dimmed : ''
                }`}
                onPointerEnter={() => setActive(arc.data.index)}
                onPointerLeave={() => setActive(null)}
              />
            ))
          }
        </Pie>
        <text className={css.centerValue} textAnchor="middle" dominantBaseline="middle" y={-6}>
          {focus ? format(focus.value) : format(total)}
        </text>
        <text className={css.centerLabel} textAnchor="middle" dominantBaseline="middle" y={14}>
          {focus ? focus.label : t('chart.total')}
        </text>
      </g>
    </Svg>
  );
}

function ChartTable({
  title,
  labels,
  series,
  kind,
  xTitle,
  format,
}: Pick<ChartProps, 'title' | 'labels' | 'series' | 'kind' | 'xTitle'> & {
  format: (value: number) => string;
}) {
  const t = useT();
  const doughnut = kind === 'doughnut';
  const values = series[0]?.data ?? [];
  const parts = shares(values);
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={visuallyHidden}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.headCell}>
              {xTitle ?? t('chart.category')}
            </th>
            {doughnut ? (
              <>
                <th scope="col" className={css.headCell}>
                  {series[0]?.label ?? t('chart.value')}
                </th>
                <th scope="col" className={css.headCell}>
                  {t('chart.shareColumn')}
                </th>
              </>
            ) : (
              series.map((s) => (
                <th key={s.label} scope="col" className={css.headCell}>
                  {s.label}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one row per position; labels may repeat
            <tr key={i}>
              <th scope="row" className={css.cell}>
                {label}
              </th>
              {doughnut ? (
                <>
                  <td className={css.numberCell}>{format(values[i] ?? 0)}</td>
                  <td className={css.numberCell}>{formatNumber(parts[i] ?? 0, { style: 'percent' })}</td>
                </>
              ) : (
                series.map((s) => (
                  <td key={s.label} className={css.numberCell}>
                    {format(s.data[i] ?? 0)}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
