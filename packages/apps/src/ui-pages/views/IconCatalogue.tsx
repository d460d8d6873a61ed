/**
 * The icon catalogue (pure: icons in, `onCopy` out): a search by name and tags, a size switch, and a virtualised
 * grid (only the rows in view are in the DOM). Every icon is a button named "Copy <name>"; Tab and the arrow
 * keys move between them (the grid scrolls the target into view first).
 */
import type { Icon as CatalogueIcon } from '@chorus/mock-handlers/contracts';
import { EmptyState, Icon, RadioGroup, Text, TextField } from '@chorus/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LucideIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../i18n';
import { filterIcons } from './iconSearch';
import * as css from './uiPages.css';

export const ICON_SIZES = [16, 24, 32, 48] as const;
const CELL_MIN_WIDTH = 112;
const GAP = 4;

export interface IconCatalogueProps {
  icons: readonly CatalogueIcon[];
  onCopy: (name: string) => void;
}

function useColumns(ref: React.RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(4);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setColumns(Math.max(1, Math.floor((element.clientWidth - GAP) / (CELL_MIN_WIDTH + GAP))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}

export function IconCatalogue({ icons, onCopy }: IconCatalogueProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [size, setSize] = useState<number>(icons[0]?.prevSize ?? 32);
  const [glyphs, setGlyphs] = useState<Record<string, LucideIcon>>();
  const scroller = useRef<HTMLElement>(null);
  const columns = useColumns(scroller);
  const shown = useMemo(() => filterIcons(icons, deferredQuery), [icons, deferredQuery]);
  const rows = Math.ceil(shown.length / columns);
  const rowHeight = size + 64;

  useEffect(() => {
    let live = true;
    void import('../icons/materialGlyphs').then((module) => {
      if (live) setGlyphs(module.materialGlyphs);
    });
    return () => {
      live = false;
    };
  }, []);

  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 2,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new size or column count re-measures the rows.
  useEffect(() => virtualizer.measure(), [rowHeight, columns, virtualizer]);

  /** Arrow keys move the focus by one icon or one row, scrolling the target into view first. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = Number((event.target as HTMLElement).dataset.iconIndex);
    if (Number.isNaN(from)) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -from,
      End: shown.length - 1 - from,
    };
    const move = step[event.key];
    if (move === undefined) return;
    const to = Math.min(shown.length - 1, Math.max(0, from + move));
    event.preventDefault();
    virtualizer.scrollToIndex(Math.floor(to / columns));
    const focus = (tries: number) => {
      const target = scroller.current?.querySelector<HTMLElement>(`[data-icon-index="${to}"]`);
      if (target) target.focus();
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    focus(5);
  };

  return (
    <>
      <div className={css.toolbar}>
        <TextField
          type="search"
          className={css.search}
          label={t('icons.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          startAdornment={<Icon name="search" size="sm" />}
        />
        <RadioGroup
          label={t('icons.size')}
          orientation="horizontal"
          value={String(size)}
          onValueChange={(value) => setSize(Number(value))}
          options={ICON_SIZES.map((value) => ({
            value: String(value),
            label: t('icons.sizeOption', { size: value }),
          }))}
        />
      </div>
      <Text as="p" role="status" tone="muted" size="sm">
        {t('icons.count', { shown: shown.length, total: icons.length })}
      </Text>
      {shown.length === 0 ? (
        <EmptyState icon="search" title={t('icons.noMatch', { query: deferredQuery.trim() })} />
      ) : null}
      <section
        ref={scroller}
        className={css.iconScroller}
        hidden={shown.length === 0}
        aria-label={t('icons.grid')}
        onKeyDown={onKeyDown}
      >
        <div className={css.iconRows} style={{ blockSize: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              className={css.iconRow}
              style={{
                blockSize: row.size,
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {shown.slice(row.index * columns, row.index * columns + columns).map((icon, column) => {
                const Glyph = glyphs?.[icon.name];
                return (
                  <button
                    key={icon.id}
                    type="button"
                    className={css.iconCell}
                    data-icon-index={row.index * columns + column}
                    aria-label={t('icons.copy', { name: icon.name })}
                    onClick={() => onCopy(icon.name)}
                  >
                    <span
                      className={css.iconGlyph}
                      style={{ inlineSize: size, blockSize: size }}
                      aria-hidden="true"
                    >
                      {Glyph ? <Glyph size={size} strokeWidth={size > 24 ? 1.5 : 2} /> : null}
                    </span>
                    <span className={css.iconName}>{icon.name}</span>
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
