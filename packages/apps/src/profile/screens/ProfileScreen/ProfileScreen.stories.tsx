import { type Album, profilePaths, type Timeline } from '@chorus/mock-handlers/contracts';
import { authStore } from '@chorus/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  countReads,
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { emptyAbout } from '../../views/profile.fixtures';
import { profileApi } from '../../profile.api';
import ProfileScreen from './ProfileScreen';

/** What the mock API serves (the profile's store is not persisted, so not in the database snapshot). */
const served = async () => {
  const [timeline, photosVideos, about] = await Promise.all([
    profileApi.timeline(),
    profileApi.photosVideos(),
    profileApi.about(),
  ]);
  return { timeline, photosVideos, about };
};

const meta = {
  title: 'Apps/Profile/ProfileScreen',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  // The template pages' calls need a signed-in admin or staff: sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
  },
  decorators: [withAppProviders({ path: '/pages/profile', route: '/pages/profile' })],
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const posts = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('article', { name: /^Post by / }, { timeout: 15_000 });

export const TimelineTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: authStore.user.data.displayName }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
    const { timeline } = await served();
    await waitFor(async () => expect(await posts(canvasElement)).toHaveLength(timeline.posts.length));
    const first = timeline.posts[0] as Timeline['posts'][number];
    const card = canvas.getByRole('article', { name: `Post by ${first.user.name}` });
    await expect(within(card).getByText(first.message)).toBeVisible();
    const activity = canvas.getByRole('region', { name: 'Latest activity' });
    await expect(within(activity).getAllByRole('listitem')).toHaveLength(timeline.activities.length);
  },
};

const photoReads = countReads(profilePaths.photosVideos);
const aboutReads = countReads(profilePaths.about);

/** Arrow keys move between the tabs; a tab's data is read only once it is shown. */
export const TabsByKeyboard: Story = {
  parameters: withHandlers(photoReads.handler, aboutReads.handler),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { photosVideos, about } = await served();
    const photosBefore = photoReads.count;
    const aboutBefore = aboutReads.count;
    await posts(canvasElement);
    await expect(photoReads.count).toBe(photosBefore);
    await expect(aboutReads.count).toBe(aboutBefore);
    canvas.getByRole('tab', { name: 'Timeline' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const photosTab = canvas.getByRole('tab', { name: 'Photos & Videos' });
    await expect(photosTab).toHaveFocus();
    // The tab is in the URL (?tab=): the router's navigation selects it a moment later.
    await waitFor(() => expect(photosTab).toHaveAttribute('aria-selected', 'true'));
    const [album] = photosVideos as [Album];
    await expect(await canvas.findByRole('region', { name: album.name }, { timeout: 15_000 })).toBeVisible();
    await expect(photoReads.count).toBe(photosBefore + 1);
    await expect(aboutReads.count).toBe(aboutBefore);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await canvas.findByRole('region', { name: 'Work' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText(about.work.occupation)).toBeVisible();
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await posts(canvasElement)).not.toHaveLength(0);
  },
};

/** A photo opens large: arrow keys go to the next and previous, Escape closes and focus goes back. */
export const PhotoDialog: Story = {
  parameters: { route: '/pages/profile?tab=photos-videos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [album] = (await served()).photosVideos as [Album];
    const [first, second] = album.media as [Album['media'][number], Album['media'][number]];
    const region = await canvas.findByRole('region', { name: album.name }, { timeout: 15_000 });
    await expect(within(region).getAllByRole('button')).toHaveLength(album.media.length);
    const tile = within(region).getByRole('button', { name: first.title });
    await userEvent.click(tile);
    let dialog = await body().findByRole('dialog', { name: first.title });
    await expect(dialog).toHaveAccessibleDescription(
      new RegExp(`^1 of ${album.media.length} in ${album.name}`),
    );
    await userEvent.keyboard('{ArrowRight}');
    dialog = await body().findByRole('dialog', { name: second.title });
    await expect(within(dialog).getByRole('img', { name: second.title })).toHaveAttribute(
      'src',
      second.preview,
    );
    await userEvent.keyboard('{ArrowLeft}');
    await body().findByRole('dialog', { name: first.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tile).toHaveFocus());
  },
};

export const AboutTab: Story = {
  parameters: { route: '/pages/profile?tab=about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { about } = await served();
    const friends = await canvas.findByRole('region', { name: 'Friends' }, { timeout: 15_000 });
    for (const friend of about.friends) await expect(within(friends).getByText(friend.name)).toBeVisible();
    const groups = canvas.getByRole('region', { name: 'Groups' });
    for (const group of about.groups) await expect(within(groups).getByText(group.name)).toBeVisible();
    const contact = canvas.getByRole('region', { name: 'Contact' });
    for (const email of about.contact.emails)
      await expect(within(contact).getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
  },
};

export const Empty: Story = {
  parameters: withHandlers(
    http.get(profilePaths.timeline, () => HttpResponse.json({ activities: [], posts: [] })),
    http.get(profilePaths.photosVideos, () => HttpResponse.json([])),
    http.get(profilePaths.about, () => HttpResponse.json(emptyAbout)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nothing on the timeline yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Photos & Videos' }));
    await expect(await canvas.findByText('No photos or videos yet', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await expect(await canvas.findByText('Not in any group yet.', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No friends yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(profilePaths.timeline), neverAnswers(profilePaths.photosVideos)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the timeline…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Photos & Videos' }));
    await expect(
      await canvas.findByText('Loading photos and videos…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    ...withHandlers(
      failsWith(profilePaths.timeline, 'The profile service is down'),
      failsWith(profilePaths.about, 'The profile service is down'),
    ),
    // The server's message is API text: the hard-coded-string detector reads it as data.
    i18n: { apiText: ['The profile service is down'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the timeline: The profile service is down');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'About' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Could not load the profile: The profile service is down',
    );
  },
};

export const SmallScreen: Story = {
  decorators: [withSmallScreen],
  parameters: { route: '/pages/profile?tab=photos-videos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [album] = (await served()).photosVideos as [Album];
    const region = await canvas.findByRole('region', { name: album.name }, { timeout: 15_000 });
    // Nothing overflows the 360 px column.
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** In Arabic (right to left): the tabs and the page in the language's words, the API's data as it is. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'أقسام الملف الشخصي' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'اليوميات' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      await canvas.findByRole('heading', { name: 'المنشورات' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
