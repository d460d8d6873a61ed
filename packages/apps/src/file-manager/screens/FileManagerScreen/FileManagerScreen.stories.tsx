import { getDbSnapshot } from '@chorus/mock-handlers';
import { type FileItem, fileManagerPaths } from '@chorus/mock-handlers/contracts';
import { ShellScreenSize } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refusedChangeStory, stateStories, withAppProviders, withSmallScreen } from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetFileManagerStore } from '../../file-manager.store';
import FileManagerScreen from './FileManagerScreen';

const seed = () => getDbSnapshot().stores['file-manager'] as FileItem[];
const inFolder = (folderId: string | null) => seed().filter((file) => file.folderId === folderId);
const firstDocument = () =>
  inFolder(null)
    .filter((file) => file.type !== 'folder')
    .sort((a, b) => a.name.localeCompare(b.name))[0] as FileItem;

const meta = {
  title: 'Apps/File Manager/FileManagerScreen',
  component: FileManagerScreen,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff: sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetFileManagerStore();
  },
  decorators: [withAppProviders({ path: '/apps/file-manager/:folderId?', route: '/apps/file-manager' })],
} satisfies Meta<typeof FileManagerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (canvasElement: HTMLElement, name = 'Files in My Files') =>
  within(canvasElement).findByRole('table', { name }, { timeout: 15_000 });
const dataRows = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const rowNamed = (tableElement: HTMLElement, name: string) =>
  dataRows(tableElement).find((row) => within(row).queryByText(name)) as HTMLElement;

/** The top folder: its folders and files, each with its kind's icon, owner, size and date. */
export const TopFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await table(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'File Manager' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Folders' });
    await expect(within(crumbs).getByText('My Files')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(dataRows(element)).toHaveLength(inFolder(null).length));
    const file = firstDocument();
    const row = rowNamed(element, file.name);
    await expect(within(row).getByRole('img', { name: /^(Document|Spreadsheet)$/ })).toBeVisible();
    await expect(within(row).getByText(file.owner)).toBeVisible();
    await expect(within(row).getByText(/^\d+(\.\d)? (kB|MB)$/)).toBeVisible();
    const folderRow = rowNamed(element, 'Documents');
    await expect(within(folderRow).getByRole('img', { name: 'Folder' })).toBeVisible();
  },
};

/** Each column sorts: by size, largest last; by name, descending on the second click. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await table(canvasElement);
    const names = () => dataRows(element).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(() => expect(dataRows(element).length).toBeGreaterThan(1));
    const bySize = [...inFolder(null)].sort((a, b) => (a.size ?? -1) - (b.size ?? -1));
    await userEvent.click(canvas.getByRole('button', { name: /^Size/ }));
    await waitFor(() => expect(names().at(-1)).toBe(bySize.at(-1)?.name));
    await expect(canvas.getByRole('columnheader', { name: /^Size/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    const byName = inFolder(null)
      .map((file) => file.name)
      .sort((a, b) => b.localeCompare(a));
    await waitFor(() => expect(names()[0]).toBe(byName[0]));
  },
};

/** A row's details: the preview, its facts and the Offline switch, which is saved (the mock keeps it). */
export const DetailsAndOffline: Story = {
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    const file = firstDocument();
    await userEvent.click(rowNamed(element, file.name));
    const panel = await body().findByRole('complementary', { name: `Details of ${file.name}` });
    await expect(within(panel).getByRole('img', { name: `Preview of ${file.name}` })).toBeVisible();
    for (const term of ['Owner', 'Size', 'Location', 'Modified', 'Opened', 'Created', 'Extension'])
      await expect(within(panel).getByText(term)).toBeVisible();
    await expect(within(panel).getByText(file.extention)).toBeVisible();
    await expect(within(panel).getByText(file.location)).toBeVisible();
    const offline = within(panel).getByRole('switch', { name: 'Offline' });
    await expect(offline).toHaveAttribute('aria-checked', String(file.offline));
    await userEvent.click(offline);
    await expect(offline).toHaveAttribute('aria-checked', String(!file.offline));
    await waitFor(() => expect(seed().find((item) => item.id === file.id)?.offline).toBe(!file.offline));
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(body().queryByRole('complementary', { name: /^Details of/ })).toBeNull());
  },
};

