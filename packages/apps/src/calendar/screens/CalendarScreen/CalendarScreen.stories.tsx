import { getDbSnapshot } from '@chorus/mock-handlers';
import { type CalendarEvent, calendarPaths } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDate } from '@chorus/ui';
import { addDays, startOfDay } from 'date-fns';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answersEmpty,
  countReads,
  failsWith,
  neverAnswers,
  withAppProviders,
  withHandlers,
  withSmallScreen,
} from '../../../lib/storybook';
import { signInForStory } from '../../../lib/storyAuth';
import { eventsOnDay } from '../../calendar.dates';
import { resetCalendarStore, toDayKey } from '../../calendar.store';
import { eventLabel } from '../../views/EventChip';
import { MONTH_EVENTS_PER_DAY } from '../../views/MonthView/MonthView';
import CalendarScreen from './CalendarScreen';

const meta = {
  title: 'Apps/Calendar/CalendarScreen',
  component: CalendarScreen,
  parameters: { layout: 'fullscreen' },
  // The month grid's stories: the test browser's frame is phone-sized, where the month is an agenda.
  args: { monthLayout: 'grid' },
  // The template apps' calls need a signed-in admin or staff (issue 15): sign in as the seeded host.
  beforeEach: async () => {
    await signInForStory('host');
    resetCalendarStore();
  },
  decorators: [withAppProviders({ path: '/apps/calendar', route: '/apps/calendar' })],
} satisfies Meta<typeof CalendarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const seeded = () => (getDbSnapshot().stores.calendar as { events: CalendarEvent[] }).events;
const dayLabel = (date: Date) => new RegExp(`^${formatDate(date, 'fullDate')}`);
const grid = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const element = await canvas.findByRole('grid', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(element).getAllByRole('button').length).toBeGreaterThan(0));
  return element;
};
/** Opens the grid's first event: its name, how many buttons bear it, and its edit dialog. */
const openFirstEvent = async (element: HTMLElement) => {
  const [first] = within(element).getAllByRole('button', {
    name: /, (all day|\d+:\d+( [AP]M)? to)/,
  }) as HTMLElement[];
  const name = first?.getAttribute('title') ?? '';
  const count = within(element).getAllByRole('button', { name }).length;
  await userEvent.click(first as HTMLElement);
  return { name, count, dialog: within(await body().findByRole('dialog', { name: 'Edit event' })) };
};
const dayCell = (element: HTMLElement, date: Date) =>
  within(element).getByRole('gridcell', { name: dayLabel(date) });

/**
 * A timed event shown on its day this month, and the next day of the month, where it still shows once
 * moved there: the keyboard move stories take it one day on.
 */
const movableEvent = () => {
  const events = seeded();
  const month = new Date().getMonth();
  for (const event of events) {
    const day = startOfDay(new Date(event.start));
    const next = addDays(day, 1);
    if (event.allDay || day.getMonth() !== month || next.getMonth() !== month) continue;
    if (!eventsOnDay(events, day).slice(0, MONTH_EVENTS_PER_DAY).includes(event)) continue;
    if (eventsOnDay(events, next).length >= MONTH_EVENTS_PER_DAY) continue;
    return { event, day, next, name: eventLabel(event) };
  }
  throw new Error('The seed has no timed event to move this month');
};
/** Focuses the event's day, then the event, and moves it one day on with M, ArrowRight and Enter. */
const moveOneDayOnByKeyboard = async (
  element: HTMLElement,
  { day, name }: ReturnType<typeof movableEvent>,
) => {
  dayCell(element, day).focus();
  const chip = await waitFor(() => {
    const found = within(dayCell(element, day)).getByRole('button', { name });
    expect(found).toHaveAttribute('tabindex', '0');
    return found;
  });
  chip.focus();
  await userEvent.keyboard('m{ArrowRight}{Enter}');
};

export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await grid(canvasElement);
    await expect(element).toHaveAccessibleName(formatDate(new Date(), 'monthYear'));
    const today = dayCell(element, new Date());
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    const allDay = seeded().find(
      (event) => event.allDay && new Date(event.start).getMonth() === new Date().getMonth(),
    );
    if (allDay)
      await expect(
        within(element).getAllByRole('button', { name: `${allDay.title}, all day` })[0],
      ).toBeVisible();
  },
};

