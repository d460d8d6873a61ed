import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppProviders } from '../../lib/storybook';
import { templatePaths } from '../index';
import MaintenancePage from './MaintenancePage';

const meta = {
  title: 'Apps/Template pages/Maintenance',
  component: MaintenancePage,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders({ path: templatePaths.maintenance, route: templatePaths.maintenance })],
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Closed for scheduled maintenance!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const MaintenanceDark: Story = { ...Maintenance, globals: { theme: 'defaultDark' } };
