import { formatNumber } from '../../lib/format';
import { useT } from '../i18n';

/** A course's length in minutes as the reader's language writes it: 2 h 10 min, 45 min, 2 h. */
export function useCourseLength(): (minutes: number) => string {
  const t = useT();
  return (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('length.minutes', { minutes: formatNumber(rest) });
    if (rest === 0) return t('length.hours', { hours: formatNumber(hours) });
    return t('length.hoursMinutes', { hours: formatNumber(hours), minutes: formatNumber(rest) });
  };
}
