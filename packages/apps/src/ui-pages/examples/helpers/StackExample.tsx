import { Box, Stack } from '@chorus/ui';
import { useT } from '../../i18n';

/** A wrapping row with a gap from the spacing scale; on phones a column. */
export default function StackExample() {
  const t = useT();
  return (
    <Stack direction={{ mobile: 'column', tablet: 'row' }} gap="md" wrap>
      {[1, 2, 3].map((n) => (
        <Box key={n} padding="md" background="accentSoft" color="accent" borderRadius="md">
          {t('helpers.sampleItem', { n })}
        </Box>
      ))}
    </Stack>
  );
}