export const OfflineRefused: Story = refusedChangeStory({
  path: fileManagerPaths.updateFile,
  snackbar: 'Could not change Offline',
  ready: async (canvasElement) => {
    const element = await table(canvasElement);
    await userEvent.click(rowNamed(element, firstDocument().name));
    await body().findByRole('switch', { name: 'Offline' });
  },
  read: () => body().getByRole('switch', { name: 'Offline' }).getAttribute('aria-checked'),
  act: () => userEvent.click(body().getByRole('switch', { name: 'Offline' })),
});

/** Arrow keys move the current row; Enter opens its details, which follow the arrows while open. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await waitFor(() => expect(dataRows(element).length).toBeGreaterThan(2));
    const [first, second] = dataRows(element) as [HTMLElement, HTMLElement];
    first.focus();
    await waitFor(() => expect(first).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    await expect(first).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{End}');
    const last = dataRows(element).at(-1) as HTMLElement;
    await expect(last).toHaveFocus();
    const lastName = within(last).getAllByRole('cell')[0]?.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('complementary', { name: `Details of ${lastName}` })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}');
    const previous = dataRows(element).at(-2) as HTMLElement;
    const previousName = within(previous).getAllByRole('cell')[0]?.textContent ?? '';
    await expect(
      await body().findByRole('complementary', { name: `Details of ${previousName}` }),
    ).toBeVisible();
  },
};

/** A folder opens at its own address; the breadcrumb goes back up. Drafts is inside Documents. */
export const IntoFolders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let element = await table(canvasElement);
    await userEvent.click(rowNamed(element, 'Documents'));
    element = await table(canvasElement, 'Files in Documents');
    await waitFor(() => expect(dataRows(element)).toHaveLength(inFolder('folder-documents').length));
    rowNamed(element, 'Drafts').focus();
    await userEvent.keyboard('{Enter}');
    element = await table(canvasElement, 'Files in Drafts');
    await waitFor(() => expect(dataRows(element)).toHaveLength(inFolder('folder-drafts').length));
    const crumbs = canvas.getByRole('navigation', { name: 'Folders' });
    await expect(within(crumbs).getByText('Drafts')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Documents' }));
    await table(canvasElement, 'Files in Documents');
    await userEvent.click(within(crumbs).getByRole('link', { name: 'My Files' }));
    await table(canvasElement);
  },
};

export const EmptyFolder: Story = {
  parameters: { route: '/apps/file-manager/folder-archive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement, 'Files in Archive');
    await expect(await canvas.findByText('This folder is empty')).toBeVisible();
    await expect(canvas.getByText('Files and folders in Archive show here.')).toBeVisible();
  },
};

export const FolderNotFound: Story = {
  parameters: { route: '/apps/file-manager/folder-nope' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This folder does not exist', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Files' })).toHaveAttribute(
      'href',
      '/apps/file-manager',
    );
  },
};

/** The search looks through every folder; a name nothing matches says so. */
export const SearchAndNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const nested = inFolder('folder-drafts')[0] as FileItem;
    const search = canvas.getByRole('searchbox', { name: 'Search files by name' });
    await userEvent.type(search, nested.name.toUpperCase());
    const element = await table(canvasElement, `Files matching “${nested.name.toUpperCase()}”`);
    await waitFor(() => expect(dataRows(element)).toHaveLength(1));
    await expect(within(element).getByText(nested.name)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz-nothing');
    await expect(await canvas.findByText('No file or folder matches “zzz-nothing”')).toBeVisible();
  },
};

const states = stateStories(fileManagerPaths.files, {
  empty: 'This folder is empty',
  loading: 'Loading files…',
  error: 'The file service is down',
});
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