export const KeyboardNavigationAndEnterAdds: Story = {
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const today = new Date();
    dayCell(element, today).focus();
    await userEvent.keyboard('{ArrowRight}');
    const tomorrow = addDays(today, 1);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(dayLabel(tomorrow)));
    await userEvent.keyboard('{ArrowDown}');
    const nextWeek = addDays(tomorrow, 7);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(dayLabel(nextWeek)));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body().findByRole('dialog', { name: 'New event' }));
    await expect(dialog.getByLabelText(/^All day/)).toBeChecked();
    await expect(dialog.getByLabelText(/^Start date/)).toHaveValue(toDayKey(nextWeek));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Planning day');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await body().findByText('Planning day added')).toBeVisible();
    const cell = dayCell(await grid(canvasElement), nextWeek);
    await waitFor(() =>
      expect(within(cell).getByRole('button', { name: 'Planning day, all day' })).toBeVisible(),
    );
  },
};

export const AddByClickingADay: Story = {
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const today = new Date();
    await userEvent.click(dayCell(element, today));
    const dialog = within(await body().findByRole('dialog', { name: 'New event' }));
    await userEvent.click(dialog.getByLabelText(/^All day/));
    await expect(dialog.getByLabelText(/^Starts/)).toHaveValue(`${toDayKey(today)}T09:00`);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Enter a title')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Retro');
    await userEvent.clear(dialog.getByLabelText(/^Ends/));
    await userEvent.type(dialog.getByLabelText(/^Ends/), `${toDayKey(today)}T08:00`);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('The end must not be before the start')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Ends/));
    await userEvent.type(dialog.getByLabelText(/^Ends/), `${toDayKey(today)}T10:30`);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await body().findByText('Retro added')).toBeVisible();
    await waitFor(() =>
      expect(
        within(dayCell(element, today)).getByRole('button', { name: /^Retro, 09:00 to 10:30$/ }),
      ).toBeVisible(),
    );
  },
};

export const EditAndMove: Story = {
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const [first] = (await within(element).findAllByRole('button', {
      name: /, \d+:\d+( [AP]M)? to/,
    })) as HTMLElement[];
    await userEvent.click(first as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }));
    const moveTo = addDays(new Date(), 2);
    await userEvent.clear(dialog.getByLabelText(/^Title/));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Moved meeting');
    await userEvent.clear(dialog.getByLabelText(/^Starts/));
    await userEvent.type(dialog.getByLabelText(/^Starts/), `${toDayKey(moveTo)}T13:00`);
    await userEvent.clear(dialog.getByLabelText(/^Ends/));
    await userEvent.type(dialog.getByLabelText(/^Ends/), `${toDayKey(moveTo)}T14:00`);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Event saved')).toBeVisible();
    if (moveTo.getMonth() !== new Date().getMonth())
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next month' }));
    const cell = dayCell(await grid(canvasElement), moveTo);
    await waitFor(() =>
      // 13:00 in a 24-hour language (the tests' en-GB), 01:00 PM in a 12-hour one (a browser in en-US).
      expect(within(cell).getByRole('button', { name: /^Moved meeting, (13:00|0?1:00 PM)/ })).toBeVisible(),
    );
  },
};

export const RemoveAnEvent: Story = {
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const { name, count, dialog } = await openFirstEvent(element);
    const title = name.split(',')[0] ?? '';
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    const confirm = within(await body().findByRole('dialog', { name: `Remove ${title}?` }));
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await expect(await body().findByText('Event removed')).toBeVisible();
    await waitFor(() =>
      expect(within(element).queryAllByRole('button', { name }).length).toBeLessThan(count),
    );
  },
};

export const WeekAndDayViews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    const week = await canvas.findByRole('grid');
    await expect(within(week).getAllByRole('columnheader')).toHaveLength(8);
    await expect(within(week).getByRole('rowheader', { name: 'All day' })).toBeVisible();
    const title = canvas.getByRole('heading', { level: 2 }).textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveTextContent(title ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(title ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Day' }));
    const dayGrid = await canvas.findByRole('grid', { name: formatDate(new Date(), 'fullDate') });
    await expect(within(dayGrid).getAllByRole('columnheader')).toHaveLength(2);
    const slot = within(dayGrid).getByRole('gridcell', {
      name: new RegExp(`${formatDate(new Date(), 'weekdayDayMonth')}, 09:00`),
    });
    slot.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/, 10:00, /));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body().findByRole('dialog', { name: 'New event' }));
    await expect(dialog.getByLabelText(/^Starts/)).toHaveValue(`${toDayKey(new Date())}T10:00`);
    await expect(dialog.getByLabelText(/^All day/)).not.toBeChecked();
  },
};

