/**
 * Icons (/ui/icons): the icon catalogue of `GET /api/icons`, searchable by name and tags, at a chosen size;
 * selecting an icon copies its name and says so in the snackbar.
 */
import { iconsContracts } from '@chorus/mock-handlers/contracts';
import { useDocumentTitle } from '@chorus/shell';
import { QueryStatus, Text } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { copyToClipboard } from '../../lib/clipboard';
import { errorText } from '../../lib/query';
import { useT } from '../i18n';
import '../uiPages.icons';
import { IconCatalogue } from '../views/IconCatalogue';
import * as css from '../views/uiPages.css';

export const iconKeys = { all: ['ui', 'icons'] as const };

export default function IconsScreen() {
  const t = useT();
  useDocumentTitle(t('icons.title'));
  const query = useQuery({
    queryKey: iconKeys.all,
    queryFn: ({ signal }) => call(iconsContracts.icons, {}, signal),
  });
  const prevSize = query.data?.[0]?.prevSize ?? 32;
  return (
    <div className={css.page}>
      <div className={css.section}>
        <h1 className={css.title}>{t('icons.title')}</h1>
        <Text as="p" tone="muted">
          {t('icons.intro', { prevSize })}
        </Text>
      </div>
      <QueryStatus
        query={query}
        isEmpty={query.data?.length === 0}
        empty={{ title: t('icons.empty'), icon: 'shapes' }}
        loading={t('icons.loading')}
        error={(reason) => t('icons.error', { reason: errorText(reason) })}
        reserve="36rem"
      >
        {query.data ? (
          <IconCatalogue
            icons={query.data}
            onCopy={(name) =>
              copyToClipboard(name, { copied: t('icons.copied', { name }), failed: t('code.copyFailed') })
            }
          />
        ) : null}
      </QueryStatus>
    </div>
  );
}
