import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Switch } from '../Switch/Switch';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './Drawer';

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

// Usage examples for the docs page (Drawer.mdx): out of the sidebar and of the docs page's list of states.

/** An open modal covers the page it is on: on a docs page it renders in a frame of its own. */
const inFrame = { docs: { story: { inline: false, height: '420px' } } };

/** Do: secondary settings beside the page, titled after the button that opens it, with a way to close it. */
export const DoSecondaryPanel: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: inFrame,
  args: { title: 'Meeting settings', description: 'They apply to this meeting only.' },
  render: (args) => (
    <Drawer defaultOpen>
      <DrawerTrigger>
        <Button variant="outline">Meeting settings</Button>
      </DrawerTrigger>
      <DrawerContent {...args}>
        <div style={{ display: 'grid', gap: 12 }}>
          <Switch label="Mute people when they join" defaultChecked />
          <Switch label="Let people share their screen" />
          <div>
            <DrawerClose>
              <Button variant="soft">Done</Button>
            </DrawerClose>
          </div>
        </div>
      </DrawerContent>
    </Drawer>
  ),
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Meeting settings' });
    await expect(drawer).toHaveAccessibleDescription('They apply to this meeting only.');
  },
};

/** Don't: a yes-or-no question in a drawer: it is a decision, asked in the middle of the screen by a Dialog. */
export const DontForAConfirmation: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: inFrame,
  args: { title: 'Delete this meeting?', description: 'Its notes and recordings are deleted too.' },
  render: (args) => (
    <Drawer defaultOpen>
      <DrawerContent {...args}>
        <div style={{ display: 'flex', gap: 12 }}>
          <DrawerClose>
            <Button variant="ghost" tone="neutral">
              Cancel
            </Button>
          </DrawerClose>
          <Button tone="critical">Delete</Button>
        </div>
      </DrawerContent>
    </Drawer>
  ),
};
