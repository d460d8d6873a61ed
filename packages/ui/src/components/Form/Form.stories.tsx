import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { Select } from '../Select/Select';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { fieldProps, setServerErrors, useZodForm } from './useZodForm';

// Rules and messages live once, in the schema.
const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter a valid email address'),
  password: z.string().min(8, 'At least 8 characters'),
  team: z.string().min(1, 'Choose a team'),
  terms: z.literal(true, { error: 'Accept the terms to continue' }),
});

const onSubmit = fn();

function SignUpForm({ serverErrors }: { serverErrors?: Record<string, string> }) {
  const form = useZodForm(signUpSchema, {
    defaultValues: { name: '', email: '', password: '', team: '', terms: false as unknown as true },
  });
  const submit = form.handleSubmit(async (values) => {
    onSubmit(values);
    if (serverErrors) setServerErrors(form, serverErrors);
  });
  const rootError = form.formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxInlineSize: 360 }}>
      <TextField label="Name" required autoComplete="name" {...fieldProps(form, 'name')} />
      <TextField label="Email" type="email" required autoComplete="email" {...fieldProps(form, 'email')} />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        {...fieldProps(form, 'password')}
      />
      <Select
        label="Team"
        required
        placeholder="Choose a team…"
        options={[
          { value: 'product', label: 'Product' },
          { value: 'research', label: 'Research' },
        ]}
        {...fieldProps(form, 'team')}
      />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <Checkbox
            label="I accept the terms"
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {rootError && (
        <Text tone="critical" size="sm" role="alert">
          {rootError}
        </Text>
      )}
      <Button type="submit" loading={form.formState.isSubmitting}>
        Create account
      </Button>
    </form>
  );
}

const meta = {
  title: 'UI/Form',
  component: SignUpForm,
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidatesFromTheSchema: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByText('Enter your name')).toBeVisible();
    await expect(canvas.getByText('Accept the terms to continue')).toBeVisible();
    // The first invalid field gets focus.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Fixing a field clears its error as you type.
    await userEvent.type(email, 'ada@chorus.app');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsValidValues: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@chorus.app');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Team' }), 'research');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Ada',
        email: 'ada@chorus.app',
        password: 'correct horse',
        team: 'research',
        terms: true,
      }),
    );
  },
};

export const ServerErrors: Story = {
  args: { serverErrors: { email: 'This email is already registered', root: 'Sign-ups are paused' } },
  play: async (context) => {
    await SubmitsValidValues.play?.(context);
    const { canvas } = context;
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already registered'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sign-ups are paused');
  },
};

// Usage examples for the docs page (Form.mdx): out of the sidebar and of the docs page's list of states.

const meetingSchema = z.object({ title: z.string().trim().min(1, 'Enter a title for the meeting') });

function MeetingForm({ wiring }: { wiring: 'fieldProps' | 'register' }) {
  const form = useZodForm(meetingSchema, { defaultValues: { title: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {})}
      style={{ display: 'grid', gap: 16, maxInlineSize: 360 }}
    >
      <TextField
        label="Title"
        required
        {...(wiring === 'fieldProps' ? fieldProps(form, 'title') : form.register('title'))}
      />
      <Button type="submit">Create meeting</Button>
    </form>
  );
}

/** Do: spread `fieldProps(form, name)` onto a kit field: it gets the schema's error, shown and announced. */
export const DoWireWithFieldProps: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <MeetingForm wiring="fieldProps" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create meeting' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Enter a title for the meeting'));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Don't: spread `form.register(name)` alone: the form is invalid, but the field shows and announces nothing. */
export const DontRegisterWithoutTheError: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <MeetingForm wiring="register" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create meeting' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    // react-hook-form focuses the invalid field, but nothing says what is wrong with it.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter a title for the meeting')).toBeNull();
  },
};
