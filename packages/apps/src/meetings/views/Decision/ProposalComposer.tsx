/**
 * The host writes the proposal, or picks it from the top of the vote's tally, before the consent round
 * opens; the same form amends a blocked or objected proposal into the next round. Props in, callbacks out.
 */
import type { DecisionMethod } from '@chorus/mock-handlers/contracts';
import { Button, Icon, Stack, TextArea, fieldProps, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import { t, useT } from '../i18n';

const schema = z.object({
  statement: z
    .string()
    .trim()
    .min(1, { error: () => t('proposal.required') }),
});

export interface ProposalComposerProps {
  /** The text the form starts from (the agenda's prompt, or the proposal being revised). */
  initial: string;
  /** The top items of the vote, best first: one click puts one in the form. */
  topItems: readonly string[];
  /** The round the form opens (2 and up: a revision). */
  round: number;
  /** How the group answers it: the help names the consent stances or the gradients of agreement (default consent). */
  method?: DecisionMethod;
  /** Resolves once the round is open. */
  onSubmit: (statement: string) => Promise<unknown>;
  onCancel?: () => void;
}

export function ProposalComposer({
  initial,
  topItems,
  round,
  method = 'consent',
  onSubmit,
  onCancel,
}: ProposalComposerProps) {
  const t = useT();
  const form = useZodForm(schema, { defaultValues: { statement: initial } });
  const revising = round > 1;
  const statement = form.watch('statement').trim();
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values.statement.trim()).catch(() => undefined);
  });
  return (
    <Stack as="form" gap="md" minInlineSize={0} noValidate onSubmit={submit} aria-label={t('proposal.label')}>
      {topItems.length ? (
        <Stack gap="xs" minInlineSize={0}>
          <span className={shared.muted}>{t('proposal.startFrom')}</span>
          <Stack direction="row" wrap gap="sm">
            {topItems.map((item) => (
              <Button
                key={item}
                type="button"
                size="sm"
                variant="outline"
                tone="neutral"
                aria-label={t('proposal.use', { item })}
                onClick={() =>
                  form.setValue('statement', item, { shouldValidate: form.formState.isSubmitted })
                }
              >
                {item}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <TextArea
        label={t(revising ? 'proposal.amended' : 'proposal.label')}
        rows={3}
        helperText={t(
          revising
            ? 'proposal.amendedHelp'
            : method === 'gradients'
              ? 'proposal.helpGradients'
              : 'proposal.help',
        )}
        {...fieldProps(form, 'statement')}
      />
      <Stack direction="row" wrap align="center" gap="sm">
        <Button
          type="submit"
          startIcon={<Icon name="flag" size="sm" />}
          loading={form.formState.isSubmitting}
          disabled={revising && statement === initial.trim()}
        >
          {revising ? t('proposal.openRound', { round }) : t('proposal.open')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" tone="neutral" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
