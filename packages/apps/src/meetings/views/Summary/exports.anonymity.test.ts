// Issue 35: every export is searched for every author and voter who did not show their name. A meeting is run
// through the real mock API (msw/node): ideas written with and without a name, grouped, dot votes, a consent round
// with an objection and its reason, a note and an action item; then the host's summary is saved as Markdown and
// as CSV (the functions the page uses) and read as a stranger would.
import { handlers, resetMockDb } from '@chorus/mock-handlers';
import { type MeetingDetail, type MeetingReport, meetingPaths } from '@chorus/mock-handlers/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { messages } from '../i18n';
import { summaryCsv } from './summaryCsv';
import { consentWords } from '../../../lib/product/consentWords';
import { messages as productMessages } from '../../../lib/product/i18n';
import { type Say, summaryMarkdown } from './summaryMarkdown';

vi.setConfig({ testTimeout: 60_000 });
const ORIGIN = 'http://localhost';
// The handlers' paths are relative: msw resolves them against the page's origin.
(globalThis as { location?: unknown }).location ??= new URL(`${ORIGIN}/`);
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const accounts = {
  host: { email: 'host@chorus.dev', password: 'chorus-host' },
  staff: { email: 'staff@chorus.dev', password: 'chorus-staff' },
  attendee: { email: 'attendee@chorus.dev', password: 'chorus-attendee' },
} as const;
type Who = keyof typeof accounts;
const tokens = {} as Record<Who, string>;

async function send<T>(who: Who | null, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(who ? { Authorization: `Bearer ${tokens[who]}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer as T;
}

test('no export names an author who did not show their name, nor any voter', async () => {
  resetMockDb();
  for (const who of Object.keys(accounts) as Who[])
    tokens[who] = (await send<{ access_token: string }>(null, '/api/auth', accounts[who])).access_token;
  // The seeded live meeting: brainwriting (write alone, group, dot vote, decide), writing open.
  const id = 'meeting-roadmap-live';
  let detail = await send<MeetingDetail>('host', `${meetingPaths.item}?id=${id}`);
  const people = Object.fromEntries(detail.participants.map((person) => [person.displayName, person.id]));
  const writing = detail.currentPhaseId as string;
  await send('attendee', meetingPaths.ideaSave, {
    phaseId: writing,
    text: 'Quiet hours on Fridays',
    showName: false,
  });
  await send('attendee', meetingPaths.ideaSave, { phaseId: writing, text: 'A shared agenda doc' });
  await send('staff', meetingPaths.ideaSave, {
    phaseId: writing,
    text: 'Named: fewer status meetings',
    showName: true,
  });
  await send('host', meetingPaths.reveal, { meetingId: id });
  await send('host', meetingPaths.advance, { meetingId: id });
  const ideas = await send<{ ideas: { id: string; text: string }[] }>(
    'staff',
    `${meetingPaths.ideas}?meetingId=${id}`,
  );
  const quiet = ideas.ideas.find((idea) => idea.text === 'Quiet hours on Fridays') as { id: string };
  const groups = await send<{ groups: { id: string }[] }>('attendee', meetingPaths.ideaMove, {
    meetingId: id,
    ideaId: quiet.id,
    fromGroupId: null,
    title: 'Focus time',
  });
  const theme = groups.groups[0] as { id: string };
  detail = await send<MeetingDetail>('host', meetingPaths.advance, { meetingId: id });
  const vote = detail.currentPhaseId as string;
  for (const who of ['staff', 'attendee'] as const)
    await send(who, meetingPaths.voteSave, {
      phaseId: vote,
      allocations: [{ targetId: theme.id, points: 2 }],
    });
  detail = await send<MeetingDetail>('host', meetingPaths.advance, { meetingId: id });
  const proposalId = detail.phases.find((phase) => phase.id === detail.currentPhaseId)?.proposal
    ?.id as string;
  await send('host', meetingPaths.proposalOpen, { proposalId, statement: 'Keep Friday afternoons free' });
  await send('staff', meetingPaths.stanceSave, { proposalId, choice: 'agree' });
  await send('attendee', meetingPaths.stanceSave, {
    proposalId,
    choice: 'object',
    reason: 'Support still needs cover on Fridays',
  });
  await send('host', meetingPaths.proposalClose, { proposalId });
  await send('host', meetingPaths.outcomeSave, { meetingId: id, proposalId, noDecision: true });
  await send('attendee', meetingPaths.noteSave, {
    meetingId: id,
    groupId: theme.id,
    text: 'Try it for a month',
  });
  await send('attendee', meetingPaths.actionSave, {
    meetingId: id,
    groupId: theme.id,
    text: 'Tell the support team',
    ownerId: people['Hana Host'],
  });
  await send('host', meetingPaths.end, { id });

  await Promise.all([messages.ready('en'), productMessages.ready('en')]);
  const say: Say = (key, values) => messages.format('en', key, values);
  const words = consentWords('en');
  const report = await send<MeetingReport>('host', `${meetingPaths.summary}?id=${id}`);
  const exports = {
    markdown: summaryMarkdown(report, say, words),
    csv: summaryCsv(report, say, words),
  };
  for (const [format, text] of Object.entries(exports)) {
    // What they wrote is there; who they are is not (name, e-mail, id), except where they chose to show it.
    expect(text, format).toContain('Quiet hours on Fridays');
    expect(text, format).toContain('Support still needs cover on Fridays');
    for (const secret of [
      'Ada Attendee',
      accounts.attendee.email,
      people['Ada Attendee'] as string,
      accounts.staff.email,
    ])
      expect(text, `${format} names ${secret}`).not.toContain(secret);
    // The staff member showed their name on two ideas (one of the seed's): it is on those lines only.
    const staffLines = text.split(/\r?\n/).filter((line) => line.includes('Sami Staff'));
    expect(staffLines.map((line) => /Named: fewer status meetings|Calendar integration/.test(line))).toEqual([
      true,
      true,
    ]);
  }
  expect(exports.csv).toContain('Objection,,,Support still needs cover on Fridays,');
});
