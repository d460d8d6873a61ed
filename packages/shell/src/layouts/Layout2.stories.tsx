import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HOVER_MENU_DELAY_MS } from '../lib/sizes';
import { setLayoutConfig, setLayoutStyle } from '../settings/settings.store';
import { DemoContent, prepareShell, withShell } from '../storybook/shellStoryKit';
import { Layout2 } from './Layout2';

const meta = {
  title: 'Shell/Layouts/Layout2',
  component: Layout2,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell()],
  beforeEach: () => {
    prepareShell();
    setLayoutStyle('layout2');
  },
  args: { children: <DemoContent /> },
} satisfies Meta<typeof Layout2>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Horizontal navbar 64 px high; its menus open and close after 150 ms of hovering. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByTestId('navbar');
    await expect(navbar.getBoundingClientRect().height).toBe(64);
    const templates = canvas.getByRole('button', { name: 'Templates' });
    await userEvent.hover(templates);
    await expect(templates).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(templates).toHaveAttribute('aria-expanded', 'true'), {
      timeout: HOVER_MENU_DELAY_MS * 10,
    });
    await userEvent.unhover(templates.parentElement!);
    await waitFor(() => expect(templates).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ToolbarAbove: Story = {
  beforeEach: () => setLayoutConfig({ toolbar: { position: 'above' } }),
};

export const Mobile: Story = {
  parameters: { shell: { screen: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

/** Follows the real viewport (the responsive test renders it at 360, 768 and 1440 px). */
export const AutoScreen: Story = { parameters: { shell: { screen: 'auto' } } };
