import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { setLayoutConfig, setLayoutStyle } from '../settings/settings.store';
import { DemoContent, prepareShell, withShell } from '../storybook/shellStoryKit';
import { Layout3 } from './Layout3';

const meta = {
  title: 'Shell/Layouts/Layout3',
  component: Layout3,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => {
    prepareShell();
    setLayoutStyle('layout3');
  },
  args: { children: <DemoContent /> },
} satisfies Meta<typeof Layout3>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side panels 56 px wide on both edges, toolbar above the navbar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('complementary', { name: 'Left side panel' }).getBoundingClientRect().width,
    ).toBe(56);
    await expect(
      canvas.getByRole('complementary', { name: 'Right side panel' }).getBoundingClientRect().width,
    ).toBe(56);
  },
};

/** The left side panel toggles between 56 px (icons) and 280 px (icons and titles). */
export const SidePanelToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = canvas.getByRole('complementary', { name: 'Left side panel' });
    const toggle = canvas.getByRole('button', { name: 'Toggle side panel' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(280));
    await expect(within(panel).getByRole('link', { name: 'Calendar' })).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(56));
  },
};

export const ToolbarBelowFolded: Story = {
  beforeEach: () => setLayoutConfig({ toolbar: { position: 'below' }, navbar: { folded: true } }),
};

export const WithoutSidePanels: Story = {
  beforeEach: () =>
    setLayoutConfig({ leftSidePanel: { display: false }, rightSidePanel: { display: false } }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** Follows the real viewport (the responsive test renders it at 360, 768 and 1440 px). */
export const AutoScreen: Story = { parameters: { shell: { screen: 'auto' } } };
