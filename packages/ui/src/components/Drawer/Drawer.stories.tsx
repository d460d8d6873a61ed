import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Switch } from '../Switch/Switch';
import { Drawer, DrawerContent, DrawerTrigger } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: DrawerContent,
  args: { title: 'Quick panel', description: 'Today’s notes and events.', side: 'end', width: 280 },
  render: (args, { parameters }) => (
    <Drawer defaultOpen={parameters.defaultOpen === true}>
      <DrawerTrigger>
        <Button variant="outline">Open panel</Button>
      </DrawerTrigger>
      <DrawerContent {...args}>
        <div style={{ display: 'grid', gap: 12 }}>
          <Switch label="Do not disturb" />
          <Switch label="Show captions" defaultChecked />
        </div>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<typeof DrawerContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Open panel' });
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Quick panel' });
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth));
    await expect(drawer.getBoundingClientRect().width).toBe(280);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Start: Story = {
  args: { side: 'start', title: 'Navigation' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

export const StartInRtl: Story = {
  globals: { dir: 'rtl' },
  args: { side: 'start', title: 'التنقل' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'التنقل' });
    // "start" is the right edge in RTL.
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth));
  },
};

/** Open from the first render (no click), for the screenshots: the sheet on the end edge. */
export const OpenAtEnd: Story = {
  parameters: { defaultOpen: true },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Quick panel' });
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth));
  },
};

export const OpenAtStart: Story = {
  parameters: { defaultOpen: true },
  args: { side: 'start', title: 'Navigation' },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

export const OpenAtEndDark: Story = { ...OpenAtEnd, globals: { theme: 'defaultDark' } };
