import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'agenda', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Meeting">
        <TabsTrigger value="agenda">Agenda</TabsTrigger>
        <TabsTrigger value="notes">Notes</TabsTrigger>
        <TabsTrigger value="recording" disabled>
          Recording
        </TabsTrigger>
        <TabsTrigger value="people">People</TabsTrigger>
      </TabsList>
      <TabsContent value="agenda">Welcome, round of updates, decisions.</TabsContent>
      <TabsContent value="notes">No notes yet.</TabsContent>
      <TabsContent value="recording">Recording is off.</TabsContent>
      <TabsContent value="people">Ada, Alan, Grace.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const agenda = canvas.getByRole('tab', { name: 'Agenda' });
    await expect(agenda).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Welcome');
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('notes');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No notes yet.');
    // Arrow keys skip the disabled tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'People' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ada, Alan, Grace.');
    await userEvent.keyboard('{Home}');
    await expect(agenda).toHaveFocus();
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('notes');
  return (
    <div>
      <p>Showing {value}</p>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label="Meeting">
          <TabsTrigger value="agenda">Agenda</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
        </TabsList>
        <TabsContent value="agenda">Agenda panel</TabsContent>
        <TabsContent value="notes">Notes panel</TabsContent>
      </Tabs>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing notes')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Agenda' }));
    await expect(canvas.getByText('Showing agenda')).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    canvas.getByRole('tab', { name: 'Agenda' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    canvas.getByRole('tab', { name: 'Agenda' }).focus();
    // In right-to-left, ArrowLeft moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };
export const MainThemeDark: Story = { globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Tabs.mdx): out of the sidebar and of the docs page's list of states.

/** Don't: tabs as the steps of a sequence: nothing makes the user go through them in order, or says what is done. */
export const DontForSteps: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 'details' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="New meeting">
        <TabsTrigger value="details">1. Details</TabsTrigger>
        <TabsTrigger value="invite">2. Invite</TabsTrigger>
        <TabsTrigger value="confirm">3. Confirm</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Name and date of the meeting.</TabsContent>
      <TabsContent value="invite">Who takes part.</TabsContent>
      <TabsContent value="confirm">Check and create.</TabsContent>
    </Tabs>
  ),
};
