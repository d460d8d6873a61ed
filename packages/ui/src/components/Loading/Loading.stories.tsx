import type { Meta, StoryObj } from '@storybook/react-vite';
import { watchFirstAppearance } from '@chorus/testing/timing';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { LOADING_DELAY_MS, Loading } from './Loading';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delayed: Story = {
  play: async ({ mount, canvasElement }) => {
    await expect(LOADING_DELAY_MS).toBe(300);
    const mounted = performance.now();
    const statusAt = watchFirstAppearance(canvasElement, '[role="status"]');
    const canvas = await mount();
    // An indicator with an accessible name…
    await expect(await canvas.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    // …and nothing before 300 ms had passed (§9).
    await expect(statusAt() - mounted).toBeGreaterThanOrEqual(LOADING_DELAY_MS);
  },
};

export const CustomDelayAndLabel: Story = {
  args: { delay: 0, label: 'Loading participants…', paused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading participants…' })).toBeVisible();
    await expect(canvas.getByText('Loading participants…')).toBeVisible();
  },
};

export const Linear: Story = {
  args: { delay: 0, variant: 'linear', showLabel: false },
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <Loading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('Loading…')).toBeNull();
  },
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Saving" paused />
      <Spinner label="Loading" paused />
      <Spinner size="lg" label="Connecting" paused />
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Spinner size="sm" paused /> Joining…
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const SpinnersDark: Story = { ...Spinners, globals: { theme: 'defaultDark' } };
export const SpinnersMainThemeDark: Story = { ...Spinners, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Loading.mdx): out of the sidebar and of the docs page's list of states.

/** Do: one indicator for the region that is loading, named after what it loads. */
export const DoOnePerRegion: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <section aria-labelledby="do-participants" style={{ maxInlineSize: 360 }}>
      <Heading level={2} size="md" id="do-participants">
        Participants
      </Heading>
      <Loading delay={0} paused label="Loading participants…" />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('progressbar', { name: 'Loading participants…' })).toBeVisible();
  },
};

/** Don't: an indicator in each part of a region that loads at once: three status regions, three "Loading…". */
export const DontOnePerItem: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, maxInlineSize: 480 }}>
      {['Agenda', 'Notes', 'Recordings'].map((title) => (
        <div key={title} style={{ border: '1px solid currentColor', borderRadius: 8, padding: 8 }}>
          <Heading level={2} size="sm">
            {title}
          </Heading>
          <Loading delay={0} paused />
        </div>
      ))}
    </div>
  ),
};
