/**
 * The record of a consent decision, as the decision log and the meeting's outcomes show it: the counts of
 * each stance, the anonymous minority report with each reason marked as an objection or a block, and the
 * earlier rounds of a revised proposal. Props in; no names anywhere.
 */
import type { ConsentRecord as Record, MinorityReason, StanceCounts } from '@chorus/mock-handlers/contracts';
import { Stack } from '@chorus/ui';
import * as css from './product.css';
import { Tag } from './Tag';

/** "2 agree · 1 abstain · 0 object · 1 block": every stance, even at 0. */
export const countsText = (counts: StanceCounts) =>
  `${counts.agree} agree · ${counts.abstain} abstain · ${counts.object} object · ${counts.block} block`;

export const reasonLabel = (choice: MinorityReason['choice']) => (choice === 'block' ? 'Block' : 'Objection');

export function ConsentRecord({ record }: { record: Record }) {
  return (
    <Stack gap="xs" minInlineSize={0}>
      <span className={css.muted} data-testid="consent-counts">
        {record.round > 1 ? `Round ${record.round}: ` : ''}
        {countsText(record.counts)}
      </span>
      <Reasons reasons={record.minorityReport} label="Minority report" />
      {record.earlierRounds.length ? (
        <Stack as="ul" gap="xs" className={css.bareList} aria-label="Earlier rounds">
          {record.earlierRounds.map((round) => (
            <li key={round.round}>
              <span className={css.muted}>
                Round {round.round}: “{round.statement}” · {countsText(round.counts)}
              </span>
              <Reasons reasons={round.minorityReport} label={`Minority report of round ${round.round}`} />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function Reasons({ reasons, label }: { reasons: readonly MinorityReason[]; label: string }) {
  if (!reasons.length) return null;
  return (
    <Stack as="ul" gap="xs" className={css.bareList} aria-label={label}>
      {reasons.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: anonymous reasons have no id
        <Stack as="li" key={index} direction="row" wrap align="center" gap="sm">
          <Tag tone={entry.choice === 'block' ? 'critical' : 'warning'}>{reasonLabel(entry.choice)}</Tag>
          <span className={css.text}>“{entry.reason}”</span>
        </Stack>
      ))}
    </Stack>
  );
}

/** "No decision" for an outcome that records the group did not decide. */
export function NoDecisionTag() {
  return (
    <Tag tone="warning" icon="triangle-alert">
      No decision
    </Tag>
  );
}
