import type { ActionReview, SeriesView } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { withMemoryRouter } from '../../../lib/storybook';
import { ReviewActionsView } from './ReviewActionsView';
import { SeriesList } from './SeriesList';

const lastWeek = {
  id: 'meeting-w1',
  title: 'Weekly onboarding sync',
  scheduledAt: '2026-03-05T09:00:00.000Z',
};
const sami = { id: 'u-staff', displayName: 'Sami Staff' };
const ada = { id: 'u-attendee', displayName: 'Ada Attendee' };

const toReview: ActionReview = {
  meetingId: 'meeting-w2',
  seriesId: 'meeting-w1',
  items: [
    {
      id: 'a1',
      text: 'Update the onboarding checklist',
      owner: sami,
      dueOn: '2026-03-10',
      meeting: lastWeek,
      status: 'open',
      viewerCanReview: true,
    },
    {
      id: 'a2',
      text: 'Book the welcome lunch',
      owner: ada,
      dueOn: null,
      meeting: lastWeek,
      status: 'done',
      viewerCanReview: true,
    },
    {
      id: 'a3',
      text: 'Ask IT for a spare laptop',
      owner: null,
      dueOn: null,
      meeting: lastWeek,
      status: 'open',
      viewerCanReview: true,
    },
  ],
};

const meta = {
  title: 'Apps/Meetings/Views/Series',
  component: ReviewActionsView,
  args: { review: toReview, onMark: fn() },
} satisfies Meta<typeof ReviewActionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The host reviews last week's actions: each says who owns it, by when and from which meeting; one choice per item
 * (done, carried over, dropped, or not reviewed yet), by pointer or with the arrow keys.
 */
export const ReviewAsHost: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 3 reviewed')).toBeVisible();
    const checklist = canvas.getByRole('radiogroup', {
      name: 'What became of “Update the onboarding checklist”',
    });
    await expect(within(checklist).getByRole('radio', { name: 'Not reviewed yet' })).toBeChecked();
    await expect(canvas.getAllByText('From Weekly onboarding sync, 5 Mar 2026')).toHaveLength(3);
    await userEvent.click(within(checklist).getByRole('radio', { name: 'Carried over' }));
    await expect(args.onMark).toHaveBeenCalledWith(toReview.items[0], 'carried');
    // The keyboard: one tab stop per item, the arrows choose.
    const lunch = canvas.getByRole('radiogroup', { name: 'What became of “Book the welcome lunch”' });
    await userEvent.click(within(lunch).getByRole('radio', { name: 'Done' }));
    // Held as a person holds it: Radix moves the focus (and the choice) on the next tick, while the key is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(args.onMark).toHaveBeenLastCalledWith(toReview.items[1], 'carried'));
    await userEvent.keyboard('{/ArrowRight}');
  },
};

/** An attendee reads what became of each action; the host, the co-hosts and each owner mark them. */
export const ReviewReadOnly: Story = {
  args: {
    review: {
      ...toReview,
      items: toReview.items.map((item, index) => ({
        ...item,
        status: (['carried', 'done', 'dropped'] as const)[index] ?? 'open',
        viewerCanReview: false,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText('3 of 3 reviewed')).toBeVisible();
    for (const status of ['Carried over', 'Done', 'Dropped'])
      await expect(canvas.getByText(status)).toBeVisible();
    await expect(
      canvas.getByText("The host, the co-hosts and each action's owner mark what became of it."),
    ).toBeVisible();
  },
};

/** The series' earlier meetings left nothing open. */
export const NothingToReview: Story = {
  args: { review: { ...toReview, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The earlier meetings of this series left no open actions.'),
    ).toBeVisible();
  },
};

/** A review phase in a meeting of no series says there is nothing earlier to review. */
export const NotInASeries: Story = {
  args: { review: { meetingId: 'meeting-1', seriesId: null, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'This meeting is not part of a series: there are no earlier actions to review.',
      ),
    ).toBeVisible();
  },
};

const weekly: SeriesView = {
  id: 'meeting-w1',
  title: 'Weekly onboarding sync',
  recurrence: 'weekly',
  meetingCount: 2,
  next: {
    id: 'meeting-w2',
    title: 'Weekly onboarding sync',
    scheduledAt: '2026-03-12T09:00:00.000Z',
    status: 'scheduled',
  },
  openActions: [
    {
      id: 'a1',
      text: 'Update the onboarding checklist',
      owner: sami,
      dueOn: '2026-03-10',
      meeting: lastWeek,
    },
  ],
};
const stopped: SeriesView = {
  id: 'meeting-m1',
  title: 'Monthly hiring review',
  recurrence: null,
  meetingCount: 3,
  next: null,
  openActions: [],
};

/** The initiative's series: how often each meets, its next meeting (a link) and the actions still open. */
export const SeriesOfAnInitiative: Story = {
  decorators: [withMemoryRouter],
  render: () => <SeriesList series={[weekly, stopped]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Meeting series' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByText('Every week')).toBeVisible();
    await expect(within(first).getByText('2 meetings')).toBeVisible();
    await expect(
      within(first).getByRole('link', { name: /^Next: Weekly onboarding sync, 12 Mar 2026/ }),
    ).toHaveAttribute('href', '/apps/meetings/details?id=meeting-w2');
    const open = within(first).getByRole('list', { name: 'Open actions of Weekly onboarding sync' });
    await expect(open).toHaveTextContent('Update the onboarding checklist');
    await expect(open).toHaveTextContent('Sami Staff');
    await expect(canvas.getByText('Nothing scheduled: the series has stopped.')).toBeVisible();
    await expect(canvas.getByText('No open actions.')).toBeVisible();
  },
};

/** No series yet: how to start one. */
export const NoSeries: Story = {
  render: () => <SeriesList series={[]} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No meeting series yet. A meeting that repeats starts one.'),
    ).toBeVisible();
  },
};
