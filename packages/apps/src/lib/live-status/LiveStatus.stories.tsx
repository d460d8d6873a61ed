import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { liveStatusStore } from './liveStatus.store';
import { LiveStatus } from './LiveStatus';

const RECONNECTING_TEXT = 'Reconnecting…';

const meta = {
  title: 'Product/LiveStatus',
  component: LiveStatus,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LiveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const withStatus = (status: typeof liveStatusStore.status) => () => {
  liveStatusStore.status = status;
  return () => {
    liveStatusStore.status = 'stopped';
  };
};

/** The server's live channel is down: a small polite status says so while the screens poll and it reconnects. */
export const Reconnecting: Story = {
  beforeEach: withStatus('reconnecting'),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(RECONNECTING_TEXT);
    await expect(status).toBeVisible();
  },
};

/** Connected: nothing shows, but the live region stays in the page so the next drop is announced. */
export const Connected: Story = {
  beforeEach: withStatus('open'),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** The stream drops and comes back: the status appears, then clears. */
export const DropsAndComesBack: Story = {
  beforeEach: withStatus('open'),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    liveStatusStore.status = 'reconnecting';
    await waitFor(() => expect(status).toHaveTextContent(RECONNECTING_TEXT));
    liveStatusStore.status = 'open';
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};
