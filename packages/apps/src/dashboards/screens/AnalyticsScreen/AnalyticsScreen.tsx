/**
 * The analytics dashboard (/apps/dashboards/analytics): every widget of `GET /api/analytics-dashboard-app/widgets`
 * as a chart or a figure card. The year of the visits chart is kept with the user's settings.
 */
import { PageSimple, useDocumentTitle } from '@chorus/shell';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../lib/query';
import { dashboardsApi, dashboardsKeys } from '../../dashboards.api';
import '../../dashboards.icons';
import { useNamedAnalytics } from '../../dashboards.names';
import { choice, usePreferences } from '../../dashboards.prefs';
import { useT } from '../../i18n';
import { Analytics, visitYears } from '../../views/Analytics';
import * as css from '../../views/dashboards.css';

export function AnalyticsScreen() {
  const t = useT();
  useDocumentTitle(t('analytics.title'));
  const [prefs, setPreference] = usePreferences();
  const query = useQuery({
    queryKey: dashboardsKeys.analytics,
    queryFn: ({ signal }) => dashboardsApi.analytics(signal),
  });
  // The widgets' titles in the viewer's language (the API names them in English).
  const data = useNamedAnalytics(query.data);
  const years = data ? visitYears(data) : [];
  return (
    <PageSimple
      header={
        <div className={css.header}>
          <div className={css.headerText}>
            <h1 className={css.pageTitle}>{t('analytics.title')}</h1>
            <p className={css.muted}>{t('analytics.subtitle')}</p>
          </div>
        </div>
      }
      content={
        <QueryStatus
          query={query}
          isEmpty={!!data && years.length === 0 && data.stats.length === 0}
          empty={{ title: t('analytics.empty'), icon: 'chart-line' }}
          loading={t('analytics.loading')}
          error={(reason) => t('analytics.error', { reason: errorText(reason) })}
          reserve="40rem"
        >
          {data ? (
            <Analytics
              widgets={data}
              visitsRange={choice(prefs, 'range.visits', years, years[0] ?? '')}
              onVisitsRange={(range) => setPreference('range.visits', range)}
            />
          ) : null}
        </QueryStatus>
      }
    />
  );
}

export default AnalyticsScreen;
