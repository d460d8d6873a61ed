import { getDbSnapshot } from '@chorus/mock-handlers';
import type { Mail, MailFolder, MailLabel } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/appIcons';
import '../../mail.icons';
import { withMemoryRouter } from '../../../lib/storybook';
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

export const WithAttachments: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: withFiles.subject, level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Attachments/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Toggle label' }),
      seed.labels[0]?.title ?? '',
    );
    await expect(args.onToggleLabel).toHaveBeenCalledWith(seed.labels[0]?.id);
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
