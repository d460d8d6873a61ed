/** A dashboard widget: a titled card (a region named by its title) with an optional range picker. */
import { Card, Select, visuallyHidden } from '@chorus/ui';
import { type ReactNode, useId } from 'react';
import { useT } from '../i18n';
import * as css from './dashboards.css';

export interface RangePickerProps {
  /** The range's options: key → label (the API's labels). */
  ranges: Readonly<Record<string, string>>;
  value: string;
  onChange: (value: string) => void;
}

export interface WidgetCardProps {
  title: string;
  range?: RangePickerProps;
  className?: string;
  /** `article` for a figure card (several may share a title with a section, e.g. "Visits"). */
  as?: 'section' | 'article';
  children: ReactNode;
}

export function WidgetCard({ title, range, className, as = 'section', children }: WidgetCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card as={as} aria-labelledby={titleId} className={`${css.card} ${className ?? ''}`}>
      <div className={css.cardHeader}>
        <h2 id={titleId} className={css.cardTitle}>
          {title}
        </h2>
        {range ? (
          <Select
            label={t('range.label', { title })}
            hideLabel
            className={css.rangeSelect}
            value={range.value}
            onChange={(event) => range.onChange(event.target.value)}
            options={Object.entries(range.ranges).map(([value, label]) => ({ value, label }))}
          />
        ) : null}
      </div>
      {children}
    </Card>
  );
}

/** The first key of a range record (the default range when none was chosen). */
export const firstKey = (ranges: Readonly<Record<string, unknown>>): string => Object.keys(ranges)[0] ?? '';

export interface SimpleTableProps {
  caption: string;
  columns: readonly { id: string; title: string }[];
  rows: readonly { id: string; cells: readonly { id: string; value: string }[] }[];
}

/** A table of the API's text cells (budget, team members); the first cell of a row heads it. */
export function SimpleTable({ caption, columns, rows }: SimpleTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, by keyboard too
    <div className={css.tableWrap} tabIndex={0}>
      <table className={css.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={css.headCell}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={cell.id} scope="row" className={css.cell}>
                    {cell.value}
                  </th>
                ) : (
                  <td key={cell.id} className={css.cell}>
                    {cell.value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
