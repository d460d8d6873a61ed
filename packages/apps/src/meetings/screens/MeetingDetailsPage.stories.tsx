import { meetingPaths, templatePhases } from '@chorus/mock-handlers/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { pointerDrag } from '../../lib/dnd/pointerDrag';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { serverErrorStory } from '../../lib/product/serverErrorStory';
import { downloadedText, failsWith, neverAnswers, withAppProviders, withHandlers } from '../../lib/storybook';
import { signInForStory, storyAccounts } from '../../lib/storyAuth';
import { meetingsApi } from '../meetings.api';
import { resetMeetingOutbox } from '../outbox';
import { saveRequest } from '../views/meetingRequests';
import MeetingDetailsPage from './MeetingDetailsPage';

const path = '/apps/meetings/details';
const at = (id: string) => [withAppProviders({ path, route: `${path}?id=${id}` })];

const meta = {
  title: 'Apps/Meetings/MeetingDetailsPage',
  component: MeetingDetailsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MeetingDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const find = (canvasElement: HTMLElement) => within(canvasElement);

export const HostSetup: Story = {
  decorators: at('meeting-onboarding-next'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '1. Pick a template' }, { timeout: 15_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Decision/ }));
    await expect(canvas.getByRole('list', { name: 'Agenda' })).toHaveTextContent('Write the options you see');
    await expect(canvas.getByRole('button', { name: 'Start meeting' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save setup' })).toBeEnabled();
    // Started from the bottom of the setup: the live phase is where the focus and the view go.
    await userEvent.click(canvas.getByRole('button', { name: 'Start meeting' }));
    const phase = await canvas.findByRole('heading', { level: 2, name: 'Options and concerns' });
    await waitFor(() => expect(phase).toHaveFocus());
    const { top } = phase.getBoundingClientRect();
    await expect(top >= 0 && top < window.innerHeight).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Reveal all ideas' })).toBeVisible();
  },
};

export const AttendeeWaiting: Story = {
  decorators: at('meeting-onboarding-next'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not started yet' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start meeting' })).toBeNull();
    // Not run yet: no actual start or end.
    await expect(canvas.queryByText(/^(Started|Ended) /)).toBeNull();
    // The meeting as a calendar file: its title, its time in UTC and the page's address.
    const ics = await downloadedText(() =>
      userEvent.click(canvas.getByRole('button', { name: 'Add to calendar (.ics)' })),
    );
    await expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await expect(ics).toMatch(/\r\nSUMMARY:First-week checklist\r\n/);
    await expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    await expect(ics.replace(/\r\n /g, '')).toContain('/apps/meetings/details?id=meeting-onboarding-next');
  },
};

/** A co-host may start the meeting the host planned (if the host cannot): the live page then gives them the controls. */
export const CoHostStartsTheMeeting: Story = {
  decorators: at('meeting-onboarding-next'),
  beforeEach: async () => {
    await signInForStory('host');
    const meeting = await meetingsApi.detail('meeting-onboarding-next');
    const staff = meeting.participants.find((person) => person.displayName === 'Sami Staff');
    await meetingsApi.save(saveRequest(meeting, { coHostIds: staff ? [staff.id] : [] }));
    await signInForStory('staff');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not started yet' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('You co-host')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start meeting' }));
    await expect(await canvas.findByRole('region', { name: 'Host controls' })).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Meeting log' });
    await expect(log).toHaveTextContent('Sami Staff started the meeting');
  },
};

export const AttendeeWritesPrivately: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Your idea' }, { timeout: 15_000 });
    await userEvent.type(box, 'A quieter planning week');
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Your ideas' })).toHaveTextContent('A quieter planning week'),
    );
    await expect(canvas.queryByRole('button', { name: 'Reveal all ideas' })).toBeNull();
  },
};

/**
 * The server refuses the idea (409: the writing time is up). The text stays in the field, to send again
 * once the host extends the time, and the snackbar says why. (The editor used to empty the field before
 * the server answered, and the idea was lost.)
 */
export const RefusedIdeaKeepsItsText: Story = {
  decorators: at('meeting-roadmap-live'),
  parameters: withHandlers(
    http.post(meetingPaths.ideaSave, () =>
      HttpResponse.json(
        { error: { code: 'INVALID_STATE', message: 'Time is up for this phase: the host can extend it' } },
        { status: 409 },
      ),
    ),
  ),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Your idea' }, { timeout: 15_000 });
    await userEvent.type(box, 'A quieter planning week');
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    await expect(
      await within(document.body).findByText(
        'Could not save the idea: Time is up for this phase: the host can extend it',
        undefined,
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(box).toHaveValue('A quieter planning week');
    await expect(canvas.getByText('You have not written an idea yet.')).toBeVisible();
  },
};

export const HostControlRoom: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('host');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Host controls' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Revealed ideas' })).toBeNull();
    // Not everyone is done writing: the irreversible reveal asks first; Cancel changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal all ideas' }));
    const body = within(document.body);
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Reveal every idea now?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await expect(canvas.queryByRole('list', { name: 'Revealed ideas' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal all ideas' }));
    const confirm = await body.findByRole('dialog', { name: 'Reveal every idea now?' });
    await expect(confirm).toHaveTextContent('1 of 3 are done writing');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reveal now' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Revealed ideas' })).toBeVisible(), {
      timeout: 15_000,
    });
    // The reveal ends the writing at once: finished, no timer left.
    await expect(canvas.getByText(/^Revealed at /)).toBeVisible();
  },
};

