/**
 * Page layouts (/ui/page-layouts/*): the shell's PageCarded, PageSimple and PageBlank, each route a working
 * example whose content is its own source (imported with `?raw`, so the code shown is the code running).
 */
import { useDocumentTitle } from '@chorus/shell';
import { Text } from '@chorus/ui';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import CardedFullWidth from '../examples/layouts/CardedFullWidth';
import cardedFullWidthSource from '../examples/layouts/CardedFullWidth.tsx?raw';
import CardedLeftSidebar from '../examples/layouts/CardedLeftSidebar';
import cardedLeftSidebarSource from '../examples/layouts/CardedLeftSidebar.tsx?raw';
import CardedRightSidebar from '../examples/layouts/CardedRightSidebar';
import cardedRightSidebarSource from '../examples/layouts/CardedRightSidebar.tsx?raw';
import CardedTabbed from '../examples/layouts/CardedTabbed';
import cardedTabbedSource from '../examples/layouts/CardedTabbed.tsx?raw';
import SimpleFullWidth from '../examples/layouts/SimpleFullWidth';
import simpleFullWidthSource from '../examples/layouts/SimpleFullWidth.tsx?raw';
import SimpleLeftSidebar from '../examples/layouts/SimpleLeftSidebar';
import simpleLeftSidebarSource from '../examples/layouts/SimpleLeftSidebar.tsx?raw';
import SimpleRightSidebar from '../examples/layouts/SimpleRightSidebar';
import simpleRightSidebarSource from '../examples/layouts/SimpleRightSidebar.tsx?raw';
import SimpleTabbed from '../examples/layouts/SimpleTabbed';
import simpleTabbedSource from '../examples/layouts/SimpleTabbed.tsx?raw';
import Blank from '../examples/layouts/Blank';
import blankSource from '../examples/layouts/Blank.tsx?raw';
import { useT } from '../i18n';
import '../uiPages.icons';
import { layoutExamples, uiRoutes } from '../uiRoutes';
import { CodeBlock } from '../views/CodeBlock';

interface LayoutExampleEntry {
  Example: ComponentType<{ children: ReactNode }>;
  source: string;
  file: string;
}

/** Each route's example (the routes are listed in uiRoutes.ts). */
export const layoutExampleByPath: Record<string, LayoutExampleEntry> = {
  '/ui/page-layouts/carded/full-width': {
    Example: CardedFullWidth,
    source: cardedFullWidthSource,
    file: 'CardedFullWidth.tsx',
  },
  '/ui/page-layouts/carded/left-sidebar': {
    Example: CardedLeftSidebar,
    source: cardedLeftSidebarSource,
    file: 'CardedLeftSidebar.tsx',
  },
  '/ui/page-layouts/carded/right-sidebar': {
    Example: CardedRightSidebar,
    source: cardedRightSidebarSource,
    file: 'CardedRightSidebar.tsx',
  },
  '/ui/page-layouts/carded/tabbed': {
    Example: CardedTabbed,
    source: cardedTabbedSource,
    file: 'CardedTabbed.tsx',
  },
  '/ui/page-layouts/simple/full-width': {
    Example: SimpleFullWidth,
    source: simpleFullWidthSource,
    file: 'SimpleFullWidth.tsx',
  },
  '/ui/page-layouts/simple/left-sidebar': {
    Example: SimpleLeftSidebar,
    source: simpleLeftSidebarSource,
    file: 'SimpleLeftSidebar.tsx',
  },
  '/ui/page-layouts/simple/right-sidebar': {
    Example: SimpleRightSidebar,
    source: simpleRightSidebarSource,
    file: 'SimpleRightSidebar.tsx',
  },
  '/ui/page-layouts/simple/tabbed': {
    Example: SimpleTabbed,
    source: simpleTabbedSource,
    file: 'SimpleTabbed.tsx',
  },
  '/ui/page-layouts/blank': { Example: Blank, source: blankSource, file: 'Blank.tsx' },
};

export default function PageLayoutScreen() {
  const t = useT();
  const path = useLocation().pathname.replace(/\/+$/, '');
  const entry = layoutExampleByPath[path] ?? layoutExampleByPath[uiRoutes.blank];
  const example = layoutExamples.find((candidate) => candidate.path === path);
  useDocumentTitle(
    example
      ? t('layouts.title', {
          layout: t(`layouts.${example.layout}`),
          variant: t(`layouts.${example.variant}`),
        })
      : t('layouts.blankTitle'),
  );
  if (!entry) return null;
  const { Example, source, file } = entry;
  return (
    <Example>
      <Text as="p" tone="muted">
        {t('layouts.intro')}
      </Text>
      <CodeBlock code={source} file={file} />
    </Example>
  );
}
