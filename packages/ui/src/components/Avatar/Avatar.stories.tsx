import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import { DEFAULT_AVATAR_SRC, getInitials } from './defaultAvatar';

// A photo without the network: a small inline SVG.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#4338ca"/><circle cx="20" cy="16" r="8" fill="#fde68a"/><rect x="8" y="27" width="24" height="13" rx="6" fill="#fde68a"/></svg>',
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', src: photo },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', photo);
  },
};

export const EmptyPhotoShowsDefaultAvatar: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(image).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  },
};

export const Initials: Story = {
  args: { src: null, fallback: 'initials', name: 'Grace Brewster Hopper' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Grace Brewster Hopper' })).toHaveTextContent('GH');
    await expect(getInitials('  ada ')).toBe('A');
    await expect(getInitials('')).toBe('');
  },
};

export const BrokenPhotoFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken', fallback: 'initials' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      <Avatar name="Alan Turing" fallback="initials" size="lg" />
      <Avatar name="No photo" src="" size="lg" shape="rounded" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(7);
  },
};

export const SizesDark: Story = { ...Sizes, globals: { theme: 'defaultDark' } };
export const SizesMainThemeDark: Story = { ...Sizes, globals: { theme: 'mainThemeDark' } };

// Usage examples for the docs page (Avatar.mdx): out of the sidebar and of the docs page's list of states.

const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];

/** Do: beside the person's name, the avatar is `decorative`: the name is read once, from the text. */
export const DoDecorativeBesideName: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {people.map((person) => (
        <li key={person} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar name={person} fallback="initials" size="sm" decorative />
          <span>{person}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Don't: an avatar that is not decorative beside the same name: a screen reader reads every name twice. */
export const DontNameTwice: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {people.map((person) => (
        <li key={person} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar name={person} fallback="initials" size="sm" />
          <span>{person}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};
