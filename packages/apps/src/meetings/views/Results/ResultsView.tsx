/** The results of a vote or a decision: only the counts while hidden, then the tallies. Props in. */
import {
  MIN_COUNTED_VOTERS,
  type Results,
  SCORE_MAX,
  StanceChoiceSchema,
  type Tally,
} from '@chorus/mock-handlers/contracts';
import { Icon, LinearProgress, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { reasonLabel, reasonTone, stanceLabel } from '../../../lib/product/ConsentRecord';
import { useT as useProductT } from '../../../lib/product/i18n';
import { Tag } from '../../../lib/product/Tag';
import type { ResultsState } from '../../meetings.api';
import * as css from '../../meetings.css';
import { useT } from '../i18n';
import { percentShares } from '../shares';

export interface ResultsViewProps {
  state: ResultsState;
  /** The heading level of the panel the results sit in (their sub-headings go one lower). */
  level?: 2 | 3;
  /** Show a consent round's text above its counts (false where the proposal already shows right above). */
  showStatement?: boolean;
}

export function ResultsView({ state, level = 2, showStatement = true }: ResultsViewProps) {
  const t = useT();
  if (state.hidden) {
    return (
      <p className={`${shared.muted} ${shared.metaItem}`} role="status" data-testid="results-hidden">
        <Icon name="lock" size="xs" />{' '}
        {state.participation.voted === null
          ? t('results.hiddenFew', { min: MIN_COUNTED_VOTERS })
          : t('results.hiddenCount', {
              voted: state.participation.voted,
              eligible: state.participation.eligible,
            })}
      </p>
    );
  }
  return <Tallies results={state.results} level={level} showStatement={showStatement} />;
}

/** A stance's tally is named in the reader's language; a theme or an idea by its own words. */
function tallyLabel(tally: Tally): string {
  const choice = StanceChoiceSchema.safeParse(tally.targetId);
  return tally.targetType === 'choice' && choice.success ? stanceLabel(choice.data) : tally.label;
}

function Tallies({
  results,
  level,
  showStatement,
}: {
  results: Results;
  level: 2 | 3;
  showStatement: boolean;
}) {
  const t = useT();
  useProductT(); // the stances' names: the shared catalogue is loaded before they are read
  const Subtitle = level === 2 ? 'h3' : 'h4';
  const vetoed = results.method === 'gradients';
  const consent = results.kind === 'consent';
  const scoring = results.kind === 'scoreVote';
  // Dot bars are scaled to every dot cast (not to the largest value); stances to the people who answered.
  const total = results.tallies.reduce((sum, tally) => sum + tally.points, 0);
  const shares = percentShares(results.tallies.map((tally) => tally.points));
  const unit = (count: number) => t(consent ? 'results.people' : 'common.dots', { count });
  const { voted, eligible } = results.participation;
  return (
    <Stack gap="md" minInlineSize={0} data-testid="results">
      {results.statement && showStatement ? (
        <p className={shared.text}>
          {results.round > 1 ? (
            <span className={shared.muted}>{t('results.round', { round: results.round })} </span>
          ) : null}
          <strong>{results.statement}</strong>
        </p>
      ) : null}
      <span className={shared.muted}>
        {consent || scoring
          ? t(results.closed ? 'results.tookPart' : 'results.tookPartSoFar', { voted, eligible })
          : t(results.closed ? 'results.tookPartDots' : 'results.tookPartDotsSoFar', {
              voted,
              eligible,
              dots: t('common.dotsCast', { count: total }),
            })}
      </span>
      {results.blocked ? (
        <Stack as="p" role="alert" direction="row" wrap align="center" gap="sm" className={shared.text}>
          <Tag tone="critical" icon="triangle-alert">
            {t(vetoed ? 'results.vetoed' : 'results.blocked')}
          </Tag>
          {t(vetoed ? 'results.vetoedText' : 'results.blockedText')}
        </Stack>
      ) : null}
      {results.tallies.length === 0 ? <p className={shared.muted}>{t('results.noVotes')}</p> : null}
      <Stack
        as="ol"
        gap="sm"
        className={shared.bareList}
        aria-label={t(consent ? 'results.stances' : 'results.tallies')}
      >
        {results.tallies.map((tally, index) => (
          <li key={tally.targetId} className={shared.listItem}>
            <Stack direction="row" wrap align="center" justify="between" gap="sm">
              <span className={`${shared.text} ${shared.grow}`}>
                {tally.targetType === 'group' ? (
                  <span className={shared.muted}>{t('common.themePrefix')} </span>
                ) : null}
                {tallyLabel(tally)}
              </span>
              {scoring ? (
                <Stack as="span" direction="row" wrap align="center" gap="sm">
                  <strong>
                    {tally.mean === null || tally.mean === undefined
                      ? t('results.notScored')
                      : t('results.mean', { mean: tally.mean, max: SCORE_MAX })}
                  </strong>
                  <span className={shared.muted}>{t('results.people', { count: tally.voters ?? 0 })}</span>
                </Stack>
              ) : (
                <Stack as="span" direction="row" wrap align="center" gap="sm">
                  <strong>{unit(tally.points)}</strong>
                  <span className={shared.muted}>{t('common.share', { share: shares[index] })}</span>
                </Stack>
              )}
            </Stack>
            {scoring ? (
              <>
                <LinearProgress
                  className={css.bar}
                  value={tally.mean ?? 0}
                  max={SCORE_MAX}
                  label={tallyLabel(tally)}
                  aria-hidden
                />
                <span className={shared.muted} data-testid="score-distribution">
                  {t('results.distribution', {
                    list: (tally.distribution ?? [])
                      .map((count, score) => t('results.scoreCount', { score, count }))
                      .join(' · '),
                  })}
                </span>
              </>
            ) : (
              <LinearProgress
                className={css.bar}
                value={tally.points}
                max={Math.max(1, total)}
                label={tallyLabel(tally)}
                valueText={t('results.valueText', { points: tally.points, total })}
                aria-hidden
              />
            )}
          </li>
        ))}
      </Stack>
      {consent ? <MinorityReport results={results} Subtitle={Subtitle} /> : null}
    </Stack>
  );
}

function MinorityReport({ results, Subtitle }: { results: Results; Subtitle: 'h3' | 'h4' }) {
  useProductT(); // reasonLabel's words: the shared catalogue is loaded before they are read
  const t = useT();
  // Older answers carry only the reasons, unmarked.
  const report = results.minorityReport.length
    ? results.minorityReport
    : results.minorityReasons.map((reason) => ({ choice: null, reason }));
  return (
    <Stack as="section" gap="xs" minInlineSize={0} aria-label={t('results.minority')}>
      <Subtitle className={shared.subheading}>{t('results.minority')}</Subtitle>
      {report.length ? (
        <Stack as="ul" gap="sm" className={shared.bareList}>
          {report.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: anonymous reasons have no id
            <li key={index} className={shared.listItem}>
              <Stack direction="row" wrap align="center" gap="sm">
                {entry.choice ? <Tag tone={reasonTone(entry.choice)}>{reasonLabel(entry.choice)}</Tag> : null}
                <span className={shared.text}>“{entry.reason}”</span>
              </Stack>
            </li>
          ))}
        </Stack>
      ) : (
        <p className={shared.muted}>{t('results.noMinority')}</p>
      )}
    </Stack>
  );
}
