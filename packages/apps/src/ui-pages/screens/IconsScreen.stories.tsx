import { iconsContracts } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { call } from '../../lib/call';
import { stateStories, withAppProviders, withSmallScreen } from '../../lib/storybook';
import IconsScreen from './IconsScreen';

/** What the stubbed clipboard received (the story replaces `navigator.clipboard.writeText`). */
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
  title: 'Apps/UI pages/IconsScreen',
  component: IconsScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: stubClipboard,
  decorators: [withAppProviders({ path: '/ui/icons', route: '/ui/icons' })],
} satisfies Meta<typeof IconsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the mock API serves. */
const served = () => call(iconsContracts.icons, {});
const iconButtons = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('button', { name: /^Copy / }, { timeout: 15_000 });

/** The grid shows the first icons (only the rows in view are rendered), at the catalogue's size of 32 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icons = await served();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
    const buttons = await iconButtons(canvasElement);
    await expect(buttons[0]).toHaveAccessibleName(`Copy ${icons[0]?.name}`);
    await expect(buttons.length).toBeLessThan(icons.length);
    await expect(canvas.getByText(`${icons.length} icons of ${icons.length}`)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByRole('radio', { name: '32 px' })).toBeChecked();
    await waitFor(() => expect(buttons[0]?.querySelector('svg')).toHaveAttribute('width', '32'));
  },
};

/** Searching by a tag narrows the grid; selecting an icon copies its name and the snackbar says so. */
export const SearchAndCopy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icons = await served();
    await iconButtons(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or tag' }), 'visibility');
    await expect(await canvas.findByText(`2 icons of ${icons.length}`)).toBeVisible();
    const off = canvas.getByRole('button', { name: 'Copy visibility_off' });
    await userEvent.click(off);
    await expect(clipboard).toEqual(['visibility_off']);
    await expect(
      await within(document.body).findByText('Copied “visibility_off”', undefined, { timeout: 15_000 }),
    ).toBeVisible();

    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by name or tag' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or tag' }), 'zzz');
    await expect(await canvas.findByText('No icon matches “zzz”')).toBeVisible();
  },
};

/** The size switch redraws the icons; arrow keys move between them, Enter copies. */
export const SizeAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icons = await served();
    const [first] = await iconButtons(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '48 px' }));
    await waitFor(() => expect(first?.querySelector('svg')).toHaveAttribute('width', '48'));
    first?.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('button', { name: `Copy ${icons[1]?.name}` });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Copy ${icons.at(-1)?.name}` })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(clipboard).toEqual([icons.at(-1)?.name]);
  },
};

export const Dark: Story = { globals: { theme: 'defaultDark' }, play: Default.play };

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    await iconButtons(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

const states = stateStories(iconsContracts.icons.path, {
  empty: 'No icons in the catalogue',
  loading: 'Loading the icons…',
  error: 'Icon catalogue unavailable',
});
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
