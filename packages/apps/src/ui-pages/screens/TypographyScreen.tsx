/**
 * Typography (/ui/typography): the kit's type scale, weights, text colours and font families, drawn with the
 * kit's own `Text` in the current theme, each with its token and the value the browser computes for it.
 */
import { useDocumentTitle } from '@chorus/shell';
import { Text, type TextSize, type TextTone, type TextWeight, vars } from '@chorus/ui';
import { type ReactNode, useRef } from 'react';
import { useT } from '../i18n';
import * as css from '../views/uiPages.css';
import { useLiveStyle } from '../views/useLiveStyle';

const sizes = Object.keys(vars.fontSize) as TextSize[];
const weights = Object.keys(vars.fontWeight) as TextWeight[];
const tones: { tone: TextTone; token: string }[] = [
  { tone: 'default', token: 'color.text' },
  { tone: 'muted', token: 'color.textMuted' },
  { tone: 'accent', token: 'color.accentSoftText' },
  { tone: 'critical', token: 'color.criticalSoftText' },
  { tone: 'warning', token: 'color.warningSoftText' },
  { tone: 'positive', token: 'color.positiveSoftText' },
  { tone: 'info', token: 'color.infoSoftText' },
];
const families = Object.keys(vars.font) as (keyof typeof vars.font)[];

/** One row: the token, the live value, an example drawn with it and how to write it. */
function Row({
  token,
  property,
  usage,
  children,
}: {
  token: string;
  property: string;
  usage: string;
  children: (ref: React.RefObject<HTMLElement | null>) => ReactNode;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const value = useLiveStyle(ref, property);
  return (
    <tr>
      <td>
        <code className={css.token}>{token}</code>
      </td>
      <td>
        <code className={css.token}>{value}</code>
      </td>
      <td>{children(ref)}</td>
      <td>
        <code className={css.token}>{usage}</code>
      </td>
    </tr>
  );
}

function TokenTable({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className={css.section}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className={css.tableScroller} tabIndex={0} aria-label={title}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t('typography.token')}</th>
              <th scope="col">{t('typography.value')}</th>
              <th scope="col">{t('typography.example')}</th>
              <th scope="col">{t('typography.usage')}</th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </section>
    </div>
  );
}

export default function TypographyScreen() {
  const t = useT();
  useDocumentTitle(t('typography.title'));
  const sample = t('typography.sample');
  return (
    <div className={css.page}>
      <div className={css.section}>
        <h1 className={css.title}>{t('typography.title')}</h1>
        <Text as="p" tone="muted">
          {t('typography.intro')}
        </Text>
      </div>
      <TokenTable title={t('typography.scale')}>
        {sizes.map((size) => (
          <Row key={size} token={`fontSize.${size}`} property="font-size" usage={`<Text size="${size}">`}>
            {(ref) => (
              <Text ref={ref} size={size}>
                {sample}
              </Text>
            )}
          </Row>
        ))}
      </TokenTable>
      <TokenTable title={t('typography.weights')}>
        {weights.map((weight) => (
          <Row
            key={weight}
            token={`fontWeight.${weight}`}
            property="font-weight"
            usage={`<Text weight="${weight}">`}
          >
            {(ref) => (
              <Text ref={ref} size="lg" weight={weight}>
                {sample}
              </Text>
            )}
          </Row>
        ))}
      </TokenTable>
      <TokenTable title={t('typography.colours')}>
        {tones.map(({ tone, token }) => (
          <Row key={tone} token={token} property="color" usage={`<Text tone="${tone}">`}>
            {(ref) => (
              <Text ref={ref} tone={tone} weight="medium">
                {t('typography.sentence')}
              </Text>
            )}
          </Row>
        ))}
      </TokenTable>
      <TokenTable title={t('typography.families')}>
        {families.map((family) => (
          <Row key={family} token={`font.${family}`} property="font-family" usage={`fontFamily="${family}"`}>
            {(ref) => (
              <Text ref={ref} className={css.fontFamily[family]}>
                {sample}
              </Text>
            )}
          </Row>
        ))}
      </TokenTable>
    </div>
  );
}
