import { getDbSnapshot } from '@chorus/mock-handlers';
import type { Mail, MailLabel } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/appIcons';
import '../../mail.icons';
import { withMemoryRouter } from '../../../lib/storybook';
import { MailList } from './MailList';

const seed = getDbSnapshot().stores.mail as { mails: Mail[]; labels: MailLabel[] };
const mails = seed.mails.filter((mail) => mail.folder === 1).slice(0, 5);

const meta = {
  title: 'Apps/Mail/Views/MailList',
  component: MailList,
  decorators: [withMemoryRouter],
  args: {
    mails,
    labels: seed.labels,
    selectedIds: [],
    itemPath: (id: string) => `/apps/mail/inbox/${id}`,
    onToggleSelected: fn(),
    onToggleStarred: fn(),
    onToggleImportant: fn(),
  },
} satisfies Meta<typeof MailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('mail-row')).toHaveLength(mails.length);
    const [first] = canvas.getAllByTestId('mail-row');
    await userEvent.click(within(first as HTMLElement).getByRole('checkbox'));
    await expect(args.onToggleSelected).toHaveBeenCalledWith(mails[0]?.id);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /^(Star|Unstar) “/ }));
    await expect(args.onToggleStarred).toHaveBeenCalledWith(mails[0]);
  },
};

export const SelectedAndOpen: Story = {
  args: { selectedIds: mails.slice(0, 2).map((mail) => mail.id), activeId: mails[2]?.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('mail-row');
    await expect(within(rows[0] as HTMLElement).getByRole('checkbox')).toBeChecked();
    await expect(within(rows[2] as HTMLElement).getAllByRole('link')[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const StarredAndImportant: Story = {
  args: { mails: mails.map((mail) => ({ ...mail, starred: true, important: true, read: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Unstar “/ }))
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-unread]')).toBeNull();
  },
};

/** Issue 30, item 11/15: each row's star and flag say which mail they act on, not 30 buttons named "Star". */
export const RowButtonsNameTheirMail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = mails as [Mail];
    await expect(canvas.queryAllByRole('button', { name: 'Star' })).toHaveLength(0);
    await expect(canvas.queryAllByRole('button', { name: 'Mark important' })).toHaveLength(0);
    const rows = canvas.getAllByTestId('mail-row');
    const row = within(rows[0] as HTMLElement);
    await expect(
      row.getByRole('button', { name: `${first.starred ? 'Unstar' : 'Star'} “${first.subject}”` }),
    ).toBeVisible();
    await expect(
      row.getByRole('button', {
        name: first.important ? `Mark “${first.subject}” not important` : `Mark “${first.subject}” important`,
      }),
    ).toBeVisible();
  },
};

/** A body with entities: the preview shows the characters they stand for, never `&#38;` or `&eacute;`. */
export const PreviewDecodesEntities: Story = {
  args: {
    mails: [
      {
        ...(mails[0] as Mail),
        message: '<p>Tom &#38; Jerry &eacute;t&eacute;</p><p>&lt;b&gt;not bold&lt;/b&gt; &amp;&nbsp;more</p>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('mail-row');
    await expect(row).toHaveTextContent('Tom & Jerry été <b>not bold</b> & more');
    await expect(row).not.toHaveTextContent('&#38;');
    await expect(row).not.toHaveTextContent('&eacute;');
    await expect(row.querySelector('b')).toBeNull();
  },
};

/**
 * In Arabic: a Latin sender's name, subject and preview keep their own direction, so a long one is cut at its end
 * ("Hendrik Beck…"), not at its start ("…r Becker").
 */
export const InArabicLatinTextKeepsItsDirection: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByTestId('mail-row');
    const name = within(first as HTMLElement).getByText(mails[0]?.from.name ?? '');
    await expect(getComputedStyle(name).direction).toBe('ltr');
    await expect(getComputedStyle(name.closest('[dir="rtl"]') ?? document.documentElement).direction).toBe(
      'rtl',
    );
  },
};
