import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../contacts.icons';
import { ContactsSidebar } from './ContactsSidebar';

const meta = {
  title: 'Apps/Contacts/ContactsSidebar',
  component: ContactsSidebar,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/apps/contacts/starred']}>
        <div style={{ maxWidth: 240 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    groups: [
      { id: 'group-friends', name: 'Friends', contactIds: ['a', 'b'] },
      { id: 'group-clients', name: 'Clients', contactIds: ['c'] },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof ContactsSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Starred' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Friends (2)' })).toHaveAttribute(
      'href',
      '/apps/contacts/group/group-friends',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'All contacts' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const NoGroups: Story = { args: { groups: [] } };
