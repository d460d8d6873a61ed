/**
 * The search pages (/pages/search/classic and /modern): results of GET /api/search for the query in the URL
 * (`?q=`, `?page=`), the matches marked, the count, ten a page, and an empty state.
 */
import { PageSimple, useDocumentTitle } from '@chorus/shell';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../../../lib/query';
import * as pageCss from '../../../contentPages.css';
import '../../../contentPages.icons';
import { useT } from '../../i18n';
import { SEARCH_PAGE_SIZE, searchApi, searchKeys } from '../../search.api';
import * as css from '../../views/SearchResults/SearchResults.css';
import {
  Pager,
  ResultCount,
  SearchForm,
  SearchResults,
  type SearchVariant,
} from '../../views/SearchResults/SearchResults';

export function SearchScreen() {
  const t = useT();
  const { pathname } = useLocation();
  const variant: SearchVariant = pathname.endsWith('/modern') ? 'modern' : 'classic';
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const title = t(variant === 'modern' ? 'page.modern' : 'page.classic');
  useDocumentTitle(q ? `${q} · ${title}` : title);
  const query = useQuery({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchApi.search(q, signal),
  });
  const results = query.data ?? [];
  const pages = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const shown = results.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  const go = (next: { q?: string; page?: number }) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      if (next.q !== undefined) {
        if (next.q) url.set('q', next.q);
        else url.delete('q');
        url.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) url.set('page', String(next.page));
        else url.delete('page');
      }
      return url;
    });
  // A new query (from the form or the URL) starts the form afresh.
  const form = <SearchForm key={q} query={q} onSearch={(value) => go({ q: value })} />;
  return (
    <PageSimple
      content={
        <div className={pageCss.content}>
          {variant === 'modern' ? (
            <div className={css.hero}>
              <h1 className={pageCss.title}>{title}</h1>
              <p className={css.lead}>{t('page.lead')}</p>
              <SearchForm key={q} query={q} onSearch={(value) => go({ q: value })} className={css.heroForm} />
            </div>
          ) : (
            <>
              <h1 className={pageCss.title}>{title}</h1>
              {form}
            </>
          )}
          <QueryStatus
            query={query}
            isEmpty={query.isSuccess && results.length === 0}
            empty={{
              title: q ? t('results.empty', { query: q }) : t('results.emptyAll'),
              description: q ? t('results.emptyHint') : undefined,
              icon: 'search',
            }}
            loading={t('results.loading')}
            error={(reason) => t('results.error', { reason: errorText(reason) })}
            reserve="30rem"
          >
            <ResultCount count={results.length} query={q} />
            <SearchResults results={shown} query={q} variant={variant} />
            <Pager page={page} pages={pages} onPage={(next) => go({ page: next })} />
          </QueryStatus>
        </div>
      }
    />
  );
}

export default SearchScreen;
