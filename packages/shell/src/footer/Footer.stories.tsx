import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { copyrightLine, Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The copyright line, "© {current year} Chorus", in a contentinfo landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(copyrightLine());
    await expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    await expect(footer).toHaveAttribute('data-style', 'static');
  },
};

/** Fixed: stays at the bottom while the content scrolls. */
export const Fixed: Story = {
  args: { style: 'fixed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-style', 'fixed');
  },
};

/** Fixed on a phone: it comes after the content instead of taking ~50 px of every screen. */
export const FixedOnAPhone: Story = {
  args: { style: 'fixed' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-style', 'fixed');
    await expect(getComputedStyle(footer).position).toBe('static');
  },
};
