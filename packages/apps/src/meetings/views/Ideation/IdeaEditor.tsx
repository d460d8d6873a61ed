/**
 * Writing or editing one idea. The text stays in the field until the server has taken it: a refused
 * save (time is up, 409) leaves it there to copy or to send again once the host extends the time. At the bell
 * the field turns read-only (`closed`); text past the limit is kept and marked, never cut.
 */
import { IDEA_MAX_LENGTH, SaveIdeaRequestSchema } from '@chorus/mock-handlers/contracts';
import {
  Button,
  Checkbox,
  fieldProps,
  Select,
  Stack,
  TextArea,
  useZodForm,
  type ZodFieldError,
} from '@chorus/ui';
import { z } from 'zod';
import { t, useT } from '../i18n';

/** The idea's rules are the contract's (SaveIdeaRequest: required visible text, at most IDEA_MAX_LENGTH). */
const ideaSchema = SaveIdeaRequestSchema.pick({ text: true }).extend({
  showName: z.boolean(),
  /** The column it goes in, when the phase writes in columns. */
  column: z.number().int().optional(),
});

/** The contract's messages are the API's English: the form says them in the active language. */
const ideaErrorMessage = ({ type }: ZodFieldError) => (type === 'too_big' ? undefined : t('editor.required'));

export type IdeaValues = z.output<typeof ideaSchema>;

export interface IdeaEditorProps {
  label: string;
  submitLabel: string;
  /** Editing: the idea's text and name choice; a new idea starts empty. */
  initial?: IdeaValues;
  showNameOption: boolean;
  /** The phase's idea columns (a retrospective's "went well / to improve / try next"); empty: one list. */
  columns?: readonly string[];
  /** Time is up: the text stays (to copy, or to add if the host extends the time) but nothing is sent. */
  closed?: boolean;
  /** Resolves once the server has the idea (the field then empties for the next one); rejects if refused. */
  onSubmit: (values: IdeaValues) => Promise<unknown>;
  onCancel?: () => void;
}

export function IdeaEditor({
  label,
  submitLabel,
  initial,
  showNameOption,
  columns = [],
  closed = false,
  onSubmit,
  onCancel,
}: IdeaEditorProps) {
  const t = useT();
  const form = useZodForm(ideaSchema, {
    errorMessage: ideaErrorMessage,
    defaultValues: {
      text: initial?.text ?? '',
      showName: initial?.showName ?? false,
      ...(columns.length ? { column: initial?.column ?? 0 } : {}),
    },
  });
  const text = form.watch('text');
  const column = form.watch('column');
  const showName = form.watch('showName');
  const left = IDEA_MAX_LENGTH - text.length;
  // Text past the limit is kept (a paste is never cut without a word): the field says how much is over.
  const over = left < 0 ? t('editor.tooLong', { over: -left, max: IDEA_MAX_LENGTH }) : undefined;
  const submit = form.handleSubmit(async (values) => {
    if (closed) return;
    try {
      await onSubmit(values);
    } catch {
      // Refused: the snackbar says why, and the text stays.
      return;
    }
    // "Show my name" is chosen per idea: the next one starts anonymous again.
    // The column stays: the next idea often belongs beside this one.
    if (!initial)
      form.reset({ text: '', showName: false, ...(columns.length ? { column: values.column } : {}) });
  });
  return (
    <Stack as="form" gap="xs" minInlineSize={0} noValidate onSubmit={submit}>
      {columns.length ? (
        <Select
          label={t('editor.column')}
          value={String(column ?? 0)}
          disabled={closed}
          options={columns.map((name, index) => ({ value: String(index), label: name }))}
          onChange={(event) => form.setValue('column', Number(event.target.value), { shouldDirty: true })}
        />
      ) : null}
      <TextArea
        label={label}
        rows={3}
        readOnly={closed}
        helperText={t(initial ? 'editor.helpSave' : 'editor.helpAdd', { left: Math.max(0, left) })}
        {...fieldProps(form, 'text')}
        error={over ?? fieldProps(form, 'text').error}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey))
            event.currentTarget.form?.requestSubmit();
        }}
      />
      <Stack direction="row" wrap align="center" justify="between" gap="sm">
        {showNameOption ? (
          <Checkbox
            label={t('editor.showName')}
            checked={showName}
            onCheckedChange={(checked) => form.setValue('showName', checked === true)}
          />
        ) : (
          <span />
        )}
        <Stack direction="row" wrap align="center" gap="sm">
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="sm"
            disabled={closed || !text.trim() || left < 0}
            loading={form.formState.isSubmitting}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
