/**
 * The record of a consent decision, as the decision log and the meeting's outcomes show it: the counts of
 * each stance (and, for gradients of agreement, of each level), the anonymous minority report with each reason
 * marked with its stance, and the earlier rounds of a revised proposal. Props in; no names anywhere.
 */
import type {
  ConsentRecord as ConsentRecordData,
  MinorityReason,
  StanceChoice,
  StanceCounts,
} from '@chorus/mock-handlers/contracts';
import { Stack } from '@chorus/ui';
import { consentWords } from './consentWords';
import { t as translate, useT } from './i18n';
import * as css from './product.css';
import { Tag } from './Tag';

/** "2 agree · 1 abstain · 0 object · 1 block": every stance, even at 0. */
export const countsText = (counts: StanceCounts) => translate('consent.counts', { ...counts });

/** A minority reason's mark, a stance's name, a gradients round's distribution: in the page's language. */
export const reasonLabel = (choice: MinorityReason['choice']) => consentWords().reason(choice);
export const stanceLabel = (choice: StanceChoice) => consentWords().stance(choice);

/** A block or a veto is the strongest dissent (critical); an objection or a lower gradient a concern (warning). */
export const reasonTone = (choice: MinorityReason['choice']) =>
  choice === 'block' || choice === 'veto' ? 'critical' : 'warning';

export function ConsentRecord({ record }: { record: ConsentRecordData }) {
  const t = useT();
  return (
    <Stack gap="xs" minInlineSize={0}>
      <span className={css.muted} data-testid="consent-counts">
        {record.round > 1
          ? t('consent.round', { round: record.round, counts: countsText(record.counts) })
          : countsText(record.counts)}
      </span>
      {record.gradients ? (
        <span className={css.muted} data-testid="consent-gradients">
          {consentWords().gradients(record.gradients)}
        </span>
      ) : null}
      {record.quorum && record.quorum.stances < record.quorum.needed ? (
        <span className={css.muted} data-testid="consent-quorum">
          {t('consent.quorumNotMet', { ...record.quorum })}
        </span>
      ) : null}
      <Reasons reasons={record.minorityReport} label={t('consent.minorityReport')} />
      {record.earlierRounds.length ? (
        <Stack as="ul" gap="xs" className={css.bareList} aria-label={t('consent.earlierRounds')}>
          {record.earlierRounds.map((round) => (
            <li key={round.round}>
              <span className={css.muted}>
                {t('consent.earlierRound', {
                  round: round.round,
                  statement: round.statement,
                  counts: countsText(round.counts),
                })}
              </span>
              {round.gradients ? (
                <span className={css.muted}>
                  {' · '}
                  {consentWords().gradients(round.gradients)}
                </span>
              ) : null}
              <Reasons
                reasons={round.minorityReport}
                label={t('consent.roundMinorityReport', { round: round.round })}
              />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function Reasons({ reasons, label }: { reasons: readonly MinorityReason[]; label: string }) {
  const t = useT();
  if (!reasons.length) return null;
  return (
    <Stack as="ul" gap="xs" className={css.bareList} aria-label={label}>
      {reasons.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: anonymous reasons have no id
        <Stack as="li" key={index} direction="row" wrap align="center" gap="sm">
          <Tag tone={reasonTone(entry.choice)}>{reasonLabel(entry.choice)}</Tag>
          <span className={css.text}>{t('consent.reason', { reason: entry.reason })}</span>
        </Stack>
      ))}
    </Stack>
  );
}

/** "No decision" for an outcome that records the group did not decide. */
export function NoDecisionTag() {
  const t = useT();
  return (
    <Tag tone="warning" icon="triangle-alert">
      {t('noDecision')}
    </Tag>
  );
}
