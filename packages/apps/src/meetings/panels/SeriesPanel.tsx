/** An initiative's meeting series and their open actions (issue 35), on the initiative's page. */
import { Card, QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import * as shared from '../../lib/product/product.css';
import { errorText, keepOnOutage } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { useT } from '../views/i18n';
import { SeriesList } from '../views/Series/SeriesList';

export function SeriesPanel({ initiativeId }: { initiativeId: string }) {
  const t = useT();
  const series = useQuery({
    queryKey: meetingKeys.series(initiativeId),
    queryFn: ({ signal }) => meetingsApi.series(initiativeId, signal),
  });
  return (
    <Card as="section" className={shared.panel} aria-labelledby="series-title">
      <h2 className={shared.panelTitle} id="series-title">
        {t('series.heading')}
      </h2>
      <QueryStatus
        query={keepOnOutage(series)}
        loading={t('series.loading')}
        error={(e) => t('series.error', { reason: errorText(e) })}
      >
        {series.data ? <SeriesList series={series.data} /> : null}
      </QueryStatus>
    </Card>
  );
}
