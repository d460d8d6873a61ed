/**
 * Helper classes (/ui/helper-classes): what the kit offers instead of global helper classes (Box props, Stack,
 * sprinkles, the spacing and colour tokens), each example running beside its own source (imported with `?raw`,
 * so the code shown is the code that runs), with a copy button.
 */
import { useDocumentTitle } from '@chorus/shell';
import { Box, Text, vars } from '@chorus/ui';
import { type ComponentType, type ReactNode, useRef } from 'react';
import boxExample from '../examples/helpers/BoxExample';
import boxSource from '../examples/helpers/BoxExample.tsx?raw';
import sprinklesExample from '../examples/helpers/SprinklesExample';
import sprinklesSource from '../examples/helpers/SprinklesExample.tsx?raw';
import stackExample from '../examples/helpers/StackExample';
import stackSource from '../examples/helpers/StackExample.tsx?raw';
import { useT } from '../i18n';
import '../uiPages.icons';
import { CodeBlock } from '../views/CodeBlock';
import * as css from '../views/uiPages.css';
import { useLiveStyle } from '../views/useLiveStyle';

const spaces = Object.keys(vars.space) as (keyof typeof vars.space)[];
const backgrounds = [
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'accentSoft',
  'neutralSoft',
  'infoSoft',
  'positiveSoft',
  'warningSoft',
  'criticalSoft',
] as const;

const SPACING_USAGE = `import { vars } from '@chorus/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex', gap: vars.space.sm, paddingInline: vars.space.lg });`;

const COLOUR_USAGE = `<Box background="warningSoft" color="warning" padding="md" borderRadius="md">…</Box>`;

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className={css.section}>
      <h2 className={css.sectionTitle}>{title}</h2>
      <Text as="p" tone="muted">
        {text}
      </Text>
      {children}
    </div>
  );
}

function Example({ Component, source, file }: { Component: ComponentType; source: string; file: string }) {
  return (
    <>
      <div className={css.example}>
        <Component />
      </div>
      <CodeBlock code={source} file={file} />
    </>
  );
}

function SpaceRow({ token }: { token: keyof typeof vars.space }) {
  const ref = useRef<HTMLElement>(null);
  const value = useLiveStyle(ref, 'inline-size');
  return (
    <tr>
      <td>
        <code className={css.token}>{`space.${token}`}</code>
      </td>
      <td>
        <code className={css.token}>{value}</code>
      </td>
      <td>
        <span ref={ref} className={`${css.spaceBar} ${css.spaceWidth[token]}`} />
      </td>
    </tr>
  );
}

export default function HelperClassesScreen() {
  const t = useT();
  useDocumentTitle(t('helpers.title'));
  return (
    <div className={css.page}>
      <div className={css.section}>
        <h1 className={css.title}>{t('helpers.title')}</h1>
        <Text as="p" tone="muted">
          {t('helpers.intro')}
        </Text>
      </div>
      <Section title={t('helpers.box')} text={t('helpers.boxText')}>
        <Example Component={boxExample} source={boxSource} file="BoxExample.tsx" />
      </Section>
      <Section title={t('helpers.stack')} text={t('helpers.stackText')}>
        <Example Component={stackExample} source={stackSource} file="StackExample.tsx" />
      </Section>
      <Section title={t('helpers.sprinkles')} text={t('helpers.sprinklesText')}>
        <Example Component={sprinklesExample} source={sprinklesSource} file="SprinklesExample.tsx" />
      </Section>
      <Section title={t('helpers.spacing')} text={t('helpers.spacingText')}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
        <section className={css.tableScroller} tabIndex={0} aria-label={t('helpers.spacing')}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('typography.token')}</th>
                <th scope="col">{t('typography.value')}</th>
                <th scope="col">{t('typography.example')}</th>
              </tr>
            </thead>
            <tbody>
              {spaces.map((token) => (
                <SpaceRow key={token} token={token} />
              ))}
            </tbody>
          </table>
        </section>
        <CodeBlock code={SPACING_USAGE} file="toolbar.css.ts" />
      </Section>
      <Section title={t('helpers.colours')} text={t('helpers.coloursText')}>
        <Box as="ul" display="grid" gap="sm" padding="none" margin="none" className={css.swatchGrid}>
          {backgrounds.map((token) => (
            <Box
              as="li"
              key={token}
              background={token}
              padding="md"
              borderRadius="md"
              borderWidth="thin"
              borderStyle="solid"
              borderColor="border"
            >
              <code className={css.token}>{`background="${token}"`}</code>
            </Box>
          ))}
        </Box>
        <CodeBlock code={COLOUR_USAGE} file="Swatch.tsx" />
      </Section>
    </div>
  );
}
