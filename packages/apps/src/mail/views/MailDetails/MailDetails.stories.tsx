import { getDbSnapshot } from '@chorus/mock-handlers';
import type { Mail, MailFolder, MailLabel } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/appIcons';
import '../../mail.icons';
import { HttpResponse, http } from 'msw';
import { chooseFromMenu, withHandlers, withMemoryRouter } from '../../../lib/storybook';
import { MailDetails } from './MailDetails';

const seed = getDbSnapshot().stores.mail as { mails: Mail[]; labels: MailLabel[]; folders: MailFolder[] };
const withFiles = seed.mails.find((mail) => mail.attachments.length > 1) as Mail;
const plain = seed.mails.find((mail) => mail.attachments.length === 0) as Mail;

const meta = {
  title: 'Apps/Mail/Views/MailDetails',
  component: MailDetails,
  decorators: [withMemoryRouter],
  args: {
    mail: withFiles,
    folders: seed.folders,
    labels: seed.labels,
    listPath: '/apps/mail/inbox',
    onToggleStarred: fn(),
    onToggleImportant: fn(),
    onMarkUnread: fn(),
    onMove: fn(),
    onToggleLabel: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MailDetails>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const WithAttachments: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: withFiles.subject, level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Attachments/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
    const [label] = seed.labels as [MailLabel];
    const menu = await chooseFromMenu(canvasElement, 'Toggle label', label.title, 'menuitemcheckbox');
    await expect(args.onToggleLabel).toHaveBeenCalledWith(label.id);
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

export const WithoutAttachments: Story = {
  args: { mail: { ...plain, starred: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: /Attachments/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Unstar' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The labels menu shows, as menu checkboxes, which labels the mail has (the menu stays open). */
export const WithLabels: Story = {
  args: { mail: { ...plain, labels: [seed.labels[1]?.id ?? 0] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [other, had] = seed.labels as [MailLabel, MailLabel];
    await expect(canvas.getByText(had.title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle label' }));
    await expect(await body().findByRole('menuitemcheckbox', { name: had.title })).toBeChecked();
    await expect(body().getByRole('menuitemcheckbox', { name: other.title })).not.toBeChecked();
    // Left open, so the story's axe check covers the portalled menu too.
  },
};

/**
 * Issue 15: a mail whose body loads a remote image (a tracking pixel), shows one made by the mail itself
 * (data:image) and links out. The tracker's requests are counted by a handler in front of the mock API.
 */
const tracker = { count: 0 };
const PIXEL = 'https://tracker.example/pixel.gif?mail=1';
const trackerHandler = http.get('https://tracker.example/*', () => {
  tracker.count += 1;
  return new HttpResponse(null, { status: 204 });
});
const DOT = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const trackedMail: Mail = {
  ...plain,
  message: `<p>Quarterly numbers below.</p><img src="${PIXEL}" alt="Chart"><img src="${DOT}" alt="Dot">
<p><a href="https://example.com/report">the report</a> · <a href="data:text/html,<script>alert(1)</script>">local copy</a></p>`,
};

/** Remote images are held back by default: no request reaches the tracker; the control offers to show them. */
export const RemoteImagesBlocked: Story = {
  args: { mail: trackedMail, imagesShown: false, onShowImages: fn() },
  parameters: withHandlers(trackerHandler),
  beforeEach: () => {
    tracker.count = 0;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByTestId('mail-message');
    const chart = within(message).getByRole('img', { name: 'Chart' });
    await expect(chart).not.toHaveAttribute('src');
    // The mail's own image (data:image) is no request, and shows.
    await expect(within(message).getByRole('img', { name: 'Dot' })).toHaveAttribute('src', DOT);
    await expect(
      canvas.getByText('Remote images in this mail are hidden to protect your privacy.'),
    ).toBeVisible();
    // Links open in a new tab without the opener or the referrer; a data: link is no link.
    const report = within(message).getByRole('link', { name: 'the report' });
    await expect(report).toHaveAttribute('target', '_blank');
    await expect(report.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    await expect(within(message).getByText('local copy')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByRole('button', { name: 'Show images from this sender' }));
    await expect(args.onShowImages).toHaveBeenCalledTimes(1);
    await expect(tracker.count).toBe(0);
  },
};

/** Once the reader shows this sender's images, they load (and the control is gone). */
export const RemoteImagesShown: Story = {
  args: { mail: trackedMail, imagesShown: true, onShowImages: fn() },
  parameters: withHandlers(trackerHandler),
  beforeEach: () => {
    tracker.count = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = within(canvas.getByTestId('mail-message')).getByRole('img', { name: 'Chart' });
    await expect(chart).toHaveAttribute('src', PIXEL);
    await expect(canvas.queryByRole('button', { name: 'Show images from this sender' })).toBeNull();
    await waitFor(() => expect(tracker.count).toBeGreaterThan(0));
  },
};

/**
 * The sender's avatar and the attachments' previews follow the body's rule: from a host the sender chose, they
 * load only once the reader shows this sender's images (a mail with no image in its body still offers it).
 */
const AVATAR = 'https://tracker.example/avatar.png?mail=2';
const PREVIEW = 'https://tracker.example/preview.png?mail=2';
const trackingFrame: Mail = {
  ...plain,
  message: '<p>No image in this text.</p>',
  from: { ...plain.from, avatar: AVATAR },
  attachments: [
    {
      type: 'image/png',
      fileName: 'chart.png',
      preview: PREVIEW,
      url: 'https://example.com/chart.png',
      size: '12 KB',
    },
  ],
};
const trackerImages = (root: HTMLElement) =>
  [...root.querySelectorAll('img')].filter((img) => img.getAttribute('src')?.includes('tracker.example'));

export const SenderImagesBlocked: Story = {
  args: { mail: trackingFrame, imagesShown: false, onShowImages: fn() },
  parameters: withHandlers(trackerHandler),
  beforeEach: () => {
    tracker.count = 0;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Attachments/ })).toBeVisible();
    await expect(canvas.getByText('chart.png')).toBeVisible();
    await expect(trackerImages(canvasElement)).toEqual([]);
    await expect(
      canvas.getByText('Remote images in this mail are hidden to protect your privacy.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show images from this sender' }));
    await expect(args.onShowImages).toHaveBeenCalledTimes(1);
    await expect(tracker.count).toBe(0);
  },
};

export const SenderImagesShown: Story = {
  args: { mail: trackingFrame, imagesShown: true, onShowImages: fn() },
  parameters: withHandlers(trackerHandler),
  beforeEach: () => {
    tracker.count = 0;
  },
  play: async ({ canvasElement }) => {
    // Both load: the avatar and the preview (the tracker answers no image, so the avatar falls back after).
    await waitFor(() => expect(tracker.count).toBeGreaterThanOrEqual(2));
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Show images from this sender' }),
    ).toBeNull();
  },
};
