/** The chart's arithmetic, apart from React: what a summary says, which x labels fit, shares of a whole. */

export interface ChartSeries {
  label: string;
  data: readonly number[];
}

export interface SeriesStats {
  min: number;
  minAt: number;
  max: number;
  maxAt: number;
  last: number;
  lastAt: number;
}

/** Lowest, highest and last value of a series with their positions (the first of equal values); null when empty. */
export function seriesStats(data: readonly number[]): SeriesStats | null {
  if (data.length === 0) return null;
  let minAt = 0;
  let maxAt = 0;
  data.forEach((value, i) => {
    if (value < (data[minAt] as number)) minAt = i;
    if (value > (data[maxAt] as number)) maxAt = i;
  });
  const lastAt = data.length - 1;
  return {
    min: data[minAt] as number,
    minAt,
    max: data[maxAt] as number,
    maxAt,
    last: data[lastAt] as number,
    lastAt,
  };
}

/** Each value's share of their sum, 0 to 1 (all 0 when the sum is 0). */
export function shares(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return values.map((value) => (total > 0 ? Math.max(0, value) / total : 0));
}

/** The largest value of every series, at least 1 (an all-zero chart still has a scale). */
export function maxValue(series: readonly ChartSeries[]): number {
  return Math.max(1, ...series.flatMap((s) => s.data));
}

/**
 * Every how many x labels one is written, so that labels stay `minGap` px apart in `width` (a phone shows
 * every second or third month; the tooltip and the table still give each one).
 */
export function labelStep(count: number, width: number, minGap = 44): number {
  if (count <= 1 || width <= 0) return 1;
  const fits = Math.max(1, Math.floor(width / minGap));
  return Math.max(1, Math.ceil(count / fits));
}

/** The index nearest to `x` (px from the plot's start) among `count` evenly spread points or bands. */
export function nearestIndex(x: number, count: number, width: number, bands: boolean): number {
  if (count <= 1 || width <= 0) return 0;
  const raw = bands ? Math.floor((x / width) * count) : Math.round((x / width) * (count - 1));
  return Math.min(count - 1, Math.max(0, raw));
}
