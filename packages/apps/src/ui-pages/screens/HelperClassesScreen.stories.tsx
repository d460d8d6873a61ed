import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../lib/storybook';
import HelperClassesScreen from './HelperClassesScreen';

const clipboard: string[] = [];
function stubClipboard() {
  clipboard.length = 0;
  Object.defineProperty(navigator.clipboard, 'writeText', {
    configurable: true,
    value: async (text: string) => {
      clipboard.push(text);
    },
  });
  return () => {
    Reflect.deleteProperty(navigator.clipboard, 'writeText');
  };
}

const meta = {
  title: 'Apps/UI pages/HelperClassesScreen',
  component: HelperClassesScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: stubClipboard,
  decorators: [withAppProviders({ path: '/ui/helper-classes', route: '/ui/helper-classes' })],
} satisfies Meta<typeof HelperClassesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each example runs beside its own source; the copy button copies that source. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helper classes' })).toBeVisible();
    const box = canvas.getByRole('figure', { name: 'Source: BoxExample.tsx' });
    await expect(within(box).getByText(/export default function BoxExample/)).toBeInTheDocument();
    await expect(canvas.getAllByText('A raised box')[0]).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Copy the code' }));
    await expect(clipboard[0]).toMatch(/^import \{ Box, Text \} from '@chorus\/ui';/);
    await expect(
      await within(document.body).findByText('Code copied to the clipboard', undefined, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' } };

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl', locale: 'ar' } };
