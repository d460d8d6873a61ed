/**
 * Documentation (/documentation/<page>): one page of Chorus's documentation, rendered from its Markdown in the
 * repository's `docs/` folder (imported as text with `?raw`, one chunk per page) through marked and
 * highlight.js and the one `SafeHtml`. The list of pages is the sidebar (a drawer on small screens); links
 * between the pages navigate inside the app; previous and next at the end.
 */
import { Link, NavLink, PageSimple, useDocumentTitle, useIsMobile } from '@chorus/shell';
import { getLocale, Icon, IconButton, QueryStatus, subscribeI18n } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import '../../lib/appIcons';
import { useT as useNavT } from '../../lib/navigation/i18n';
import { errorText } from '../../lib/query';
import { isLocalPath, SafeHtml } from '../../lib/SafeHtml';
import { type DocSlug, docPages, docPath } from '../docPages';
import { useT } from '../i18n';
import { renderMarkdown } from '../views/markdown';
import * as css from '../views/documentation.css';

/** Each page's Markdown, its own chunk (the same files the README links to). */
export const docSources: Record<DocSlug, () => Promise<{ default: string }>> = {
  'getting-started': () => import('../../../../../docs/getting-started.md?raw'),
  packages: () => import('../../../../../docs/packages.md?raw'),
  theming: () => import('../../../../../docs/theming.md?raw'),
  shell: () => import('../../../../../docs/shell.md?raw'),
  'adding-an-app': () => import('../../../../../docs/adding-an-app.md?raw'),
  'mock-api': () => import('../../../../../docs/mock-api.md?raw'),
  auth: () => import('../../../../../docs/auth.md?raw'),
  server: () => import('../../../../../docs/server.md?raw'),
  'meeting-method': () => import('../../../../../docs/meeting-method.md?raw'),
};

export const docKeys = { page: (slug: DocSlug) => ['documentation', slug] as const };

function PageList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const navT = useNavT();
  return (
    <nav aria-label={t('pages.label')} className={css.pageList}>
      <ol className={css.pageListItems}>
        {docPages.map((page) => (
          <li key={page.slug}>
            <NavLink to={docPath(page.slug)} className={css.pageLink} onClick={onNavigate}>
              {navT(page.title)}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default function DocumentationScreen() {
  const t = useT();
  const navT = useNavT();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const locale = useSyncExternalStore(subscribeI18n, getLocale, getLocale);
  const { pathname } = useLocation();
  const index = Math.max(
    0,
    docPages.findIndex((page) => pathname.replace(/\/+$/, '') === docPath(page.slug)),
  );
  const page = docPages[index] ?? docPages[0];
  useDocumentTitle(navT(page.title));
  const query = useQuery({
    queryKey: docKeys.page(page.slug),
    queryFn: () => docSources[page.slug]().then((module) => module.default),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const html = useMemo(() => (query.data ? renderMarkdown(query.data) : ''), [query.data]);
  const previous = docPages[index - 1];
  const next = docPages[index + 1];

  /** A link to another page of the app navigates inside it (a modified click opens a tab as usual). */
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.hasAttribute('target') || !isLocalPath(href)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <PageSimple
      header={
        isMobile ? (
          <IconButton icon={<Icon name="menu" />} label={t('pages.open')} onClick={() => setOpen(true)} />
        ) : undefined
      }
      leftSidebar={{
        content: <PageList onNavigate={() => setOpen(false)} />,
        label: t('pages.label'),
        open,
        onClose: () => setOpen(false),
      }}
      content={
        <div className={css.page}>
          <QueryStatus
            query={query}
            loading={t('page.loading')}
            error={(reason) => t('page.error', { reason: errorText(reason) })}
            reserve="40rem"
          >
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: links take Enter as a click; this only routes them. */}
            <article className={css.article} lang={locale === 'en' ? undefined : 'en'} onClick={onClick}>
              <SafeHtml html={html} localLinks />
            </article>
          </QueryStatus>
          <nav aria-label={t('page.pager')} className={css.pager}>
            {previous ? (
              <Link to={docPath(previous.slug)} className={css.pagerLink}>
                {t('page.previous', { title: navT(previous.title) })}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={docPath(next.slug)} className={css.pagerLink}>
                {t('page.next', { title: navT(next.title) })}
              </Link>
            ) : null}
          </nav>
        </div>
      }
    />
  );
}
