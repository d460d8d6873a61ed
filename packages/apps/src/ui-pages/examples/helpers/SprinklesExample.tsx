import { sprinkles } from '@chorus/ui';
import { useT } from '../../i18n';

/** The same atomic properties as class names, for any element (or inside a vanilla-extract style). */
export default function SprinklesExample() {
  const t = useT();
  return (
    <p
      className={sprinkles({
        marginBlock: 'none',
        paddingInline: 'lg',
        paddingBlock: 'sm',
        background: { default: 'infoSoft', hover: 'positiveSoft' },
        color: { default: 'info', hover: 'positive' },
        borderRadius: 'full',
        fontWeight: 'medium',
      })}
    >
      {t('helpers.sampleBox')}
    </p>
  );
}
