import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown, CountdownDisplay, describeTimeLeft } from './Countdown';
import { useCountdown } from './useCountdown';

const DAY = 86_400_000;

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { onComplete: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 15 days after mount: exactly 15 days until the first tick (a loaded machine may play before it), then 14 days,
 * 23 hours, 59 minutes and some seconds. Either way, not when the tick comes.
 */
const fifteenDaysFromMount =
  /^(15\s*days\s*00\s*hours\s*00\s*minutes\s*00\s*seconds|14\s*days\s*23\s*hours\s*59\s*minutes\s*\d\d\s*seconds)$/;

/** No end date: 15 days from now (§4). */
export const DefaultEnd: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent(fifteenDaysFromMount);
  },
};

export const Ticking: Story = {
  args: { endDate: new Date(Date.now() + 2 * DAY + 3_600_000 + 90_000), label: 'Next all-hands in' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Next all-hands in' });
    const seconds = () => timer.querySelectorAll('span > span')[6]?.textContent;
    const before = seconds();
    // It refreshes every second.
    await waitFor(() => expect(seconds()).not.toBe(before), { timeout: 2500 });
  },
};

function EndsSoon(props: { onComplete?: () => void }) {
  // The end is taken at mount, so the story works whenever it runs.
  const [end] = useState(() => Date.now() + 1500);
  return <Countdown endDate={end} completeContent="The meeting has started" {...props} />;
}

export const CompletesOnce: Story = {
  render: (args) => <EndsSoon onComplete={args.onComplete} />,
  play: async ({ args, canvas }) => {
    await expect(args.onComplete).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('The meeting has started')).toBeVisible(), { timeout: 3000 });
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const MountedAfterTheEnd: Story = {
  args: { endDate: '2020-01-01T00:00:00Z' },
  render: (args) => (
    <StrictMode>
      <Countdown {...args} />
    </StrictMode>
  ),
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      /0\s*days\s*00\s*hours\s*00\s*minutes\s*00\s*seconds/,
    );
    await expect(
      describeTimeLeft({ total: 0, days: 1, hours: 0, minutes: 1, seconds: 2, isComplete: false }),
    ).toBe('1 day, 0 hours, 1 minute and 2 seconds');
  },
};

const fixedEnd = new Date(Date.now() + 3 * DAY + 4 * 3_600_000 + 5 * 60_000 + 30_000);

function HookDemo() {
  const [done, setDone] = useState(0);
  const { days, hours, minutes, seconds } = useCountdown(fixedEnd, () => setDone((n) => n + 1));
  return (
    <p>
      {days}d {hours}h {minutes}m {seconds}s, completed {done} times
    </p>
  );
}

/** The hook alone, for custom layouts. */
export const Hook: Story = {
  render: () => <HookDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^3d 4h 5m \d+s, completed 0 times$/)).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', endDate: fixedEnd },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

export const Dark: Story = { ...Small, globals: { theme: 'defaultDark' } };
export const MainThemeDark: Story = { ...Small, globals: { theme: 'mainThemeDark' } };

/** A fixed time left, for screenshots. */
export const Display: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CountdownDisplay
        label="Next all-hands in"
        timeLeft={{ total: 1, days: 14, hours: 3, minutes: 1, seconds: 9, isComplete: false }}
      />
      <CountdownDisplay
        size="sm"
        timeLeft={{ total: 1, days: 1, hours: 1, minutes: 1, seconds: 1, isComplete: false }}
      />
      <CountdownDisplay
        label="Launch"
        completeContent="We are live"
        timeLeft={{ total: 0, days: 0, hours: 0, minutes: 0, seconds: 0, isComplete: true }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Next all-hands in' })).toHaveTextContent(
      /14\s*days\s*03\s*hours\s*01\s*minute\s*09\s*seconds/,
    );
    await expect(canvas.getByRole('timer', { name: 'Launch' })).toHaveTextContent('We are live');
  },
};

export const DisplayDark: Story = { ...Display, globals: { theme: 'defaultDark' } };
export const DisplayMainThemeDark: Story = { ...Display, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Countdown.mdx): out of the sidebar and of the docs page's list of states.

/** Do: a real end, a caption that says what it counts down to, and what to show once it is over. */
export const DoSayWhatItCountsTo: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    endDate: fixedEnd,
    label: 'The all-hands starts in',
    completeContent: 'The all-hands has started',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'The all-hands starts in' })).toBeVisible();
  },
};

/**
 * Don't: a countdown without `endDate` for a deadline: it counts 15 days from when it mounts, so it starts again on
 * every visit and tells the user something false.
 */
export const DontWithoutAnEnd: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Registration closes in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Registration closes in' })).toHaveTextContent(
      fifteenDaysFromMount,
    );
  },
};
