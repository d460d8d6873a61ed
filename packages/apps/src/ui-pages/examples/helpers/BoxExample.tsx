import { Box, Text } from '@chorus/ui';
import { useT } from '../../i18n';

/** Spacing, background, radius and shadow as Box props; the padding grows with the screen. */
export default function BoxExample() {
  const t = useT();
  return (
    <Box
      padding={{ mobile: 'sm', tablet: 'lg', desktop: 'xl' }}
      background="surfaceRaised"
      borderRadius="lg"
      boxShadow="md"
      borderWidth="thin"
      borderStyle="solid"
      borderColor="border"
    >
      <Text weight="semibold">{t('helpers.sampleBox')}</Text>
    </Box>
  );
}
