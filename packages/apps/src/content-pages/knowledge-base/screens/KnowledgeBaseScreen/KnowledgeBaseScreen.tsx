/**
 * The knowledge base (/pages/knowledge-base): the categories of GET /api/knowledge-base with their article
 * counts and featured articles; an article opens in a dialog.
 */
import { PageSimple, useDocumentTitle } from '@chorus/shell';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../../lib/query';
import * as pageCss from '../../../contentPages.css';
import '../../../contentPages.icons';
import { useT } from '../../i18n';
import { knowledgeBaseApi, knowledgeBaseKeys } from '../../knowledge-base.api';
import { Categories } from '../../views/Categories/Categories';
import * as css from '../../views/Categories/Categories.css';

export function KnowledgeBaseScreen() {
  const t = useT();
  useDocumentTitle(t('page.title'));
  const query = useQuery({
    queryKey: knowledgeBaseKeys.categories,
    queryFn: ({ signal }) => knowledgeBaseApi.categories(signal),
  });
  return (
    <PageSimple
      content={
        <div className={pageCss.content}>
          <h1 className={pageCss.title}>{t('page.title')}</h1>
          <p className={css.lead}>{t('page.lead')}</p>
          <QueryStatus
            query={query}
            isEmpty={query.data?.length === 0}
            empty={{ title: t('empty.title'), icon: 'book-marked' }}
            loading={t('loading')}
            error={(reason) => t('error', { reason: errorText(reason) })}
            reserve="30rem"
          >
            {query.data ? <Categories categories={query.data} /> : null}
          </QueryStatus>
        </div>
      }
    />
  );
}

export default KnowledgeBaseScreen;
