import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withAppProviders, withSmallScreen } from '../../lib/storybook';
import { templatePaths } from '../index';
import ComingSoonPage from './ComingSoonPage';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const meta = {
  title: 'Apps/Template pages/Coming soon',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders({ path: templatePaths.comingSoon, route: templatePaths.comingSoon })],
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const timer = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('timer', { name: 'Time left until the launch' });

/** No end given: 15 days after the page opened (§4). */
export const DefaultEnd: Story = {
  play: async ({ canvasElement }) => {
    await expect(await timer(canvasElement)).toHaveTextContent(/14\s*days\s*23\s*hours\s*59\s*minutes/);
    await expect(within(canvasElement).getByRole('heading', { name: 'Coming soon!' })).toBeVisible();
  },
};

/** A fixed end: 3 days and 4 hours after the story loaded. */
export const FixedEnd: Story = {
  args: { endDate: Date.now() + 3 * DAY + 4 * HOUR + 30_000 },
  play: async ({ canvasElement }) => {
    await expect(await timer(canvasElement)).toHaveTextContent(/3\s*days\s*04\s*hours\s*00\s*minutes/);
  },
};

export const FixedEndDark: Story = { ...FixedEnd, globals: { theme: 'defaultDark' } };

function EndsSoon() {
  // The end is taken at mount, so the story works whenever it runs.
  const [end] = useState(() => Date.now() + 1500);
  return <ComingSoonPage endDate={end} />;
}

/** When the end passes, the countdown gives way to the launch, announced. */
export const Completes: Story = {
  render: () => <EndsSoon />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await timer(canvasElement)).toBeVisible();
    await expect(
      await canvas.findByText('We have launched! Thank you for waiting.', {}, { timeout: 4000 }),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** The sign-up for news checks the address as the auth forms do, and submits to nothing real. */
export const SignUpForNews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Sign up for news' });
    const email = within(form).getByLabelText('Email');
    const submit = within(form).getByRole('button', { name: 'Notify me' });
    await expect(submit).toBeDisabled();
    await userEvent.type(email, 'ada@');
    await expect(await within(form).findByText('Please enter a valid email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await userEvent.clear(email);
    await expect(await within(form).findByText('This field is required')).toBeVisible();
    await userEvent.type(email, 'ada@chorus.example');
    await userEvent.click(submit);
    await expect(
      await within(document.body).findByText(
        'This is a template page: nothing was sent.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(email).toHaveValue('');
  },
};

export const SmallScreen: Story = {
  args: { endDate: Date.now() + 3 * DAY },
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Sign up for news' });
    const frame = form.closest('div[style*="max-width"]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(360);
  },
};
