import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../profile.icons';
import { albumsFixture } from '../profile.fixtures';
import { PhotosVideos } from './PhotosVideos';

const meta = {
  title: 'Apps/Profile/PhotosVideos',
  component: PhotosVideos,
  args: { albums: albumsFixture },
} satisfies Meta<typeof PhotosVideos>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offsite = canvas.getByRole('region', { name: 'Team offsite' });
    await expect(within(offsite).getByText('3 Photos')).toBeVisible();
    await expect(within(offsite).getAllByRole('button')).toHaveLength(3);
    await expect(within(offsite).getByRole('button', { name: 'Offsite closing talk (video)' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Workshops' })).toBeVisible();
  },
};

/** A tile opens the photo large; arrow keys and the buttons move through the album; Escape closes it. */
export const PhotoViewerByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Offsite morning' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await body().findByRole('dialog', { name: 'Offsite morning' });
    await expect(dialog).toHaveAccessibleDescription(/1 of 3 in Team offsite/);
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Offsite morning' })).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    dialog = await body().findByRole('dialog', { name: 'Offsite workshop' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    dialog = await body().findByRole('dialog', { name: 'Offsite closing talk' });
    await expect(within(dialog).getByText('Video')).toBeVisible();
    // From the last round to the first, and back.
    await userEvent.keyboard('{ArrowRight}');
    dialog = await body().findByRole('dialog', { name: 'Offsite morning' });
    await userEvent.keyboard('{ArrowLeft}');
    dialog = await body().findByRole('dialog', { name: 'Offsite closing talk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await body().findByRole('dialog', { name: 'Offsite workshop' });
    // Focus stays inside the dialog while it is open.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(body().getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus returns to the tile of the photo shown last.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Offsite workshop' })).toHaveFocus());
  },
};

/** Right to left: the left arrow goes forward. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Workshop wall' }));
    await body().findByRole('dialog', { name: 'Workshop wall' });
    await userEvent.keyboard('{ArrowLeft}');
    await body().findByRole('dialog', { name: 'Workshop voting' });
    await userEvent.click(body().getByRole('button', { name: 'Close the photo' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Workshop voting' })).toHaveFocus());
  },
};

export const EmptyAlbum: Story = {
  args: { albums: [{ name: 'Drafts', info: '0 Photos', media: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This album is empty.')).toBeVisible();
  },
};

/** The dark theme, with a video open in the viewer (axe checks the dialog too). */
export const DarkWithViewer: Story = {
  globals: { theme: 'defaultDark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Offsite closing talk (video)' }),
    );
    const dialog = await body().findByRole('dialog', { name: 'Offsite closing talk' });
    await expect(dialog).toHaveAccessibleDescription(/3 of 3 in Team offsite/);
  },
};
