import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessionStore, ACCESS_TOKEN_KEY } from '../auth/auth.config';
import {
  LocationProbe,
  manyPages,
  prepareShell,
  sampleNavigation,
  signInStoryAccount,
  withShell,
} from '../storybook/shellStoryKit';
import { SearchBox } from './SearchBox';
import { openSearch, searchStore, setSearchQuery } from './search.store';

/** The seeded roadmap initiative, of which the host is a member. */
const ROADMAP_INITIATIVE = 'initiative-roadmap';

const meta = {
  title: 'Shell/SearchBox',
  component: SearchBox,
  // The last decorator is the outermost: the router wraps the frame, so LocationProbe reads its location.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', blockSize: 64, maxInlineSize: 640 }}>
        <Story />
        <LocationProbe />
      </div>
    ),
    withShell(),
  ],
  beforeEach: async () => {
    prepareShell({ navigation: [...sampleNavigation, ...manyPages] });
    await signInStoryAccount('host@chorus.dev', 'chorus-host');
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Searches the navigation titles case-insensitively; at most 10 suggestions in the Pages group. */
export const WithResults: Story = {
  beforeEach: () => {
    openSearch();
    setSearchQuery('PAGE');
  },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('group', { name: 'Pages' }, { timeout: 15_000 });
    const options = within(pages).getAllByRole('option');
    await expect(options).toHaveLength(10);
    for (const option of options) await expect(option.textContent?.toLowerCase()).toContain('page');
    // The match is marked.
    await expect(options[0]?.querySelector('mark')).toHaveTextContent(/^page$/i);
  },
};

export const NoResults: Story = {
  beforeEach: () => {
    openSearch();
    setSearchQuery('zzz');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results..', undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** Opens from the button, types, and Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const input = await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 15_000 });
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
    await expect(await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 15_000 })).toBeVisible();
  },
};

/**
 * Issue 18: content the user may see, in a Content group under the pages. "roadmap" finds a page of the
 * navigation and, from the content search API, the roadmap initiative and its meeting "Roadmap review"; the
 * arrow keys move from the Pages group into the Content group, Enter opens the meeting.
 */
export const ContentResults: Story = {
  beforeEach: async () => {
    prepareShell({
      navigation: [
        ...sampleNavigation,
        { id: 'roadmap-page', title: 'Roadmap', type: 'item', icon: 'file-text', url: '/pages/roadmap' },
      ],
    });
    await signInStoryAccount('host@chorus.dev', 'chorus-host');
    const saved = await fetch('/api/meetings/item/save', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${sessionStore.get(ACCESS_TOKEN_KEY)}`,
      },
      body: JSON.stringify({
        initiativeId: ROADMAP_INITIATIVE,
        title: 'Roadmap review',
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    if (!saved.ok) throw new Error(`The story's meeting was not saved: ${saved.status}`);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    // The palette is a chunk of its own: its first load may take a moment.
    const input = await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 15_000 });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'roadmap');
    // The pages at once; the content after the debounce, meanwhile a loading status.
    await expect(within(canvas.getByRole('group', { name: 'Pages' })).getByRole('option')).toHaveTextContent(
      'Roadmap',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching content…');
    const content = await canvas.findByRole('group', { name: 'Content' }, { timeout: 15_000 });
    const meeting = within(content).getByRole('option', { name: /Roadmap review/ });
    await expect(meeting.querySelector('mark')).toHaveTextContent('Roadmap');
    await expect(meeting).toHaveTextContent('Meeting');
    await expect(within(content).getByRole('option', { name: /^Product roadmap priorities/ })).toBeVisible();

    // The first suggestion is active; the arrow keys cross into the Content group and reach the meeting.
    const activeOption = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(activeOption()).toHaveTextContent('Roadmap');
    await userEvent.keyboard('{ArrowDown}');
    await expect(content).toContainElement(activeOption());
    for (let step = 0; step < 10 && activeOption() !== meeting; step++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(meeting).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByTestId('location').textContent).toMatch(/^\/apps\/meetings\/details\?id=/),
    );
  },
};

/** Without a session the content search is refused: the palette says so and offers to try again. */
export const ContentError: Story = {
  beforeEach: () => {
    sessionStore.remove(ACCESS_TOKEN_KEY);
    openSearch();
    setSearchQuery('roadmap');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Content search failed.', { exact: false }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
