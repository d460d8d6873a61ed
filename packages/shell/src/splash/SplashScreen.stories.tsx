import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { authStore } from '../auth/auth.store';
import { shellConfig } from '../lib/shellConfig';
import { SplashScreen } from './SplashScreen';

const meta = {
  title: 'Shell/SplashScreen',
  component: SplashScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SplashScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the authentication check runs: the app's mark and name over the whole window, announced as loading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const splash = canvas.getByRole('status', { name: `Loading ${shellConfig.appName}` });
    await expect(splash).toBeVisible();
    await expect(splash).toHaveTextContent(shellConfig.appName);
    const box = splash.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** The server cannot check the stored session yet: the session is kept and the splash says so while it retries. */
export const Reconnecting: Story = {
  beforeEach: () => {
    authStore.reconnecting = true;
    return () => {
      authStore.reconnecting = false;
    };
  },
  play: async ({ canvas }) => {
    const splash = canvas.getByRole('status', { name: `Loading ${shellConfig.appName}` });
    await expect(splash).toHaveTextContent('Reconnecting…');
  },
};
