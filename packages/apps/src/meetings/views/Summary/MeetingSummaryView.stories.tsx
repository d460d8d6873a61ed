import type { MeetingReport } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../lib/product/product.icons';
import { meetingReport } from '../meetings.fixtures';
import { MeetingSummaryView } from './MeetingSummaryView';

const meta = {
  title: 'Apps/Meetings/Views/Summary',
  component: MeetingSummaryView,
  args: { report: meetingReport, onExport: fn(), onPrint: fn() },
} satisfies Meta<typeof MeetingSummaryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the meeting produced, and the export and print buttons. */
export const Full: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Fewer meetings · 2 ideas' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Ideas in Fewer meetings' })).toHaveTextContent(
      'Shorter meetings with a written agenda · Sam Staff',
    );
    await expect(canvas.getByRole('list', { name: 'Ideas in no theme' })).toHaveTextContent(
      'A weekly digest of decisions',
    );
    const tallies = within(canvas.getByRole('list', { name: 'Tallies of Dot vote' })).getAllByRole(
      'listitem',
    );
    // Shares by largest remainder: 7, 4 and 4 of 15 dots read 47 %, 27 %, 26 % (100 % in all, not 101 %).
    await expect(tallies.map((tally) => tally.textContent)).toEqual([
      'Theme: Fewer meetings7 dots 47%',
      'A weekly digest of decisions4 dots 27%',
      'A buddy for every new hire4 dots 26%',
    ]);
    // Which meeting, by whom and when it ran (the printout has nothing else to say so).
    await expect(canvas.getByTestId('summary-about')).toHaveTextContent(
      /^Onboarding · hosted by Hana Host · 3 participants · 12 Mar 2026, \d\d:00\s?–\s?\d\d:00$/,
    );
    await expect(canvas.getByRole('list', { name: 'Discussion notes' })).toHaveTextContent(
      'Fridays are already quiet for most teams · Fewer meetings',
    );
    await expect(canvas.getByRole('list', { name: 'Decisions' })).toHaveTextContent(
      'Adopt onboarding buddies from next sprint',
    );
    await expect(canvas.getByRole('list', { name: 'Earlier rounds' })).toHaveTextContent('Round 1');
    await expect(canvas.getByRole('list', { name: 'Action items' })).toHaveTextContent(
      'Draft the agenda template · Sam Staff · due 19 Mar 2026 · Fewer meetings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export as Markdown' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('markdown');
    await userEvent.click(canvas.getByRole('button', { name: 'Export as CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

const empty: MeetingReport = {
  ...meetingReport,
  themes: [],
  ungroupedIdeas: [],
  votes: [],
  notes: [],
  outcomes: [],
  actionItems: [],
};

/** A meeting that produced nothing says so in each section. */
export const Empty: Story = {
  args: { report: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'No ideas were revealed.',
      'No dot vote was held.',
      'No notes were taken.',
      'No decision was recorded.',
      'No action items.',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

/** In Arabic: the headings, counts and buttons are translated (plurals by Arabic's rules); what people wrote is not. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'الملخص' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'الأصوات' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /^Fewer meetings · فكرتان$/ })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'الأفكار في Fewer meetings' })).toHaveTextContent(
      'Shorter meetings with a written agenda',
    );
    await expect(canvas.getByRole('button', { name: 'تصدير بصيغة Markdown' })).toBeEnabled();
  },
};
