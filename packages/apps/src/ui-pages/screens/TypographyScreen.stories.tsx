import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../lib/storybook';
import TypographyScreen from './TypographyScreen';

const meta = {
  title: 'Apps/UI pages/TypographyScreen',
  component: TypographyScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders({ path: '/ui/typography', route: '/ui/typography' })],
} satisfies Meta<typeof TypographyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, token: string) =>
  within(canvasElement).getByRole('cell', { name: token }).closest('tr') as HTMLElement;

/** Each token with the value the browser computes for it in the current theme. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
    for (const name of ['Type scale', 'Weights', 'Text colours', 'Font families']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // Each value is read again once the styles it depends on have loaded.
    await waitFor(() => {
      expect(row(canvasElement, 'fontSize.md')).toHaveTextContent('16px');
      expect(row(canvasElement, 'fontWeight.bold')).toHaveTextContent('700');
      expect(row(canvasElement, 'color.text')).toHaveTextContent(/rgb\(/);
    });
  },
};

/** The text colours follow the theme: dark text colours are light. */
export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'color.text')).toHaveTextContent(/rgb\(\s*2[0-9]{2}/));
  },
};

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