/** On a phone the details are a drawer (a dialog) that gives the focus back when it closes. */
export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
    const file = firstDocument();
    const row = rowNamed(element, file.name);
    row.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body().findByRole('dialog', { name: `Details of ${file.name}` });
    await expect(within(drawer).getByRole('switch', { name: 'Offline' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await userEvent.click(rowNamed(element, firstDocument().name));
    await body().findByRole('switch', { name: 'Offline' });
  },
};

/** In Arabic (right to left): the page's words translated, sizes in the locale's digits. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'الملفات في ملفاتي' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'مدير الملفات' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** The page as at 1280 px: 1,000 px beside the navigation. */
const at1280 = (Story: () => React.ReactElement) => (
  <ShellScreenSize size="desktop">
    <div style={{ width: 1000 }}>
      <Story />
    </div>
  </ShellScreenSize>
);

/** Issue 30, item 14: with a file's details open, the table keeps every column in view (no sideways scroll). */
export const DetailsKeepTheColumnsInView: Story = {
  decorators: [at1280],
  play: async ({ canvasElement }) => {
    const element = await table(canvasElement);
    await userEvent.click(rowNamed(element, firstDocument().name));
    await expect(await body().findByRole('heading', { level: 2, name: firstDocument().name })).toBeVisible();
    await expect(within(element).getByRole('columnheader', { name: /Modified/ })).toBeVisible();
    for (let node = element.parentElement; node && node !== canvasElement; node = node.parentElement)
      await expect(node.scrollWidth).toBeLessThanOrEqual(node.clientWidth);
  },
};

/** Issue 30, item 14: a new folder, an upload into it (kept in the mock as data), rename, download, delete. */
export const NewFolderUploadRenameDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let element = await table(canvasElement);
    // A new folder: a name is needed, a clear message says so and the dialog stays.
    await userEvent.click(canvas.getByRole('button', { name: 'New folder' }));
    let dialog = await body().findByRole('dialog', { name: 'New folder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Enter a name')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Offsite 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(rowNamed(element, 'Offsite 2027')).toBeTruthy());
    const folder = seed().find((file) => file.name === 'Offsite 2027') as FileItem;
    await expect(folder).toMatchObject({ type: 'folder', folderId: null });
    // Into it, and upload a file there.
    await userEvent.dblClick(rowNamed(element, 'Offsite 2027'));
    element = await table(canvasElement, 'Files in Offsite 2027');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload a file' })).toBeVisible();
    await userEvent.upload(
      input,
      new File(['Agenda: day one, day two'], 'agenda.txt', { type: 'text/plain' }),
    );
    await waitFor(() => expect(rowNamed(element, 'agenda.txt')).toBeTruthy(), { timeout: 15_000 });
    const uploaded = seed().find((file) => file.name === 'agenda.txt') as FileItem;
    await expect(uploaded).toMatchObject({ folderId: folder.id, size: 24, extention: 'txt' });
    await expect(uploaded.content).toMatch(/^data:text\/plain;base64,/);
    // Its details: rename it (an empty name is refused in the form), download it, delete it.
    await userEvent.click(rowNamed(element, 'agenda.txt'));
    const details = within(await body().findByRole('complementary', { name: 'Details of agenda.txt' }));
    await expect(details.getByRole('button', { name: 'Download agenda.txt' })).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: 'Rename agenda.txt' }));
    dialog = await body().findByRole('dialog', { name: 'Rename agenda.txt' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('agenda.txt');
    await userEvent.clear(name);
    await userEvent.type(name, 'programme.txt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(rowNamed(element, 'programme.txt')).toBeTruthy(), { timeout: 15_000 });
    await expect(seed().find((file) => file.id === uploaded.id)?.name).toBe('programme.txt');
    const renamed = within(await body().findByRole('complementary', { name: 'Details of programme.txt' }));
    await userEvent.click(renamed.getByRole('button', { name: 'Delete programme.txt' }));
    const confirm = await body().findByRole('dialog', { name: 'Delete “programme.txt”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(canvasElement).findByText('This folder is empty', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(seed().some((file) => file.id === uploaded.id)).toBe(false);
  },
};
