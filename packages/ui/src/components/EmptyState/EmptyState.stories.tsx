import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX, CloudOff } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <CalendarX size={28} aria-hidden />,
    title: 'No meetings yet',
    description: 'Schedule a meeting and everyone invited will see it here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSchedule = fn();

export const Default: Story = {
  args: { action: <Button onClick={onSchedule}>Schedule a meeting</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No meetings yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a meeting' }));
    await expect(onSchedule).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Nothing here', titleAs: 'p' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Nothing here')).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'defaultDark' } };
export const MainThemeDark: Story = { ...Default, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (EmptyState.mdx): out of the sidebar and of the docs page's list of states.

/** Do: the title says what is missing, the description what will appear here, the action how to get it. */
export const DoSayWhatComesNext: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    title: 'No recordings yet',
    description: 'Record a meeting and its recording is listed here for everyone who attended.',
    action: <Button variant="soft">How to record a meeting</Button>,
  },
};

/** Don't: an empty state for a failed load; it looks like "nothing here" and announces nothing. */
export const DontShowAnError: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    icon: <CloudOff size={28} aria-hidden />,
    title: 'Something went wrong',
    description: 'The meetings could not be loaded.',
  },
};
