import type { FileItem } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../file-manager.icons';
import { FileDetails } from './FileDetails';

const document: FileItem = {
  id: 'file-01',
  name: 'quarterly-plan.docx',
  type: 'document',
  owner: 'Emily Bennett',
  size: 1_234_567,
  modified: '2026-03-12T09:30:00.000Z',
  opened: '2026-04-02T14:05:00.000Z',
  created: '2026-02-01T08:00:00.000Z',
  extention: 'docx',
  location: 'My Files > Documents',
  offline: false,
  // A data: image, so the story needs no network.
  preview:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%2394a3b8"/%3E%3C/svg%3E',
  folderId: 'folder-documents',
};
const folder: FileItem = {
  ...document,
  id: 'folder-design',
  name: 'Design',
  type: 'folder',
  size: null,
  extention: '',
  preview: '',
  location: 'My Files',
  folderId: null,
};

const meta = {
  title: 'Apps/File Manager/FileDetails',
  component: FileDetails,
  args: { file: document, onOfflineChange: fn(), onClose: fn(), onOpenFolder: fn() },
  decorators: [
    (Story) => (
      <aside aria-label="Details" style={{ maxWidth: 320 }}>
        <Story />
      </aside>
    ),
  ],
} satisfies Meta<typeof FileDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'quarterly-plan.docx' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview of quarterly-plan.docx' })).toBeVisible();
    await expect(canvas.getByText('1.2 MB')).toBeVisible();
    await expect(canvas.getByText('My Files > Documents')).toBeVisible();
    await expect(canvas.getByText('docx')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Offline' }));
    await expect(args.onOfflineChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the details' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A folder has no size, preview or extension; it offers to open itself. */
export const Folder: Story = {
  args: { file: folder },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Size')).toBeNull();
    await expect(canvas.queryByText('Extension')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the folder' }));
    await expect(args.onOpenFolder).toHaveBeenCalledWith(folder);
  },
};

export const Dark: Story = {
  globals: { theme: 'defaultDark' },
  args: { file: { ...document, offline: true } },
};
