import type { PhaseView } from '@chorus/mock-handlers/contracts';
import { Card, QueryStatus } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { ResultsView } from '../views/Results/ResultsView';
import { useResults } from '../hooks/useResults';

/** The results of a vote or a decision, in a panel of their own: hidden (counts only) until published. */
export function ResultsPanel({
  phase,
  title,
  level = 2,
}: {
  phase: PhaseView;
  title?: string;
  /** The heading level: 2 for a panel of its own, 3 inside the phase's panel. */
  level?: 2 | 3;
}) {
  const t = useT();
  const Title = level === 2 ? 'h2' : 'h3';
  const results = useResults(phase);
  const heading = title ?? t('results.title', { title: phase.title });
  return (
    <Card as="section" className={shared.panel} aria-label={heading}>
      <Title className={shared.panelTitle}>{heading}</Title>
      <QueryStatus
        query={keepOnOutage(results)}
        loading={t('results.loading')}
        error={(error) => t('results.error', { reason: errorText(error) })}
      >
        {results.data ? <ResultsView state={results.data} level={level} /> : null}
      </QueryStatus>
    </Card>
  );
}
