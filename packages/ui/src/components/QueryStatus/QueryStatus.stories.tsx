import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { registerIcons } from '../../icons/registry';
import { Button } from '../Button';
import { QueryStatus } from './QueryStatus';

registerIcons({ inbox: Inbox });

const ready = { isPending: false, isError: false };
const refetch = fn();
const onCompose = fn();

const meta = {
  title: 'UI/QueryStatus',
  component: QueryStatus,
  args: {
    query: ready,
    loading: 'Loading mails…',
    error: (e: unknown) => `Could not load the mails: ${e instanceof Error ? e.message : String(e)}`,
    children: <p>3 mails</p>,
  },
} satisfies Meta<typeof QueryStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { query: { isPending: true, isError: false } },
  play: async ({ canvas }) => {
    // The kit's Loading waits 300 ms before it shows anything, so a quick answer never flashes.
    const status = await canvas.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading mails…' })).toBeVisible();
    await expect(canvas.queryByText('3 mails')).toBeNull();
  },
};

/** `reserve`: the loading state holds the space the content will take, so nothing below it jumps. */
export const LoadingReservesSpace: Story = {
  args: { query: { isPending: true, isError: false }, reserve: '12rem' },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    const box = status.parentElement?.getBoundingClientRect();
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(box?.height).toBeGreaterThanOrEqual(12 * rem - 1);
  },
};

export const ServerError: Story = {
  args: { query: { isPending: false, isError: true, error: new Error('Internal Server Error'), refetch } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Could not load the mails: Internal Server Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(refetch).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('3 mails')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    isEmpty: true,
    fill: true,
    empty: {
      title: 'No mails here',
      description: 'Mail you receive shows up in this folder.',
      icon: 'inbox',
      action: <Button onClick={onCompose}>Compose</Button>,
    },
  },
  play: async ({ canvas }) => {
    const empty = canvas.getByTestId('empty-state');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('No mails here')).toBeVisible();
    await expect(empty).toHaveTextContent('Mail you receive shows up in this folder.');
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    await expect(onCompose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('3 mails')).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 mails')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByTestId('empty-state')).toBeNull();
  },
};

// Usage examples for the docs page (QueryStatus.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a list that can be empty passes `empty`, and every text names what is loading. */
export const DoEveryState: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    query: ready,
    isEmpty: true,
    loading: 'Loading recordings…',
    error: () => 'Could not load the recordings.',
    empty: {
      title: 'No recordings yet',
      description: 'Recordings of your meetings show up here.',
      icon: 'inbox',
    },
  },
  render: (args) => (
    <section aria-label="Recordings">
      <QueryStatus {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recordings' })).toHaveTextContent('No recordings yet');
  },
};

/** Don't: `isEmpty` without `empty`; QueryStatus then renders nothing and the pane stays blank. */
export const DontEmptyWithoutEmptyState: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    query: ready,
    isEmpty: true,
    loading: 'Loading recordings…',
    error: () => 'Could not load the recordings.',
  },
  render: (args) => (
    <section aria-label="Recordings">
      <QueryStatus {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recordings' })).toBeEmptyDOMElement();
  },
};
