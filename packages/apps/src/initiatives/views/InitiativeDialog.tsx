/** Create or edit an initiative: title, description, status (when editing) and members. */
import type { InitiativeStatus, Person, SaveInitiativeRequest } from '@chorus/mock-handlers/contracts';
import {
  Checkbox,
  Dialog,
  DialogContent,
  fieldProps,
  Select,
  Stack,
  TextArea,
  TextField,
  useZodForm,
} from '@chorus/ui';
import { z } from 'zod';
import * as css from '../../lib/product/product.css';
import { SubmitFooter } from '../../lib/product/SubmitFooter';

const initiativeSchema = z.object({
  title: z.string().trim().min(1, 'Give the initiative a title'),
  description: z.string(),
  status: z.enum(['active', 'archived']),
  memberIds: z.array(z.string()),
});

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

export interface InitiativeDialogProps {
  open: boolean;
  /** Editing: the initiative's current values. */
  initial?: { id: string; title: string; description: string; status: InitiativeStatus; memberIds: string[] };
  /** People who can be added (everyone the viewer shares an initiative with). */
  people: Person[];
  viewerId: string;
  pending?: boolean;
  onSubmit: (request: SaveInitiativeRequest) => void;
  onClose: () => void;
}

export function InitiativeDialog({
  open,
  initial,
  people,
  viewerId,
  pending,
  onSubmit,
  onClose,
}: InitiativeDialogProps) {
  const form = useZodForm(initiativeSchema, {
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      status: initial?.status ?? 'active',
      memberIds: [...(initial?.memberIds ?? [])],
    },
  });
  const memberIds = form.watch('memberIds');
  const others = people.filter((person) => person.id !== viewerId);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={initial ? 'Edit initiative' : 'New initiative'}
        description="Only members see the initiative and its meetings."
      >
        <Stack
          as="form"
          gap="md"
          noValidate
          onSubmit={form.handleSubmit((values) => onSubmit({ id: initial?.id, ...values }))}
        >
          <TextField label="Title" required {...fieldProps(form, 'title')} />
          <TextArea
            label="Description"
            rows={3}
            helperText="What the initiative is for, and what a good outcome looks like."
            {...fieldProps(form, 'description')}
          />
          {initial ? <Select label="Status" options={statusOptions} {...fieldProps(form, 'status')} /> : null}
          <fieldset className={`${css.settingGroup} ${css.fieldset}`}>
            <legend className={css.subheading}>Members</legend>
            <p className={css.muted}>You are always a member.</p>
            {others.length === 0 ? <p className={css.muted}>No one else to add yet.</p> : null}
            {others.map((person) => (
              <Checkbox
                key={person.id}
                label={person.displayName}
                checked={memberIds.includes(person.id)}
                onCheckedChange={(checked) =>
                  form.setValue(
                    'memberIds',
                    checked === true ? [...memberIds, person.id] : memberIds.filter((id) => id !== person.id),
                  )
                }
              />
            ))}
          </fieldset>
          <SubmitFooter submitLabel={initial ? 'Save' : 'Create initiative'} pending={pending} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
