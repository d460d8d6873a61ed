import { LOADING_DELAY_MS, Loading } from '@chorus/ui';
import * as css from './shell.css';

/** §9: the loading indicator appears only after 300 ms, so quick loads never flash it. */
export const LOADING_INDICATOR_DELAY_MS = LOADING_DELAY_MS;

/** The loading indicator for lazy routes and data: the kit's Loading, centred in the content area. */
export function ShellLoading({
  delay = LOADING_INDICATOR_DELAY_MS,
  label,
}: {
  delay?: number;
  label?: string;
}) {
  return (
    <div className={css.loadingArea}>
      <Loading delay={delay} label={label} />
    </div>
  );
}
