/**
 * The mail item's live badge next to the screen: the shell's navigation shows the unread count of the inbox,
 * and the screen's own changes move it at once.
 */
import { getDbSnapshot } from '@chorus/mock-handlers';
import type { Mail } from '@chorus/mock-handlers/contracts';
import { type NavItem, resetNavBadgesStore, VerticalNavigation } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { resetMailStore } from '../../mail.store';
import MailScreen from './MailScreen';

const mailItem: NavItem = { id: 'apps.mail', title: 'Mail', type: 'item', url: '/apps/mail' };
const unreadInInbox = () =>
  (getDbSnapshot().stores.mail as { mails: Mail[] }).mails.filter((mail) => mail.folder === 1 && !mail.read);

function MailWithNavigation() {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start' }}>
      <div style={{ inlineSize: 220, flexShrink: 0 }}>
        <VerticalNavigation items={[mailItem]} />
      </div>
      <div style={{ flex: 1, minInlineSize: 0 }}>
        <MailScreen />
      </div>
    </div>
  );
}

const meta = {
  title: 'Apps/Mail/MailNavBadge',
  component: MailWithNavigation,
  parameters: { layout: 'fullscreen' },
  // The template apps' calls need a signed-in admin or staff (issue 15): sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetMailStore();
    resetNavBadgesStore();
  },
  // The starred list is short (the inbox has 130 mails); the badge counts the inbox whatever the list shows.
  decorators: [
    withAppProviders({
      path: ['/apps/mail/filter/:filterHandle/:itemId?', '/apps/mail/:folderHandle/:itemId?'],
      route: '/apps/mail/filter/starred',
    }),
  ],
} satisfies Meta<typeof MailWithNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marking an unread mail read lowers the badge by one; marking it unread again brings it back. */
export const MarkReadLowersTheBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = unreadInInbox();
    const unread = inbox.length;
    const target = inbox.find((mail) => mail.starred) as Mail;
    await expect(target).toBeDefined();
    const link = await canvas.findByRole('link', { name: `Mail ${unread} unread` }, { timeout: 15_000 });
    await expect(link).toHaveTextContent(String(unread));
    // The rows render once the list is there (in the background: QueryStatus), the badge as soon as it is.
    const row = (await canvas.findAllByTestId('mail-row')).find((element) =>
      element.querySelector(`a[href$="/${target.id}"]`),
    );
    await userEvent.click(within(row as HTMLElement).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(link).toHaveAccessibleName(`Mail ${unread - 1} unread`));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(link).toHaveAccessibleName(`Mail ${unread} unread`));
  },
};