export const NotFound: Story = {
  decorators: at('meeting-roadmap-live'),
  beforeEach: async () => {
    await signInForStory('outsider');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await find(canvasElement).findByText(/does not exist, or you are not a member/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  decorators: at('meeting-roadmap-live'),
  ...serverErrorStory(meetingPaths.item, 'host'),
};

// ---- Live phases, as host and as attendee. The host drives the seeded live brainwriting meeting
// (Write alone → Group → Dot vote → Decide) through the real handlers before the viewer signs in.

const live = 'meeting-roadmap-live';
const hostIdea = 'A weekly digest of decisions made in meetings, sent to everyone who missed them.';
const staffIdea = 'Calendar integration so meetings start from the invite.';

/** As the host: reveal, then advance `steps` times. */
async function hostAdvances(steps: number) {
  await signInForStory('host');
  await meetingsApi.reveal(live);
  for (let i = 0; i < steps; i += 1) await meetingsApi.advance(live);
}

/** Staff and attendee put dots on the first ideas of the open vote. */
async function castBallots() {
  const meeting = await meetingsApi.detail(live);
  const phaseId = meeting.currentPhaseId ?? '';
  for (const voter of ['staff', 'attendee'] as const) {
    await signInForStory(voter);
    const { ideas } = await meetingsApi.ideas(live, phaseId);
    const [first, second] = [...ideas].sort((a, b) => a.text.localeCompare(b.text));
    await meetingsApi.vote({
      phaseId,
      allocations: [
        { targetId: first?.id ?? '', points: 3 },
        { targetId: second?.id ?? '', points: voter === 'staff' ? 2 : 1 },
      ],
    });
  }
}

/** The revealed board, once it holds both seeded ideas. */
async function revealedBoard(canvasElement: HTMLElement) {
  const board = await find(canvasElement).findByRole('list', { name: 'Revealed ideas' }, { timeout: 15_000 });
  await waitFor(() => expect(board).toHaveTextContent(staffIdea));
  await expect(board).toHaveTextContent(hostIdea);
  return board;
}

/** Revealed, on to the vote, two ballots cast, and the host closes the vote (the decision opens). */
async function voteClosed() {
  await hostAdvances(2);
  await castBallots();
  await signInForStory('host');
  await meetingsApi.advance(live);
}

/** The vote closed, and the host opens the consent round on a proposal picked from the tally. */
async function decisionOpen() {
  await voteClosed();
  const meeting = await meetingsApi.detail(live);
  const proposal = meeting.phases.find((phase) => phase.type === 'decide')?.proposal;
  await meetingsApi.openProposal(proposal?.id ?? '', 'Send a weekly digest of decisions');
}

const liveStory = (viewer: 'host' | 'attendee', setUp: () => Promise<void>) => ({
  decorators: at(live),
  beforeEach: async () => {
    await setUp();
    await signInForStory(viewer);
  },
});

export const SilentIdeateAsHost: Story = {
  ...liveStory('host', async () => undefined),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const mine = await canvas.findByRole('list', { name: 'Your ideas' }, { timeout: 15_000 });
    // Before the reveal even the host holds only their own ideas, and a count.
    await expect(mine).toHaveTextContent(hostIdea);
    await expect(canvas.queryByText(staffIdea)).toBeNull();
    await expect(canvas.getAllByTestId('progress')[0]).toHaveTextContent('2 of 3 submitted');
    await expect(canvas.getByRole('button', { name: 'Reveal all ideas' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toBeVisible();
  },
};

export const SilentIdeateAsAttendee: Story = {
  ...liveStory('attendee', async () => undefined),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Write alone' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The attendee's list holds only their own ideas: nobody else's text reaches this screen.
    await expect(await canvas.findByText('You have not written an idea yet.')).toBeVisible();
    await expect(canvas.queryByText(hostIdea)).toBeNull();
    await expect(canvas.queryByText(staffIdea)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reveal all ideas' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Host controls' })).toBeNull();
  },
};

export const RevealAsHost: Story = {
  ...liveStory('host', () => hostAdvances(0)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const board = await revealedBoard(canvasElement);
    // The host may hide an off-topic idea, never learn who wrote it.
    await expect(within(board).getAllByRole('button', { name: /^Hide idea:/ }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Next: Group' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reveal all ideas' })).toBeNull();
    // The reveal ended the writing: it shows as finished, its timer stopped (nothing left to extend).
    await expect(canvas.getByText(/^Revealed at \d{1,2}[:.]\d{2}/)).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '+1 min' })).toBeNull();
  },
};

export const RevealAsAttendee: Story = {
  ...liveStory('attendee', () => hostAdvances(0)),
  play: async ({ canvasElement }) => {
    const board = await revealedBoard(canvasElement);
    await expect(board).toHaveTextContent('Staff');
    await expect(within(board).queryByRole('button', { name: /^Hide idea:/ })).toBeNull();
  },
};

export const GroupAsHost: Story = {
  ...liveStory('host', () => hostAdvances(1)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Group' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next: Dot vote' })).toBeVisible();
  },
};