export const Empty: Story = {
  parameters: withHandlers(answersEmpty(calendarPaths.events)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No events yet/, {}, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByRole('grid')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(neverAnswers(calendarPaths.events)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading events…')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: withHandlers(failsWith(calendarPaths.events, 'The calendar is down')),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The calendar is down');
  },
};

/** The server refuses every change to an event, a moment after it is asked. */
const updatesRefused = withHandlers(
  http.post(calendarPaths.updateEvent, async () => {
    await delay(150);
    return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Read-only today' } }, { status: 500 });
  }),
);

export const SaveRolledBackWhenRefused: Story = {
  parameters: updatesRefused,
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const { name, dialog } = await openFirstEvent(element);
    await userEvent.clear(dialog.getByLabelText(/^Title/));
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Renamed for a moment');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The dialog stays open with what was typed and says why (issue 30, item 10).
    const alert = await dialog.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent('Read-only today');
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('Renamed for a moment');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(element).getAllByRole('button', { name })[0]).toBeVisible());
    await expect(within(element).queryByRole('button', { name: /^Renamed for a moment/ })).toBeNull();
  },
};

const eventListReads = countReads(calendarPaths.events);

export const KeyboardMoveToAnotherDay: Story = {
  // Counts the events' GETs; the real handler answers them.
  parameters: withHandlers(eventListReads.handler),
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const reads = eventListReads.count;
    const movable = movableEvent();
    const { event, day, next, name } = movable;
    await moveOneDayOnByKeyboard(element, movable);
    await expect(
      await body().findByText(`Moved ${event.title} to ${formatDate(next, 'weekdayDayMonth')}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(dayLabel(next)));
    // Saved: the handler has it on the next day at the same time, and the grid shows its answer there.
    const movedStart = addDays(new Date(event.start), 1).toISOString();
    await waitFor(() => expect(seeded().find((entry) => entry.id === event.id)?.start).toBe(movedStart));
    await waitFor(() => expect(within(dayCell(element, next)).getByRole('button', { name })).toBeVisible());
    await expect(within(dayCell(element, day)).queryByRole('button', { name })).toBeNull();
    // The answer went into the cache: the events were not read again.
    await delay(300);
    await expect(eventListReads.count).toBe(reads);
  },
};

export const MoveRolledBackWhenRefused: Story = {
  parameters: updatesRefused,
  play: async ({ canvasElement }) => {
    const element = await grid(canvasElement);
    const movable = movableEvent();
    const { event, day, next, name } = movable;
    await moveOneDayOnByKeyboard(element, movable);
    await expect(await body().findByText('Could not move the event: Read-only today')).toBeVisible();
    await waitFor(() => expect(within(dayCell(element, day)).getByRole('button', { name })).toBeVisible());
    await expect(within(dayCell(element, next)).queryByRole('button', { name })).toBeNull();
    await expect(seeded().find((entry) => entry.id === event.id)?.start).toBe(event.start);
  },
};

/** On a phone the month is an agenda (issue 18): the days with their events, readable, not a grid of cells. */
export const SmallScreen: Story = {
  args: { monthLayout: 'auto' },
  decorators: [withSmallScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agenda = await canvas.findByRole(
      'list',
      { name: formatDate(new Date(), 'monthYear') },
      { timeout: 15_000 },
    );
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add event' })).toBeVisible();
    const month = new Date().getMonth();
    const event = seeded().find((entry) => new Date(entry.start).getMonth() === month);
    if (event) {
      const [button] = within(agenda).getAllByRole('button', { name: eventLabel(event) });
      await expect(button).toBeVisible();
      // Readable: the title is shown whole, in a line as wide as most of the screen.
      await expect(button?.getBoundingClientRect().width).toBeGreaterThan(280);
      await expect(button).toHaveTextContent(event.title);
      await userEvent.click(button as HTMLElement);
      const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }));
      await expect(await dialog.findByLabelText(/^Title/)).toHaveValue(event.title);
    }
  },
};
