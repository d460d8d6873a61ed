import { Button, fieldProps, TextArea, TextField, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { FormDialog } from '../../../lib/form/FormDialog';

const emailList = z
  .string()
  .trim()
  .min(1, 'Enter at least one recipient')
  .refine(
    (value) =>
      value
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => z.email().safeParse(part).success),
    'Enter valid e-mail addresses, separated by commas',
  );

export const ComposeSchema = z.object({
  to: emailList,
  cc: z.union([z.literal(''), emailList]),
  subject: z.string().trim().min(1, 'Enter a subject').max(200, 'At most 200 characters'),
  message: z.string().trim().min(1, 'Write a message').max(5000, 'At most 5000 characters'),
});
export type ComposeValues = z.infer<typeof ComposeSchema>;

const empty: ComposeValues = { to: '', cc: '', subject: '', message: '' };

export interface ComposeDialogProps {
  open: boolean;
  onClose: () => void;
  onSend: (values: ComposeValues) => void;
}

/** A new message: recipients, subject and text, validated before it is sent. */
export function ComposeDialog({ open, onClose, onSend }: ComposeDialogProps) {
  const form = useZodForm(ComposeSchema, { defaultValues: empty });
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="New message"
      size="lg"
      onClose={close}
      onSubmit={(event) =>
        form.handleSubmit((values) => {
          onSend(values);
          form.reset(empty);
        })(event)
      }
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={close}>
            Discard
          </Button>
          <Button type="submit">Send</Button>
        </>
      }
    >
      <TextField label="To" type="email" multiple autoComplete="email" required {...fieldProps(form, 'to')} />
      <TextField label="Cc" type="email" multiple {...fieldProps(form, 'cc')} />
      <TextField label="Subject" required {...fieldProps(form, 'subject')} />
      <TextArea label="Message" rows={8} required {...fieldProps(form, 'message')} />
    </FormDialog>
  );
}
