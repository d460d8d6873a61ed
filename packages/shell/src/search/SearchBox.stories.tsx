import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { manyPages, prepareShell, sampleNavigation, withShell } from '../storybook/shellStoryKit';
import { SearchBox } from './SearchBox';
import { openSearch, searchStore, setSearchQuery } from './search.store';

const meta = {
  title: 'Shell/SearchBox',
  component: SearchBox,
  decorators: [
    withShell(),
    (Story) => (
      <div style={{ position: 'relative', blockSize: 64, maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => prepareShell({ navigation: [...sampleNavigation, ...manyPages] }),
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Searches the navigation titles case-insensitively; at most 10 suggestions. */
export const WithResults: Story = {
  beforeEach: () => {
    openSearch();
    setSearchQuery('PAGE');
  },
  play: async ({ canvas }) => {
    const options = await canvas.findAllByRole('option');
    await expect(options).toHaveLength(10);
    for (const option of options) await expect(option.textContent?.toLowerCase()).toContain('page');
  },
};

export const NoResults: Story = {
  beforeEach: () => {
    openSearch();
    setSearchQuery('zzz');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results..')).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** Opens from the button, types, and Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const input = await canvas.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'mail');
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Mail');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(searchStore.open).toBe(false);
  },
};

/** Ctrl+K opens it from anywhere. */
export const KeyboardShortcut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toBeVisible();
  },
};
