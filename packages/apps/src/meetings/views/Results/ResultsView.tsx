/** The results of a vote or a decision: only the counts while hidden, then the tallies. Props in. */
import type { Results, Spread } from '@chorus/mock-handlers/contracts';
import { Icon, LinearProgress, Stack, type Tone } from '@chorus/ui';
import { plural } from '../../../lib/format';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import type { ResultsState } from '../../meetings.api';
import * as css from '../../meetings.css';

const spreadTag: Record<Spread, { tone: Tone; label: string }> = {
  broad: { tone: 'positive', label: 'Broad support' },
  mixed: { tone: 'info', label: 'Mixed support' },
  narrow: { tone: 'warning', label: 'Narrow support' },
};

export interface ResultsViewProps {
  state: ResultsState;
  /** The heading level of the panel the results sit in (their sub-headings go one lower). */
  level?: 2 | 3;
}

export function ResultsView({ state, level = 2 }: ResultsViewProps) {
  if (state.hidden) {
    return (
      <p className={`${shared.muted} ${shared.metaItem}`} role="status" data-testid="results-hidden">
        <Icon name="lock" size="xs" /> Hidden until the host closes the vote: {state.participation.voted} of{' '}
        {state.participation.eligible} have voted.
      </p>
    );
  }
  return <Tallies results={state.results} level={level} />;
}

function Tallies({ results, level }: { results: Results; level: 2 | 3 }) {
  const Subtitle = level === 2 ? 'h3' : 'h4';
  const top = Math.max(1, ...results.tallies.map((t) => t.points));
  return (
    <Stack gap="md" minInlineSize={0} data-testid="results">
      {results.statement ? (
        <p className={shared.text}>
          <strong>{results.statement}</strong>
        </p>
      ) : null}
      <span className={shared.muted}>
        {results.participation.voted} of {results.participation.eligible} took part
        {results.closed ? '' : ' so far'}.
      </span>
      {results.blocked ? (
        <Stack as="p" role="alert" direction="row" wrap align="center" gap="sm" className={shared.text}>
          <Tag tone="critical" icon="triangle-alert">
            Blocked
          </Tag>
          At least one person blocked this proposal.
        </Stack>
      ) : null}
      {results.tallies.length === 0 ? <p className={shared.muted}>No votes were cast.</p> : null}
      <Stack as="ol" gap="sm" className={shared.bareList} aria-label="Tallies">
        {results.tallies.map((tally) => (
          <li key={tally.targetId} className={shared.listItem}>
            <Stack direction="row" wrap align="center" justify="between" gap="sm">
              <span className={`${shared.text} ${shared.grow}`}>{tally.label}</span>
              <Stack as="span" direction="row" wrap align="center" gap="sm">
                <strong>
                  {results.kind === 'dotVote'
                    ? plural(tally.points, 'dot')
                    : plural(tally.points, 'person', 'people')}
                </strong>
                {results.kind === 'dotVote' ? (
                  <span className={shared.muted}>from {tally.voters}</span>
                ) : null}
                <Tag tone={spreadTag[tally.spread].tone}>{spreadTag[tally.spread].label}</Tag>
              </Stack>
            </Stack>
            <LinearProgress
              className={css.bar}
              value={tally.points}
              max={top}
              label={tally.label}
              valueText={`${tally.points} of ${top}`}
              aria-hidden
            />
          </li>
        ))}
      </Stack>
      {results.kind === 'consent' ? (
        <Stack as="section" gap="xs" minInlineSize={0} aria-label="Minority report">
          <Subtitle className={shared.subheading}>Minority report</Subtitle>
          {results.minorityReasons.length ? (
            <Stack as="ul" gap="sm" className={shared.bareList}>
              {results.minorityReasons.map((reason, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: anonymous reasons have no id
                <li key={index} className={shared.listItem}>
                  “{reason}”
                </li>
              ))}
            </Stack>
          ) : (
            <p className={shared.muted}>No objection or block was raised.</p>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
