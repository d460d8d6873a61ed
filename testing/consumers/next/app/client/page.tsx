'use client';

// A client page: a Dialog, Tabs, a DataTable and a form, all from the barrel.
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  fieldProps,
  PasswordField,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
  useZodForm,
} from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';

interface Person {
  id: string;
  name: string;
  minutes: number;
}

const people: Person[] = [
  { id: 'g', name: 'Grace Hopper', minutes: 7 },
  { id: 'a', name: 'Ada Lovelace', minutes: 12 },
  { id: 'k', name: 'Katherine Johnson', minutes: 3 },
];
const column = createDataTableColumnHelper<Person>();
const columns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('minutes', { header: 'Minutes spoken', meta: { align: 'end' } }),
]);

const schema = z.object({
  topic: z.string().trim().min(1, 'Name the topic'),
  secret: z.string().min(8, 'At least 8 characters'),
});

function ProposalForm() {
  const form = useZodForm(schema, { defaultValues: { topic: '', secret: '' } });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setSent(values.topic))}>
      <Stack gap="sm">
        <TextField label="Topic" {...fieldProps(form, 'topic')} />
        <PasswordField label="Meeting password" {...fieldProps(form, 'secret')} />
        <Button type="submit">Propose</Button>
        {sent ? <Text role="status">Proposed: {sent}</Text> : null}
      </Stack>
    </form>
  );
}

export default function ClientPage() {
  return (
    <main>
      <Stack gap="lg">
        <Dialog>
          <DialogTrigger>
            <Button>Invite people</Button>
          </DialogTrigger>
          <DialogContent title="Invite people" description="They get an e-mail with a link.">
            <TextField label="E-mail" type="email" />
            <DialogFooter>
              <DialogClose>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Tabs defaultValue="ideas">
          <TabsList aria-label="Meeting">
            <TabsTrigger value="ideas">Ideas</TabsTrigger>
            <TabsTrigger value="votes">Votes</TabsTrigger>
          </TabsList>
          <TabsContent value="ideas">Everyone writes alone first.</TabsContent>
          <TabsContent value="votes">Dots, blind.</TabsContent>
        </Tabs>
        <DataTable
          label="Participants"
          data={people}
          columns={columns}
          getRowId={(row) => row.id}
          height="16rem"
        />
        <ProposalForm />
      </Stack>
    </main>
  );
}
