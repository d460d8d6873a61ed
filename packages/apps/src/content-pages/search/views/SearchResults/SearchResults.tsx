/**
 * The search pages' pieces (pure: props in, callbacks out): the search form, the result count, the results
 * (classic: a list; modern: cards) with the query's matches marked, and the pager.
 */
import type { SearchResult } from '@chorus/mock-handlers/contracts';
import { Button, Highlight, Icon, TextField } from '@chorus/ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n';
import * as css from './SearchResults.css';

export type SearchVariant = 'classic' | 'modern';

export function SearchForm({
  query,
  onSearch,
  className,
}: {
  query: string;
  onSearch: (query: string) => void;
  className?: string;
}) {
  const t = useT();
  const [value, setValue] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search className={className}>
      <form aria-label={t('form.label')} className={css.formRow} onSubmit={submit}>
        <TextField
          className={css.field}
          type="search"
          name="q"
          label={t('form.field')}
          hideLabel
          placeholder={t('form.placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={200}
          startAdornment={<Icon name="search" size="sm" />}
        />
        <Button type="submit">{t('form.submit')}</Button>
      </form>
    </search>
  );
}

export function ResultCount({ count, query }: { count: number; query: string }) {
  const t = useT();
  return (
    <p className={css.count} role="status" data-testid="result-count">
      {query ? t('results.countFor', { count, query }) : t('results.count', { count })}
    </p>
  );
}

export function SearchResults({
  results,
  query,
  variant,
}: {
  results: readonly SearchResult[];
  query: string;
  variant: SearchVariant;
}) {
  const t = useT();
  return (
    <ol className={variant === 'modern' ? css.cards : css.list} aria-label={t('results.label')}>
      {results.map((result) => (
        <li key={result.id} className={variant === 'modern' ? css.card : css.result}>
          <h2 className={css.title}>
            <a className={css.link} href={result.url} target="_blank" rel="noopener noreferrer">
              <Highlight text={result.title} query={query} />
            </a>
          </h2>
          <p className={css.url}>{result.url}</p>
          <p className={css.excerpt}>
            <Highlight text={result.excerpt} query={query} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={t('paging.label')}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </Button>
      <span>{t('paging.position', { page, pages })}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  );
}
