import { resetSearchStore, searchStore } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppProviders } from '../../lib/storybook';
import { templatePaths } from '../index';
import ErrorTemplatePage from './ErrorTemplatePage';

const meta = {
  title: 'Apps/Template pages/Errors',
  component: ErrorTemplatePage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetSearchStore(),
  decorators: [
    withAppProviders({
      path: [templatePaths.error404, templatePaths.error500],
      route: templatePaths.error404,
    }),
  ],
} satisfies Meta<typeof ErrorTemplatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's own 404: the message, a search (it opens the toolbar's search with the words) and the way home. */
export const Error404: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Sorry but we could not find the page you are looking for',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const field = canvas.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    await userEvent.type(field, ' pricing ');
    await userEvent.click(within(field.form as HTMLElement).getByRole('button', { name: 'Search' }));
    await expect(searchStore.open).toBe(true);
    await expect(searchStore.query).toBe('pricing');
  },
};

export const Error404Dark: Story = { globals: { theme: 'defaultDark' } };

export const Error500: Story = {
  parameters: { route: templatePaths.error500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('500')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Well, you broke the internet!' })).toBeVisible();
    await expect(canvas.getByText(/Something went wrong on our side/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const Error500Dark: Story = { ...Error500, globals: { theme: 'defaultDark' } };
