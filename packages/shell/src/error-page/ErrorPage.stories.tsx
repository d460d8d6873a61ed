import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellConfig } from '../lib/shellConfig';
import { searchStore } from '../search/search.store';
import { prepareShell, withShell } from '../storybook/shellStoryKit';
import { ErrorPage, ForbiddenPage, NotFoundPage, RouteErrorPage } from './ErrorPage';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  decorators: [withShell()],
  beforeEach: () => prepareShell(),
  args: { code: 500, title: 'Well, you broke the internet!', message: 'Something failed.' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A code, a title, a message and a way home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Well, you broke the internet!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Something failed.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      shellConfig.homePath,
    );
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /could not find the page/ })).toBeVisible();
    // No dead end: a search (the toolbar's, opened with the words typed) and the way home.
    const field = canvas.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    await userEvent.type(field, 'mail');
    await userEvent.click(within(field.form as HTMLElement).getByRole('button', { name: 'Search' }));
    await expect(searchStore).toMatchObject({ open: true, query: 'mail' });
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: () => <ForbiddenPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('403')).toBeVisible();
    await expect(canvas.getByText('Your role does not give access to it.')).toBeVisible();
  },
};

/** What a route shows when its screen throws: the error's message. */
export const RouteError: Story = {
  render: () => <RouteErrorPage error={new Error('Failed to fetch dynamically imported module')} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
  },
};
