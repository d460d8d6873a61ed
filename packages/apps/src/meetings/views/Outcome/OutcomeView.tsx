/** The outcomes recorded in a meeting; the host records one with a review date. Props in, callbacks out. */
import type { Outcome } from '@chorus/mock-handlers/contracts';
import { Button, Card, DateInput, fieldProps, Icon, Stack, TextArea, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { formatDate } from '../../../lib/format';
import { ConsentRecord, NoDecisionTag } from '../../../lib/product/ConsentRecord';
import * as shared from '../../../lib/product/product.css';
import { t, useT } from '../i18n';

const outcomeSchema = z.object({
  statement: z
    .string()
    .trim()
    .min(1, { error: () => t('outcome.required') }),
  reviewOn: z.string(),
});

export interface OutcomeViewProps {
  outcomes: readonly Outcome[];
  /**
   * The host, once the meeting has started: records an outcome in words (a consent round's outcome is
   * recorded from the decision panel, with its counts and minority report).
   */
  canRecord: boolean;
  /** Resolves once the outcome is recorded (the form then empties). */
  onRecord: (outcome: { statement: string; reviewOn: string | null }) => Promise<unknown>;
}

export function OutcomeView({ outcomes, canRecord, onRecord }: OutcomeViewProps) {
  const t = useT();
  const form = useZodForm(outcomeSchema, { defaultValues: { statement: '', reviewOn: '' } });
  const statement = form.watch('statement');
  const submit = form.handleSubmit(async (values) => {
    try {
      await onRecord({
        statement: values.statement,
        reviewOn: values.reviewOn || null,
      });
    } catch {
      return;
    }
    form.reset({ statement: '', reviewOn: '' });
  });
  return (
    <Card as="section" className={shared.panel} aria-labelledby="outcomes-title">
      <h2 className={shared.panelTitle} id="outcomes-title">
        {t('outcome.title')}
      </h2>
      {outcomes.length ? (
        <Stack as="ul" gap="sm" className={shared.bareList} aria-label={t('outcome.list')}>
          {outcomes.map((outcome) => (
            <li key={outcome.id} className={shared.listItem}>
              <Stack direction="row" wrap align="center" gap="sm">
                {outcome.kind === 'noDecision' ? <NoDecisionTag /> : null}
                <strong className={shared.text}>{outcome.statement}</strong>
              </Stack>
              {outcome.consent ? <ConsentRecord record={outcome.consent} /> : null}
              <span className={shared.muted}>
                {t(outcome.kind === 'noDecision' ? 'outcome.recorded' : 'outcome.decided', {
                  date: formatDate(outcome.decidedAt),
                })}
                {outcome.reviewOn ? t('outcome.review', { date: formatDate(outcome.reviewOn) }) : ''}
              </span>
            </li>
          ))}
        </Stack>
      ) : (
        <p className={shared.muted}>{t('outcome.none')}</p>
      )}
      {canRecord ? (
        <Stack as="form" gap="md" minInlineSize={0} noValidate onSubmit={submit}>
          <TextArea label={t('outcome.decision')} rows={2} {...fieldProps(form, 'statement')} />
          <Stack direction="row" wrap align="center" gap="sm">
            <DateInput
              className={shared.grow}
              label={t('outcome.reviewOn')}
              {...fieldProps(form, 'reviewOn')}
            />
            <Button
              type="submit"
              className={shared.endAligned}
              startIcon={<Icon name="flag" size="sm" />}
              disabled={!statement.trim()}
              loading={form.formState.isSubmitting}
            >
              {t('outcome.record')}
            </Button>
          </Stack>
          <p className={shared.muted}>{t('outcome.help')}</p>
        </Stack>
      ) : null}
    </Card>
  );
}