/** Sticky notes: the attendee drags one idea onto another, a new theme of both, saved for everyone. */
export const GroupAsAttendee: Story = {
  ...liveStory('attendee', () => hostAdvances(1)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const handle = await canvas.findByRole(
      'button',
      { name: `Move idea “${staffIdea}”` },
      { timeout: 15_000 },
    );
    const onto = canvas.getByText(hostIdea).closest('li') as HTMLElement;
    await pointerDrag(handle, onto, () =>
      canvas.findByText((text) => text.includes(` is over idea “${hostIdea.slice(0, 57)}`)),
    );
    // The new theme is named after the idea it gathers around (cut at a word), not "Theme 1".
    const theme = await canvas.findByRole(
      'list',
      { name: 'Ideas in A weekly digest of decisions made in…' },
      { timeout: 15_000 },
    );
    await expect(theme).toHaveTextContent(staffIdea);
    await expect(theme).toHaveTextContent(hostIdea);
    await expect(canvas.queryByRole('button', { name: 'Next: Dot vote' })).toBeNull();
  },
};

/** Suggested themes: the attendee asks, renames the one the words suggest and makes it a theme for everyone. */
export const SuggestedThemeAccepted: Story = {
  ...liveStory('attendee', () => hostAdvances(1)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suggest themes' }, { timeout: 15_000 }));
    const suggestions = await canvas.findByRole('list', { name: 'Suggested themes' }, { timeout: 15_000 });
    const [first] = within(suggestions).getAllByRole('listitem', { name: /./ });
    const name = within(first as HTMLElement).getByRole('textbox', { name: 'Theme name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Meeting flow');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Make this theme' }));
    const theme = await canvas.findByRole('list', { name: 'Ideas in Meeting flow' }, { timeout: 15_000 });
    await expect(theme).toHaveTextContent(hostIdea);
    await expect(theme).toHaveTextContent(staffIdea);
  },
};

/** Whether the staff member's concurrent move (below) was made already in this story. */
const staffGotThereFirst = { done: true };

/**
 * Two people group at the same moment: just before the attendee's drop reaches the server, the staff member
 * (another tab) puts the same idea in a theme of their own. The real handler refuses the attendee's stale move
 * (409); the screen says why and the board shows the server's themes, the staff member's change kept.
 */
export const GroupConflictAsAttendee: Story = {
  ...liveStory('attendee', () => hostAdvances(1)),
  parameters: withHandlers(
    http.post(meetingPaths.ideaMove, async ({ request }) => {
      if (staffGotThereFirst.done) return; // the real handler answers
      staffGotThereFirst.done = true;
      const { ideaId } = (await request.clone().json()) as { ideaId: string };
      const staff = await fetch('/api/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(storyAccounts.staff),
      }).then((response) => response.json() as Promise<{ access_token: string }>);
      await fetch(meetingPaths.ideaMove, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staff.access_token}` },
        body: JSON.stringify({ meetingId: live, ideaId, fromGroupId: null, title: 'Calendars' }),
      });
      // No answer here: the real handler now answers the attendee's move, made on a stale view.
    }),
  ),
  play: async ({ canvasElement }) => {
    staffGotThereFirst.done = false;
    const canvas = find(canvasElement);
    const handle = await canvas.findByRole(
      'button',
      { name: `Move idea “${staffIdea}”` },
      { timeout: 15_000 },
    );
    const onto = canvas.getByText(hostIdea).closest('li') as HTMLElement;
    await pointerDrag(handle, onto, () =>
      canvas.findByText((text) => text.includes(` is over idea “${hostIdea.slice(0, 57)}`)),
    );
    await expect(
      await within(document.body).findByText(
        'Could not move the idea: Someone has just moved this idea: refresh to see the latest themes and try again',
        undefined,
        { timeout: 8000 },
      ),
    ).toBeVisible();
    // The board is read again: the staff member's theme stands, and no theme of the attendee's drop exists.
    const theme = await canvas.findByRole('list', { name: 'Ideas in Calendars' }, { timeout: 15_000 });
    await expect(theme).toHaveTextContent(staffIdea);
    await expect(theme).not.toHaveTextContent(hostIdea);
    await expect(canvas.queryByRole('list', { name: /^Ideas in A weekly digest/ })).toBeNull();
  },
};
export const VoteAsHost: Story = {
  ...liveStory('host', () => hostAdvances(2)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dot vote' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close the vote' })).toBeVisible();
    await expect(await canvas.findByTestId('dots-left')).toHaveTextContent('5 of 5 dots left');
    await expect(canvas.queryByTestId('results')).toBeNull();
  },
};

export const VoteAsAttendee: Story = {
  ...liveStory('attendee', () => hostAdvances(2)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const add = await canvas.findByRole('button', { name: `Add a dot to ${staffIdea}` }, { timeout: 15_000 });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('3 of 5 dots left');
    await userEvent.click(add);
    // The cap per idea (3) is reached: no fourth dot.
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save my ballot' }));
    await expect(await canvas.findByText(/Your ballot is in/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close the vote' })).toBeNull();
  },
};

/**
 * Two of three have voted; the tally stays hidden from everyone, the host included, until the close, and so
 * does the count (with so few voters it would tell who has voted).
 */
export const ResultsHiddenWhileVoting: Story = {
  ...liveStory('host', async () => {
    await hostAdvances(2);
    await castBallots();
  }),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByText('Counted once 3 have voted', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/2 of 3/)).toBeNull();
    await expect(canvas.queryByTestId('results')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Tallies' })).toBeNull();
  },
};

/** The vote is closed: the tally appears above the proposal the host opened, and the stance form. */
export const DecideAsAttendee: Story = {
  ...liveStory('attendee', decisionOpen),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    // The tally of the vote sits above the stance form: bars out of the 9 dots cast, no "support" badges.
    const results = await canvas.findByTestId('results', undefined, { timeout: 15_000 });
    const tallies = within(results).getByRole('list', { name: 'Tallies' });
    await waitFor(() => expect(within(tallies).getAllByRole('listitem').length).toBeGreaterThan(1));
    await expect(within(tallies).getAllByRole('listitem')[0]).toHaveTextContent('6 dots67%');
    await expect(results).not.toHaveTextContent(/support/);
    await expect(canvas.getByTestId('proposal-statement')).toHaveTextContent(
      'Send a weekly digest of decisions',
    );
    // Dissent needs a reason, which is published without a name.
    await userEvent.click(canvas.getByRole('radio', { name: /^Object/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(await canvas.findByText(/objections and blocks need a reason/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Reason/ }), 'We have not costed it yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(await canvas.findByText('You said: Object')).toBeVisible();
  },
};

export const DecideAsHost: Story = {
  ...liveStory('host', voteClosed),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Close the decision' }, { timeout: 15_000 }),
    ).toBeVisible();
    // Closing the vote shows the tally first; the host writes or picks the proposal before the round opens.
    const [pick] = await canvas.findAllByRole(
      'button',
      { name: /^Use “.*” as the proposal$/ },
      { timeout: 15_000 },
    );
    await userEvent.click(pick as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: 'Proposal' })).not.toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Open the consent round' })).toBeVisible();
    // One way to decide: no decision in words beside the consent round.
    await expect(canvas.queryByRole('textbox', { name: 'Decision' })).toBeNull();
    // Nothing was put to consent: closing the decision asks first, and Cancel keeps it open.
    await userEvent.click(canvas.getByRole('button', { name: 'Close the decision' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Close the decision without recording it?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Open the consent round' })).toBeVisible();
  },
};

// ---- Round robin: the scheduled meeting set up as a retrospective
// (Reflect → Group → Dot vote → One action each → Wrap up), started and moved on to its turns.

const scheduled = 'meeting-onboarding-next';

async function roundRobinSetUp() {
  await signInForStory('host');
  const meeting = await meetingsApi.detail(scheduled);
  await meetingsApi.save(
    saveRequest(meeting, { template: 'retrospective', phases: templatePhases('retrospective') }),
  );
  await meetingsApi.start(scheduled);
  for (let i = 0; i < 3; i += 1) await meetingsApi.advance(scheduled);
}

export const RoundRobinAsHost: Story = {
  decorators: at(scheduled),
  beforeEach: async () => {
    await roundRobinSetUp();
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const order = await canvas.findByRole('list', { name: 'Speaking order' }, { timeout: 15_000 });
    const turns = within(order).getAllByRole('listitem');
    // With "host speaks last", the host's turn closes the queue.
    await expect(turns.at(-1)).toHaveTextContent('(you)');
    await expect(canvas.getByRole('button', { name: 'Next speaker' })).toBeVisible();
  },
};

export const RoundRobinAsAttendee: Story = {
  decorators: at(scheduled),
  beforeEach: async () => {
    await roundRobinSetUp();
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const order = await canvas.findByRole('list', { name: 'Speaking order' }, { timeout: 15_000 });
    await expect(order).toHaveTextContent('(you)');
    await expect(within(order).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: 'Host controls' })).toBeNull();
  },
};

/**
 * Breakout groups (issue 34): the scheduled meeting set for groups of 4, five guests joined by its link (eight take
 * part: two groups of four), started; everyone writes; revealed, and on to the group phase.
 */
async function breakoutsSetUp() {
  await signInForStory('host');
  const meeting = await meetingsApi.detail(scheduled);
  await meetingsApi.save(
    saveRequest(meeting, {
      settings: { ...meeting.settings, revealMode: 'host', breakoutSize: 4 },
      phases: [
        { type: 'silentIdeate', title: 'Write', prompt: 'What would help a new hire?', timeboxSec: null },
        { type: 'group', title: 'Group', prompt: '', timeboxSec: null },
        { type: 'vote', title: 'Vote', prompt: '', timeboxSec: null },
      ],
    }),
  );
  const link = (await meetingsApi.guestLink(scheduled, 'guest', true)).guestLinks?.guest ?? '';
  const guests: string[] = [];
  for (const name of ['Gia Guest', 'Lou Lee', 'Mo Park', 'Noor Haddad', 'Ola Berg'])
    guests.push((await meetingsApi.guestJoin(link, name)).access_token);
  const started = await meetingsApi.start(scheduled);
  const write = (token: string, text: string) =>
    fetch(meetingPaths.ideaSave, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ phaseId: started.currentPhaseId, text }),
    });
  for (const [index, token] of guests.entries())
    await write(token, `Guest idea ${index + 1}: a buddy for week one`);
  await meetingsApi.saveIdea({
    phaseId: started.currentPhaseId ?? '',
    text: 'Host idea',
  });
  await meetingsApi.reveal(scheduled);
  await meetingsApi.advance(scheduled);
}

/** The host sees every group's board, one at a time, and brings the groups together: one board. */
export const BreakoutsAsHost: Story = {
  decorators: at(scheduled),
  beforeEach: breakoutsSetUp,
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const groups = await canvas.findByRole('region', { name: 'Breakout groups' }, { timeout: 15_000 });
    await expect(
      within(groups).getByText(
        '2 groups write and group apart, each on its own board, until they come together.',
      ),
    ).toBeVisible();
    const board = await canvas.findByRole('combobox', { name: 'Board' }, { timeout: 15_000 });
    // Co-hosts are named among the attendees, never among the guests who joined by the link.
    await expect(canvas.getByRole('checkbox', { name: 'Sami Staff' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Gia Guest' })).toBeNull();
    const ideasOf = () => canvas.queryAllByText(/^(Guest idea \d|Host idea)/).length;
    // The host's own group's board first (their idea is on it); the other board holds the other ideas.
    await waitFor(() => expect(ideasOf()).toBeGreaterThan(0));
    const mine = ideasOf();
    await userEvent.selectOptions(board, (board as HTMLSelectElement).value === '1' ? '2' : '1');
    await waitFor(() => expect(ideasOf()).toBe(6 - mine));
    await userEvent.click(within(groups).getByRole('button', { name: 'Bring the groups together' }));
    await waitFor(() => expect(canvas.queryByRole('combobox', { name: 'Board' })).toBeNull());
    await waitFor(() => expect(ideasOf()).toBe(6));
    await expect(within(groups).getByTestId('breakouts-together')).toHaveTextContent(
      'The groups came together at',
    );
  },
};

/** An attendee groups their own group's board only, and is told so. */
export const BreakoutsAsAttendee: Story = {
  decorators: at(scheduled),
  beforeEach: async () => {
    await breakoutsSetUp();
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByText(/^You are grouping with group [12]: the other groups/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    const groups = canvas.getByRole('region', { name: 'Breakout groups' });
    await expect(within(groups).getByText('Your group')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Board' })).toBeNull();
    await expect(within(groups).queryByRole('button', { name: 'Bring the groups together' })).toBeNull();
  },
};

/**
 * The retrospective moved on to its discussion: two ideas written, revealed, gathered into one theme, the
 * vote and the round robin passed.
 */
async function discussSetUp() {
  await signInForStory('host');
  const meeting = await meetingsApi.detail(scheduled);
  await meetingsApi.save(
    saveRequest(meeting, { template: 'retrospective', phases: templatePhases('retrospective') }),
  );
  const phaseId = (await meetingsApi.start(scheduled)).currentPhaseId ?? '';
  const first = await meetingsApi.saveIdea({ phaseId, text: 'Fewer status meetings' });
  await signInForStory('staff');
  const second = await meetingsApi.saveIdea({ phaseId, text: 'Shorter stand-ups' });
  await signInForStory('host');
  await meetingsApi.advance(scheduled); // the reveal, and on to the grouping
  await meetingsApi.moveIdea({
    meetingId: scheduled,
    ideaId: first.id,
    fromGroupId: null,
    toIdeaId: second.id,
    title: 'Meeting load',
  });
  for (let i = 0; i < 3; i += 1) await meetingsApi.advance(scheduled); // vote, round robin, discuss
}

/** The discussion as an attendee: the theme with its ideas, the speaking order, a shared note added. */
export const DiscussAsAttendee: Story = {
  decorators: at(scheduled),
  beforeEach: async () => {
    await discussSetUp();
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Discuss' }, { timeout: 15_000 })).toBeVisible();
    const theme = within(await canvas.findByRole('region', { name: 'Meeting load' }, { timeout: 15_000 }));
    const ideasOfTheme = theme.getByRole('list', { name: 'Ideas in Meeting load' });
    await expect(ideasOfTheme).toHaveTextContent('Fewer status meetings');
    await expect(ideasOfTheme).toHaveTextContent('Shorter stand-ups');
    // Whose turn it is shows in the speaking order.
    const order = canvas.getByRole('list', { name: 'Speaking order' });
    await expect(
      within(order)
        .getAllByRole('listitem')
        .filter((item) => item.ariaCurrent === 'step'),
    ).toHaveLength(1);
    await userEvent.type(
      theme.getByRole('textbox', { name: 'Note on Meeting load' }),
      'Try a no-meeting Friday',
    );
    await userEvent.click(theme.getByRole('button', { name: 'Add note' }));
    await expect(
      await theme.findByRole('list', { name: 'Notes on Meeting load' }, { timeout: 15_000 }),
    ).toHaveTextContent('Try a no-meeting Friday');
    await expect(canvas.queryByRole('heading', { name: 'Host controls' })).toBeNull();
  },
};

// ---- Results of ended meetings.

/** A closed meeting shows its summary: ideas by theme, the vote out of the dots cast, the outcome. */
export const EndedWithTallies: Story = {
  decorators: at('meeting-onboarding-retro'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Summary' }, { timeout: 15_000 });
    const view = within(summary);
    await expect(view.getByRole('list', { name: 'Ideas in Setup and access' })).toBeVisible();
    const [first] = within(view.getByRole('list', { name: /^Tallies of / })).getAllByRole('listitem');
    await expect(first).toHaveTextContent(/\d+ dots? \d+%/);
    await expect(summary).not.toHaveTextContent(/(Broad|Mixed|Narrow) support/);
    await expect(view.getByRole('button', { name: 'Export as Markdown' })).toBeVisible();
    // The CSV export: the file the browser is handed, a row per idea, tally, decision and action item.
    const csv = await downloadedText(() =>
      userEvent.click(view.getByRole('button', { name: 'Export as CSV' })),
    );
    await expect(csv.split('\r\n')[0]).toBe(
      'Section,Phase,Theme,Text,Name shown,Dots,Share (%),Owner,Due or review on,Mean score (0–5),Column',
    );
    await expect(csv).toContain('Idea,,Setup and access,');
    await expect(csv).toMatch(/\r\nVote,Dot vote,People and plans,,,\d+,\d+,,,,\r\n/);
    await expect(canvas.getByRole('list', { name: 'Recorded outcomes' })).toBeVisible();
    // Once it has run, the details say when it actually started and ended (the whole date as a tooltip).
    const header = canvasElement.querySelector('header') as HTMLElement;
    const started = within(header).getByText(/^Started /);
    const ended = within(header).getByText(/^Ended /);
    await expect(started.tagName).toBe('TIME');
    await expect(ended.getAttribute('title')).toMatch(/ at \d{2}:\d{2}$/);
  },
};

/** A consent decision in the summary: its counts and the anonymous minority report, each reason marked. */
export const EndedWithMinorityReport: Story = {
  decorators: at('meeting-roadmap-decision'),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Summary' }, { timeout: 15_000 });
    const decisions = within(summary).getByRole('list', { name: 'Decisions' });
    await expect(within(decisions).getByTestId('consent-counts')).toHaveTextContent(
      '2 agree · 0 abstain · 1 object · 0 block',
    );
    const report = within(decisions).getByRole('list', { name: 'Minority report' });
    await expect(report).toHaveTextContent(/^Objection“/);
    // Reasons carry no names.
    await expect(report).not.toHaveTextContent(/Staff|Attendee|Host/);
  },
};

// ---- Moderation is visible: the host says why an idea is hidden, every member sees the trace.

/** The staff's seeded idea, hidden by the host as off-topic after the reveal. */
async function staffIdeaHidden() {
  await hostAdvances(0);
  const meeting = await meetingsApi.detail(live);
  const { ideas } = await meetingsApi.ideas(live, meeting.currentPhaseId ?? '');
  const target = ideas.find((idea) => idea.text === staffIdea);
  await meetingsApi.hideIdea(target?.id ?? '', true, 'off-topic');
}

/** Hiding asks for a reason and confirms; the trace then reads "1 idea hidden by the host: off-topic". */
export const HostHidesWithAReason: Story = {
  ...liveStory('host', () => hostAdvances(0)),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const board = await revealedBoard(canvasElement);
    await userEvent.click(within(board).getByRole('button', { name: `Hide idea: ${staffIdea}` }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Hide this idea?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide idea' }));
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Say why the idea is hidden/,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'off-topic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide idea' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByText(/1 idea hidden by the host: off-topic/, undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await waitFor(() => expect(board).toHaveTextContent('Hidden by the host: off-topic'));
  },
};

/** The author still sees their hidden idea, marked with the reason; the trace names no idea and no one. */
export const AuthorSeesTheirHiddenIdea: Story = {
  decorators: at(live),
  beforeEach: async () => {
    await staffIdeaHidden();
    await signInForStory('staff');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const board = await canvas.findByRole('list', { name: 'Revealed ideas' }, { timeout: 15_000 });
    await waitFor(() => expect(board).toHaveTextContent(staffIdea));
    await expect(board).toHaveTextContent('Hidden by the host: off-topic');
    await expect(canvas.getByText('1 idea hidden by the host: off-topic')).toBeVisible();
  },
};

/** Every other member sees the trace, never the hidden idea. */
export const AttendeeSeesTheTrace: Story = {
  ...liveStory('attendee', staffIdeaHidden),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByText('1 idea hidden by the host: off-topic', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(staffIdea)).toBeNull();
  },
};

/**
 * "End meeting" asks first; cancelling leaves the meeting live. Ended, the page turns into the summary, and sends no
 * "gone" heartbeat for a meeting that is over (the server would answer 409).
 */
export const EndMeetingAsksFirst: Story = {
  ...liveStory('host', async () => undefined),
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const end = await canvas.findByRole('region', { name: 'End the meeting' }, { timeout: 15_000 });
    await userEvent.click(within(end).getByRole('button', { name: 'End meeting' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'End the meeting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Host controls' })).toBeVisible();
    await expect((await meetingsApi.detail(live)).status).toBe('live');
    const presence = spyOn(meetingsApi, 'presence');
    try {
      await userEvent.click(within(end).getByRole('button', { name: 'End meeting' }));
      const confirm = await within(document.body).findByRole('dialog', { name: 'End the meeting?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'End meeting' }));
      await expect(await canvas.findByRole('heading', { name: 'Summary' })).toBeVisible();
      await expect(presence).not.toHaveBeenCalledWith(live, false);
    } finally {
      presence.mockRestore();
    }
  },
};

// ---- The summary of an ended meeting while it loads, and when the server fails.

const ended = 'meeting-onboarding-retro';

/** The summary is still on its way: the page says so, and the rest of the ended meeting shows. */
export const SummaryLoading: Story = {
  decorators: at(ended),
  parameters: withHandlers(neverAnswers(meetingPaths.summary)),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    await expect(
      await canvas.findByText('Loading the summary…', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Agenda' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export as Markdown' })).toBeNull();
  },
};

/** The summary fails: an alert with the reason and "Try again"; no export of a summary that is not there. */
export const SummaryServerError: Story = {
  decorators: at(ended),
  parameters: withHandlers(failsWith(meetingPaths.summary, 'The server failed')),
  beforeEach: async () => {
    await signInForStory('attendee');
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Could not load the summary: The server failed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export as Markdown' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Agenda' })).toBeVisible();
  },
};

/**
 * The server goes away (every meetings call answers 503, as the server does while its database restarts) and
 * comes back when the story says so. `reads`/`posts` count what reached the handler while it was up.
 */
function outage() {
  const state = { down: false, ideaPosts: [] as unknown[] };
  const unavailable = () =>
    HttpResponse.json(
      { error: { code: 'UNAVAILABLE', message: 'The database is restarting' } },
      { status: 503 },
    );
  const handlers = [
    http.post(meetingPaths.ideaSave, async ({ request }) => {
      if (state.down) return unavailable();
      state.ideaPosts.push(await request.clone().json());
      return undefined;
    }),
    http.all('/api/meetings/*', () => (state.down ? unavailable() : undefined)),
  ];
  return { state, handlers };
}

const ideaOutage = outage();

/**
 * An idea typed and added while the server is away is not lost: it shows in the list as "Not saved yet", the
 * meeting stays on screen with a banner, and it is sent by itself once the server answers: stored once. (Before:
 * "Could not save the idea" and, at the next read, the whole view replaced by the error page.)
 */
export const IdeaKeptThroughAnOutage: Story = {
  decorators: at(live),
  parameters: withHandlers(...ideaOutage.handlers),
  beforeEach: async () => {
    resetMeetingOutbox();
    ideaOutage.state.down = false;
    ideaOutage.state.ideaPosts = [];
    await signInForStory('attendee');
    return () => {
      ideaOutage.state.down = false;
      resetMeetingOutbox();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const text = 'Written while the server was away';
    const box = await canvas.findByRole('textbox', { name: 'Your idea' }, { timeout: 15_000 });
    ideaOutage.state.down = true;
    await userEvent.type(box, text);
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    const mine = canvas.getByRole('list', { name: 'Your ideas' });
    await waitFor(() => expect(mine).toHaveTextContent(text));
    await expect(within(mine).getByText('Not saved yet')).toBeVisible();
    // The meeting stays, with a banner saying what happens.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = canvas.getByTestId('outage-banner');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent('The server cannot be reached');
    await expect(banner).toHaveTextContent('1 change not saved yet');
    // Kept on this device: a reload finds it.
    await expect(JSON.stringify({ ...localStorage })).toContain(text);

    ideaOutage.state.down = false;
    await waitFor(() => expect(within(mine).queryByText('Not saved yet')).toBeNull(), { timeout: 10_000 });
    await expect(mine).toHaveTextContent(text);
    await waitFor(() => expect(banner).toBeEmptyDOMElement());
    const { ideas } = await meetingsApi.ideas(live, (await meetingsApi.detail(live)).currentPhaseId ?? '');
    await expect(ideas.filter((idea) => idea.text === text)).toHaveLength(1);
  },
};

const detailOutage = { failuresLeft: 0, reads: 0 };

/**
 * The meeting is on screen and the server stops answering its reads: the view stays, a banner says the server
 * cannot be reached, and the page asks again by itself until it answers. (Before: the error page replaced it.)
 */
export const MeetingStaysThroughAnOutage: Story = {
  decorators: at(live),
  parameters: withHandlers(
    http.get(meetingPaths.item, () => {
      detailOutage.reads += 1;
      if (detailOutage.reads > 1 && detailOutage.failuresLeft > 0) {
        detailOutage.failuresLeft -= 1;
        return HttpResponse.json(
          { error: { code: 'UNAVAILABLE', message: 'The database is restarting' } },
          { status: 503 },
        );
      }
      return undefined;
    }),
  ),
  beforeEach: async () => {
    resetMeetingOutbox();
    Object.assign(detailOutage, { failuresLeft: 1, reads: 0 });
    await signInForStory('attendee');
    return () => resetMeetingOutbox();
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Your idea' }, { timeout: 15_000 });
    // Saving an idea reads the meeting again (its counts): that read meets the outage.
    await userEvent.type(box, 'A first idea');
    await userEvent.click(canvas.getByRole('button', { name: 'Add idea' }));
    const banner = canvas.getByTestId('outage-banner');
    await waitFor(() => expect(banner).toHaveTextContent('The server cannot be reached'));
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByText(/Could not load the meeting/)).toBeNull();
    // Typing goes on meanwhile.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your idea' }), 'Still typing');
    // The page asks again by itself; the server answers: the banner leaves, nothing typed was lost.
    await waitFor(() => expect(banner).toBeEmptyDOMElement(), { timeout: 10_000 });
    await expect(canvas.getByRole('textbox', { name: 'Your idea' })).toHaveValue('Still typing');
    await expect(detailOutage.reads).toBeGreaterThanOrEqual(3);
  },
};

const voteOutage = outage();

/** A ballot saved while the server is away waits as "Not saved yet" and is sent when it answers. */
export const BallotKeptThroughAnOutage: Story = {
  ...liveStory('attendee', () => hostAdvances(2)),
  parameters: withHandlers(...voteOutage.handlers),
  beforeEach: async () => {
    resetMeetingOutbox();
    voteOutage.state.down = false;
    await hostAdvances(2);
    await signInForStory('attendee');
    return () => {
      voteOutage.state.down = false;
      resetMeetingOutbox();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const add = await canvas.findByRole('button', { name: `Add a dot to ${staffIdea}` }, { timeout: 15_000 });
    await userEvent.click(add);
    await userEvent.click(add);
    voteOutage.state.down = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Save my ballot' }));
    await expect(await canvas.findByText(/Your ballot is kept on this device/)).toBeVisible();
    await expect(canvas.getByText('Not saved yet')).toBeVisible();
    await expect(canvas.getByTestId('dots-left')).toHaveTextContent('3 of 5 dots left');
    voteOutage.state.down = false;
    await expect(await canvas.findByText(/Your ballot is in/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText('Not saved yet')).toBeNull();
    const phaseId = (await meetingsApi.detail(live)).currentPhaseId ?? '';
    const ballot = await meetingsApi.ballot(phaseId);
    await expect(ballot.allocations.reduce((sum, a) => sum + a.points, 0)).toBe(2);
  },
};

const noteOutage = outage();

/** A discussion note added while the server is away waits as "Not saved yet" under its theme and is sent once. */
export const NoteKeptThroughAnOutage: Story = {
  decorators: at(scheduled),
  parameters: withHandlers(...noteOutage.handlers),
  beforeEach: async () => {
    resetMeetingOutbox();
    noteOutage.state.down = false;
    await discussSetUp();
    await signInForStory('attendee');
    return () => {
      noteOutage.state.down = false;
      resetMeetingOutbox();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const text = 'Noted while the server was away';
    const theme = within(await canvas.findByRole('region', { name: 'Meeting load' }, { timeout: 15_000 }));
    const box = theme.getByRole('textbox', { name: 'Note on Meeting load' });
    noteOutage.state.down = true;
    await userEvent.type(box, text);
    await userEvent.click(theme.getByRole('button', { name: 'Add note' }));
    const notes = await theme.findByRole('list', { name: 'Notes on Meeting load' });
    await waitFor(() => expect(notes).toHaveTextContent(text));
    await expect(within(notes).getByText('Not saved yet')).toBeVisible();
    // The form is free for the next note; the meeting stays, with the banner.
    await expect(box).toHaveValue('');
    await expect(canvas.getByTestId('outage-banner')).toHaveTextContent('1 change not saved yet');
    await expect(JSON.stringify({ ...localStorage })).toContain(text);

    noteOutage.state.down = false;
    await waitFor(() => expect(within(notes).queryByText('Not saved yet')).toBeNull(), { timeout: 10_000 });
    await expect(notes).toHaveTextContent(text);
    const { notes: saved } = await meetingsApi.discussion(scheduled);
    await expect(saved.filter((note) => note.text === text)).toHaveLength(1);
  },
};

const stanceOutage = outage();

/** A stance saved while the server is away waits as "Not saved yet" and is sent when it answers. */
export const StanceKeptThroughAnOutage: Story = {
  ...liveStory('attendee', decisionOpen),
  parameters: withHandlers(...stanceOutage.handlers),
  beforeEach: async () => {
    resetMeetingOutbox();
    stanceOutage.state.down = false;
    await decisionOpen();
    await signInForStory('attendee');
    return () => {
      stanceOutage.state.down = false;
      resetMeetingOutbox();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = find(canvasElement);
    const agree = await canvas.findByRole('radio', { name: /^Agree/ }, { timeout: 15_000 });
    stanceOutage.state.down = true;
    await userEvent.click(agree);
    await userEvent.click(canvas.getByRole('button', { name: 'Save my stance' }));
    await expect(await canvas.findByText(/Your answer is kept on this device/)).toBeVisible();
    await expect(canvas.getByText('Not saved yet')).toBeVisible();
    await expect(canvas.getByTestId('outage-banner')).toHaveTextContent('1 change not saved yet');
    stanceOutage.state.down = false;
    await expect(await canvas.findByText('You said: Agree', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText('Not saved yet')).toBeNull();
    const detail = await meetingsApi.detail(live);
    const proposal = detail.phases.find((phase) => phase.type === 'decide')?.proposal;
    await expect(proposal?.viewerStance).toEqual({ choice: 'agree', reason: null });
  },
};
