import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { SNACKBAR_AUTO_HIDE_MS, Snackbar, SnackbarAction } from './Snackbar';

const meta = {
  title: 'UI/Snackbar',
  component: Snackbar,
  args: { message: 'Meeting link copied', variant: 'success', onOpenChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'warning', 'error', 'info', 'default'] },
  },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(SNACKBAR_AUTO_HIDE_MS).toBe(6000);
    const snackbar = canvas.getByRole('status');
    await expect(snackbar).toHaveTextContent('Meeting link copied');
    // Top centre: fixed, centred horizontally near the top.
    const box = snackbar.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(20);
    await expect(box.top).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ErrorIsAnAlert: Story = {
  args: { variant: 'error', title: 'Could not save', message: 'Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not save');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const AutoHide: Story = {
  args: { autoHideDuration: 300, variant: 'info', message: 'Hides itself' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 2000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function ControlledSnackbar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save agenda</Button>
      <Snackbar
        open={open}
        onOpenChange={setOpen}
        variant="success"
        message="Agenda saved"
        action={<SnackbarAction onClick={() => setOpen(false)}>Undo</SnackbarAction>}
      />
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSnackbar />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save agenda' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Agenda saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

const variants = ['success', 'warning', 'error', 'info', 'default'] as const;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {variants.map((variant) => (
        <Snackbar
          key={variant}
          position="inline"
          variant={variant}
          autoHideDuration={null}
          title={variant === 'error' ? 'Could not save' : undefined}
          message={`A ${variant} message`}
          action={<SnackbarAction>Undo</SnackbarAction>}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Close' })).toHaveLength(5);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const VariantsDark: Story = { ...Variants, globals: { theme: 'defaultDark' } };
export const VariantsMainThemeDark: Story = { ...Variants, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Snackbar.mdx): out of the sidebar and of the docs page's list of states. Shown
// in the flow and kept open, so they stay on the page; in the app they sit at the top and hide after 6 s.

/** Do: a short confirmation of what the user just did, with an Undo to take it back. */
export const DoConfirmWithUndo: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    position: 'inline',
    autoHideDuration: null,
    variant: 'success',
    message: 'Agenda item deleted',
    action: <SnackbarAction>Undo</SnackbarAction>,
  },
};

/**
 * Don't: a decision in a snackbar: it hides itself after 6 s, maybe before a keyboard or screen reader user
 * reaches its button, and the question is lost with it. A decision is a dialog.
 */
export const DontForADecision: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    position: 'inline',
    autoHideDuration: null,
    variant: 'warning',
    title: 'Your session ends in 2 minutes',
    message: 'Unsaved changes will be lost.',
    action: <SnackbarAction>Stay signed in</SnackbarAction>,
  },
};
