import { registerIcons } from '@chorus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Send, Star } from 'lucide-react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { FolderSidebar, type SidebarSection } from './FolderSidebar';

registerIcons({ inbox: Inbox, send: Send, star: Star });

const folders: SidebarSection = {
  title: 'Folders',
  links: [
    { id: 'inbox', title: 'Inbox', to: '/apps/mail/inbox', icon: 'inbox', count: 4 },
    { id: 'sent', title: 'Sent', to: '/apps/mail/sent', icon: 'send' },
  ],
};
const filters: SidebarSection = {
  title: 'Filters',
  links: [{ id: 'starred', title: 'Starred', to: '/apps/mail/filter/starred', icon: 'star' }],
};
const labels: SidebarSection = {
  title: 'Labels',
  links: [{ id: 'work', title: 'Work', to: '/apps/mail/label/work', color: '#336699' }],
};

/** The folders arrive last (a button stands for their answer): the filters and labels wait under them. */
function FoldersLast() {
  const [arrived, setArrived] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setArrived(true)}>
        Folders arrive
      </button>
      <FolderSidebar sections={[arrived ? folders : { ...folders, links: undefined }, filters, labels]} />
    </>
  );
}

const meta = {
  title: 'Product/FolderSidebar',
  component: FolderSidebar,
  args: { sections: [folders, filters, labels] },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/apps/mail/inbox']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FolderSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folders, filters and labels as navigation landmarks, the current folder marked, the unread count heard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const navs = canvas.getAllByRole('navigation');
    await expect(navs.map((nav) => nav.getAttribute('aria-label'))).toEqual(['Folders', 'Filters', 'Labels']);
    await expect(canvas.getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('note', { name: '4 unread' })).toBeVisible();
  },
};

/**
 * A list still loading holds back the sections after it, so one that arrives never pushes down one already shown
 * (the mail's filters and labels jumped 200 px when its folders arrived: a layout shift Lighthouse counted).
 */
export const ListsShowInOrderAsTheyArrive: Story = {
  render: () => <FoldersLast />,
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('navigation')).toEqual([]);
    await expect(canvas.queryByText('Starred')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Folders arrive' }));
    const navs = canvas.getAllByRole('navigation');
    await expect(navs.map((nav) => nav.getAttribute('aria-label'))).toEqual(['Folders', 'Filters', 'Labels']);
  },
};
