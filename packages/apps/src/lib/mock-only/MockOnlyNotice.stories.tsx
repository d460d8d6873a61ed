import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { MockOnlyNotice } from './MockOnlyNotice';

const MOCK_ONLY_NOTICE = "This sample app runs on the demo's mock data; it is not part of this server.";

const meta = {
  title: 'Product/MockOnlyNotice',
  component: MockOnlyNotice,
  args: { title: 'Mail' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof MockOnlyNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A template app's page in a build for a real server: what it is, and the way back to the product. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    await expect(canvas.getByText(MOCK_ONLY_NOTICE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your initiatives' })).toHaveAttribute(
      'href',
      '/apps/initiatives',
    );
  },
};
