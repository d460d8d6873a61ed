import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { RoleBanner } from './RoleBanner';

const meta = {
  title: 'Apps/Meetings/Views/RoleBanner',
  component: RoleBanner,
  args: {
    assignment: {
      kind: 'devilsAdvocate',
      instructions:
        "You are this meeting's devil's advocate. Nobody else knows, not even the host. Question the emerging " +
        'consensus: look for the risks, the missing options and the assumptions nobody has tested.',
    },
  },
} satisfies Meta<typeof RoleBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The devil's advocate is told the role once and that nobody else knows once: no sentence twice. */
export const DevilsAdvocate: Story = {
  play: async ({ canvasElement }) => {
    const alert =
      within(canvasElement)
        .getByText(/Your private role: devil's advocate/)
        .closest('[role]') ?? canvasElement;
    const text = alert.textContent ?? '';
    await expect(text).toMatch(/Question the emerging consensus/);
    await expect(text.match(/nobody else/gi)?.length).toBe(1);
    await expect(text.match(/devil's advocate/gi)?.length).toBe(1);
  },
};
