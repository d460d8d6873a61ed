import type { Chart as ChartData } from '@chorus/mock-handlers/contracts';
import type { ChartKind } from '../chart/Chart';

/** The chart kind that draws the API's `chartType` (a pie is drawn as a doughnut). */
export const chartKind = (type: ChartData['chartType']): ChartKind => (type === 'pie' ? 'doughnut' : type);
