import { Button } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog, fieldErrors, TextAreaField, TextField } from '../../../lib/form/controls';

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
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };
  const field = (name: keyof ComposeValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <FormDialog
      open={open}
      title="New message"
      onClose={close}
      onSubmit={() => {
        const result = ComposeSchema.safeParse(values);
        if (!result.success) {
          setErrors(fieldErrors(result.error.issues));
          return;
        }
        onSend(result.data);
        setValues(empty);
        setErrors({});
      }}
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={close}>
            Discard
          </Button>
          <Button type="submit">Send</Button>
        </>
      }
    >
      <TextField label="To" type="email" multiple autoComplete="email" {...field('to')} />
      <TextField label="Cc" type="email" multiple {...field('cc')} />
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={8} {...field('message')} />
    </FormDialog>
  );
}
