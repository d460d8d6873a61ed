/**
 * What the host does once a consent round closes: with consent, record the decision; after a block or an
 * unresolved objection, "Revise the proposal" (a new round on an amended text) or "Record no decision".
 * Props in, callbacks out.
 */
import type { DecisionMethod, Quorum, StanceCounts } from '@chorus/mock-handlers/contracts';
import { Button, DateInput, Icon, Stack } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';
import { ProposalComposer } from './ProposalComposer';

export interface RecordRequest {
  noDecision: boolean;
  objectionsResolved: boolean;
  reviewOn: string | null;
}

export interface ConsentRoundActionsProps {
  /** The round's statement and number (the revision opens the next). */
  statement: string;
  round: number;
  /** Null while the counts load. */
  counts: StanceCounts | null;
  /** An outcome is recorded for this round already: 'decision' or 'noDecision'. */
  recorded: 'decision' | 'noDecision' | null;
  /** The decide phase is still running (a revision needs it). */
  canRevise: boolean;
  /** Gradients of agreement name the dissent by its levels (a veto, a serious disagreement); default consent. */
  method?: DecisionMethod;
  /** The round's quorum, when the meeting has one: short of it, only "Record no decision". */
  quorum?: Quorum | null;
  topItems: readonly string[];
  onRevise: (statement: string) => Promise<unknown>;
  onRecord: (request: RecordRequest) => Promise<unknown>;
}

/** What the round's outcome is called, in consent's words or in the gradients'. */
const WORDS = {
  consent: {
    blocked: 'round.blocked',
    objected: 'round.objected',
    consents: 'round.consents',
    resolved: 'round.recordResolved',
  },
  gradients: {
    blocked: 'round.vetoed',
    objected: 'round.disagreed',
    consents: 'round.agrees',
    resolved: 'round.recordResolvedGradients',
  },
} as const;

export function ConsentRoundActions({
  statement,
  round,
  counts,
  recorded,
  canRevise,
  method = 'consent',
  quorum = null,
  topItems,
  onRevise,
  onRecord,
}: ConsentRoundActionsProps) {
  const t = useT();
  const [revising, setRevising] = useState(false);
  const [reviewOn, setReviewOn] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  if (recorded) {
    return (
      <p className={shared.muted} role="status">
        {recorded === 'decision' ? t('round.recordedDecision') : t('round.recordedNone')}
      </p>
    );
  }
  if (!counts) return null;
  const record = (key: string, request: Omit<RecordRequest, 'reviewOn'>) => async () => {
    setBusy(key);
    await onRecord({ ...request, reviewOn: reviewOn || null }).catch(() => undefined);
    setBusy(null);
  };
  if (revising) {
    return (
      <ProposalComposer
        initial={statement}
        topItems={topItems}
        round={round + 1}
        onSubmit={onRevise}
        onCancel={() => setRevising(false)}
      />
    );
  }
  const blocked = counts.block > 0;
  const objected = counts.object > 0;
  // After dissent, or short of the quorum: the group did not decide.
  const recordNone = (
    <Button
      variant="outline"
      tone="neutral"
      loading={busy === 'none'}
      onClick={record('none', { noDecision: true, objectionsResolved: false })}
    >
      {t('round.recordNone')}
    </Button>
  );
  if (quorum && quorum.stances < quorum.needed) {
    return (
      <Stack as="section" gap="sm" minInlineSize={0} aria-label={t('round.next')}>
        <p className={shared.text}>{t('round.quorumNotMet', { ...quorum })}</p>
        <div>{recordNone}</div>
      </Stack>
    );
  }
  return (
    <Stack as="section" gap="sm" minInlineSize={0} aria-label={t('round.next')}>
      <p className={shared.text}>
        {t(WORDS[method][blocked ? 'blocked' : objected ? 'objected' : 'consents'])}
      </p>
      <DateInput
        label={t('round.reviewOn')}
        value={reviewOn}
        onChange={(event) => setReviewOn(event.currentTarget.value)}
      />
      <Stack direction="row" wrap align="center" gap="sm">
        {blocked || objected ? (
          <>
            {canRevise ? (
              <Button startIcon={<Icon name="pencil" size="sm" />} onClick={() => setRevising(true)}>
                {t('round.revise')}
              </Button>
            ) : null}
            {recordNone}
            {!blocked ? (
              <Button
                variant="ghost"
                tone="neutral"
                loading={busy === 'resolved'}
                onClick={record('resolved', { noDecision: false, objectionsResolved: true })}
              >
                {t(WORDS[method].resolved)}
              </Button>
            ) : null}
          </>
        ) : (
          <Button
            startIcon={<Icon name="flag" size="sm" />}
            loading={busy === 'decision'}
            onClick={record('decision', { noDecision: false, objectionsResolved: false })}
          >
            {t('round.record')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
