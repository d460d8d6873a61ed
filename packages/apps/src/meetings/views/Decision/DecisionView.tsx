/**
 * A decision: agree, abstain, object or block (or, with gradients of agreement, one of eight levels from
 * whole-hearted endorsement to veto); dissent gives a reason, published without names. Props in, callbacks out.
 */
import {
  type DecisionMethod,
  isDissent,
  type ProposalView,
  STANCE_CHOICES,
  type StanceChoice,
} from '@chorus/mock-handlers/contracts';
import { Button, Card, RadioGroup, RadioGroupItem, Stack, TextArea, useZodForm } from '@chorus/ui';
import { type ReactNode, useMemo } from 'react';
import { z } from 'zod';
import { stanceLabel } from '../../../lib/product/ConsentRecord';
import { useT as useProductT } from '../../../lib/product/i18n';
import * as shared from '../../../lib/product/product.css';
import * as css from '../../meetings.css';
import { t, useT } from '../i18n';
import { Progress, UnsavedMark } from '../parts';

const isStance = (choices: readonly StanceChoice[], value: string): value is StanceChoice =>
  (choices as readonly string[]).includes(value);

function stanceSchema(method: DecisionMethod, reasonRequired: boolean) {
  const choices = STANCE_CHOICES[method];
  return z
    .object({
      choice: z.string().refine((value) => isStance(choices, value), {
        error: () => t('decision.chooseStance'),
      }),
      reason: z.string().max(500),
    })
    .superRefine((value, context) => {
      const dissent = isStance(choices, value.choice) && isDissent(value.choice);
      if (reasonRequired && dissent && !value.reason.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['reason'],
          message: t(method === 'gradients' ? 'decision.reasonNeededGradients' : 'decision.reasonNeeded'),
        });
      }
    });
}

export interface DecisionViewProps {
  /** Null until the phase starts; a draft until the host opens the consent round. */
  proposal: ProposalView | null;
  /** How the phase decides: the four consent stances, or the eight gradients of agreement (default consent). */
  method?: DecisionMethod;
  /** null while too few have voted to count aloud (MIN_COUNTED_VOTERS). */
  submittedCount: number | null;
  eligibleCount: number;
  /** The proposal is open and the viewer takes part. */
  open: boolean;
  /** The meeting asks dissent (an objection, a block; a call for more discussion, a serious disagreement, a veto) for a reason. */
  reasonRequired: boolean;
  /** The stance kept on this device, not saved yet (the server could not be reached): sent again by itself. */
  unsavedStance?: { choice: StanceChoice; reason?: string };
  /** Resolves once the stance is saved or kept on this device. */
  onSave: (stance: { choice: StanceChoice; reason?: string }) => Promise<unknown>;
  /** The host's part: the composer of a draft, "Close the consent round", what follows a closed round. */
  hostActions?: ReactNode;
  /** The closed round's results (shown above what follows). */
  roundResults?: ReactNode;
}

export function DecisionView({
  proposal,
  method = 'consent',
  submittedCount,
  eligibleCount,
  open,
  reasonRequired,
  unsavedStance,
  onSave,
  hostActions,
  roundResults,
}: DecisionViewProps) {
  const t = useT();
  useProductT(); // the stances' names: the shared catalogue is loaded before they are read
  const choices = STANCE_CHOICES[method];
  const schema = useMemo(() => stanceSchema(method, reasonRequired), [method, reasonRequired]);
  // A stance waiting on this device (after a reload too) is the one the form shows.
  const shown = unsavedStance ?? proposal?.viewerStance;
  const form = useZodForm(schema, {
    defaultValues: { choice: shown?.choice ?? '', reason: shown?.reason ?? '' },
  });
  const choice = form.watch('choice');
  const needsReason = reasonRequired && isStance(choices, choice) && isDissent(choice);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ choice: chosen, reason }) => {
    // A refusal shows in the snackbar; the choice and the reason stay.
    await onSave({ choice: chosen as StanceChoice, reason: reason.trim() || undefined }).catch(
      () => undefined,
    );
  });
  if (!proposal) return <p className={shared.muted}>{t('decision.notStarted')}</p>;
  if (proposal.status === 'draft') {
    return (
      hostActions ?? (
        <p className={shared.muted} role="status" data-testid="proposal-draft">
          {t('decision.draft')}
        </p>
      )
    );
  }
  return (
    <Stack gap="md" minInlineSize={0}>
      <Card padding="md">
        <Stack gap="xs" minInlineSize={0}>
          <span className={shared.muted}>
            {proposal.round > 1 ? t('decision.revised', { round: proposal.round }) : t('decision.proposal')}
            {proposal.status === 'closed' ? t('decision.closedSuffix') : ''}
          </span>
          <p className={css.proposal} data-testid="proposal-statement">
            {proposal.statement}
          </p>
        </Stack>
      </Card>
      <Progress done={submittedCount} total={eligibleCount} kind="responded" />
      {proposal.status === 'closed' ? roundResults : null}
      {open ? (
        <Stack as="form" gap="md" minInlineSize={0} noValidate onSubmit={submit}>
          <RadioGroup
            label={t('decision.yourStance')}
            value={choice}
            onValueChange={(value) =>
              form.setValue('choice', value, { shouldValidate: form.formState.isSubmitted })
            }
            error={errors.choice?.message}
          >
            {choices.map((value) => (
              <RadioGroupItem
                key={value}
                value={value}
                label={
                  <>
                    <strong>{stanceLabel(value)}</strong>
                    <span className={shared.choiceHelp}>{t(`stanceHelp.${value}`)}</span>
                  </>
                }
              />
            ))}
          </RadioGroup>
          <TextArea
            label={t(needsReason ? 'decision.reasonRequired' : 'decision.reasonOptional')}
            rows={2}
            maxLength={500}
            helperText={t(method === 'gradients' ? 'decision.reasonHelpGradients' : 'decision.reasonHelp')}
            {...form.register('reason')}
            error={errors.reason?.message}
          />
          <Stack direction="row" wrap align="center" justify="between" gap="sm">
            {unsavedStance ? (
              <UnsavedMark waiting="outbox.stanceWaiting" />
            ) : (
              <span className={shared.muted}>
                {proposal.viewerStance
                  ? t('decision.youSaid', { stance: stanceLabel(proposal.viewerStance.choice) })
                  : t('decision.notResponded')}
              </span>
            )}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('decision.save')}
            </Button>
          </Stack>
        </Stack>
      ) : unsavedStance ? (
        <UnsavedMark waiting="outbox.stanceWaiting" />
      ) : proposal.viewerStance ? (
        <p className={shared.muted}>
          {t('decision.youSaid', { stance: stanceLabel(proposal.viewerStance.choice) })}
        </p>
      ) : null}
      {hostActions}
    </Stack>
  );
}
