import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  args: { padding: 'lg', background: 'surfaceSunken', borderRadius: 'md', children: 'A box with padding' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('A box with padding');
    await expect(getComputedStyle(box).paddingInlineStart).toBe('16px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Agenda', children: 'Rendered as a section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Agenda' }).tagName).toBe('SECTION');
  },
};

export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'md',
    children: (
      <>
        <span>One</span>
        <span>Two</span>
      </>
    ),
  },
};

export const LogicalSpacingInRtl: Story = {
  globals: { dir: 'rtl' },
  args: { paddingInlineStart: 'xxl', children: 'مساحة في البداية' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('مساحة في البداية');
    const style = getComputedStyle(box);
    await expect(style.paddingRight).toBe('32px');
    await expect(style.paddingLeft).toBe('16px'); // padding="lg" still applies at the end
  },
};
