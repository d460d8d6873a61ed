import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/Link';
import { shellConfig } from '../lib/shellConfig';
import { useDocumentTitle } from '../route-focus/documentTitle';
import { openSearch, setSearchQuery } from '../search/search.store';
import * as css from './ErrorPage.css';
import { useT } from '../i18n';

export interface ErrorPageProps {
  code: number | string;
  title: string;
  message?: string;
  /** A search field: submitting opens the toolbar's search (pages and content) with the words typed. */
  search?: boolean;
}

/**
 * A full-content error page (404, 403, 500) with a way home, and a search field when asked (the 404): no dead
 * end. The shell around it stays usable.
 */
export function ErrorPage({ code, title, message, search }: ErrorPageProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className={css.page}>
      <p className={css.code}>{code}</p>
      <h1 className={css.title}>{title}</h1>
      {message ? <p className={css.message}>{message}</p> : null}
      {search ? (
        <search className={css.search}>
          <form
            className={css.searchForm}
            onSubmit={(event) => {
              event.preventDefault();
              setSearchQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim());
              openSearch();
            }}
          >
            <input
              className={css.searchInput}
              type="search"
              name="q"
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
            />
            <button type="submit" className={css.home}>
              {t('search.open')}
            </button>
          </form>
        </search>
      ) : null}
      <Link className={css.home} to={shellConfig.homePath}>
        {t('error.home')}
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  const t = useT();
  return <ErrorPage code={404} title={t('error.notFound')} search />;
}

export function ForbiddenPage() {
  const t = useT();
  return <ErrorPage code={403} title={t('error.forbidden')} message={t('error.forbiddenMessage')} />;
}

/** What a route shows when its screen throws: a 500 page with the error's message. */
export function RouteErrorPage({ error }: { error?: unknown }) {
  const t = useT();
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage code={500} title={t('error.crashed')} message={message} />;
}

interface RouteErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Around every route: an error in one screen (render or lazy load) shows RouteErrorPage while the shell
 * stays alive. Keyed by the route's location by its user, so navigating away clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
