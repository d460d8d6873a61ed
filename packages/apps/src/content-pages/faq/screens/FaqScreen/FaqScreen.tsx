/**
 * The FAQ page (/pages/faq): the questions of GET /api/faq in the kit's Accordion, a search that filters them
 * as you type (question or answer) with the matches marked, and "No matching question" with a way back.
 */
import { PageSimple, useDocumentTitle } from '@chorus/shell';
import { Button, EmptyState, Icon, QueryStatus, TextField } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { errorText } from '../../../../lib/query';
import * as pageCss from '../../../contentPages.css';
import '../../../contentPages.icons';
import { faqApi, faqKeys, filterFaqs } from '../../faq.api';
import { useT } from '../../i18n';
import { FaqList } from '../../views/FaqList/FaqList';
import * as css from '../../views/FaqList/FaqList.css';

export function FaqScreen() {
  const t = useT();
  useDocumentTitle(t('page.title'));
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const field = useRef<HTMLInputElement>(null);
  const query = useQuery({ queryKey: faqKeys.all, queryFn: ({ signal }) => faqApi.list(signal) });
  const all = query.data ?? [];
  const shown = filterFaqs(all, deferred);
  const searching = deferred.trim() !== '';
  return (
    <PageSimple
      content={
        <div className={`${pageCss.content} ${css.column}`}>
          <h1 className={pageCss.title}>{t('page.title')}</h1>
          <p className={css.lead}>{t('page.lead')}</p>
          <TextField
            ref={field}
            type="search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
            startAdornment={<Icon name="search" size="sm" />}
          />
          <QueryStatus
            query={query}
            isEmpty={query.isSuccess && all.length === 0}
            empty={{ title: t('none.title'), icon: 'life-buoy' }}
            loading={t('loading')}
            error={(reason) => t('error', { reason: errorText(reason) })}
            reserve="30rem"
          >
            <p className={css.count} role="status" data-testid="faq-count">
              {searching
                ? t('count.matching', { count: shown.length })
                : t('count.all', { count: all.length })}
            </p>
            {shown.length > 0 ? (
              <FaqList faqs={shown} search={deferred} />
            ) : (
              <EmptyState
                icon={<Icon name="search" size="lg" />}
                title={t('empty.title')}
                description={t('empty.hint')}
                action={
                  <Button
                    variant="outline"
                    onClick={() => {
                      setSearch('');
                      field.current?.focus();
                    }}
                  >
                    {t('empty.clear')}
                  </Button>
                }
              />
            )}
          </QueryStatus>
        </div>
      }
    />
  );
}

export default FaqScreen;
