import { Box, LOADING_DELAY_MS, Loading } from '@chorus/ui';

/** §9: the loading indicator appears only after 300 ms, so quick loads never flash it. */
export const LOADING_INDICATOR_DELAY_MS = LOADING_DELAY_MS;

/** The loading indicator for lazy routes and data: the kit's Loading, centred in the content area. */
export function ShellLoading({
  delay = LOADING_INDICATOR_DELAY_MS,
  label = 'Loading…',
}: {
  delay?: number;
  label?: string;
}) {
  return (
    <Box display="flex" flexGrow={1} alignItems="center" justifyContent="center" padding="xxl">
      <Loading delay={delay} label={label} />
    </Box>
  );
}
