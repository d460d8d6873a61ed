import { type Page, expect, test } from '@playwright/test';
import { revealEarly, signedInTabs } from './support';

/**
 * The decision loop (issue 14): the tally first, a proposal picked from it, a block, a revised proposal in a
 * second round, consent, the outcome with its anonymous minority report in the initiative's log, and the
 * closed meeting's summary exported as Markdown. A host and two attendees in three tabs of one browser
 * context (the demo's mock API lives in the origin's service worker: one database for the three sessions).
 */
const staffIdea = 'A buddy for every newcomer (decide e2e)';
const attendeeIdea = 'Mugs with the team logo (decide e2e)';
const blockReason = 'Nobody has time to be a buddy this sprint';
const revised = 'A buddy for every newcomer from next sprint (decide e2e)';

async function stance(page: Page, choice: RegExp, reason?: string) {
  await page.getByRole('radio', { name: choice }).check();
  if (reason) await page.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await page.getByRole('button', { name: 'Save my stance' }).click();
}

test('a block, a revised proposal, consent, the outcome with its minority report in the log, the summary export', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, pages } = await signedInTabs(browser, ['host', 'staff', 'attendee']);
  const [host, staff, attendee] = pages as [Page, Page, Page];

  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  await host.getByRole('button', { name: 'New meeting' }).click();
  await host.getByLabel('Title').fill('Welcome pack (decide e2e)');
  await host.getByRole('button', { name: 'Create meeting' }).click();
  await expect(host.getByRole('heading', { name: '2. Shape the agenda' })).toBeVisible();
  const meetingUrl = new URL(host.url()).pathname + new URL(host.url()).search;
  await host.getByRole('button', { name: 'Start meeting' }).click();
  await expect(host.getByRole('heading', { name: 'Write alone' })).toBeVisible();

  for (const [page, idea] of [
    [staff, staffIdea],
    [attendee, attendeeIdea],
  ] as const) {
    await page.goto(meetingUrl);
    await page.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
    await page.getByRole('button', { name: 'Add idea' }).click();
    await expect(page.getByRole('list', { name: 'Your ideas' })).toContainText(idea);
  }
  await revealEarly(host);
  await host.getByRole('button', { name: 'Next: Group' }).click();
  await host.getByRole('button', { name: 'Next: Dot vote' }).click();
  await expect(staff.getByRole('heading', { name: 'Dot vote' })).toBeVisible();
  await staff.getByRole('button', { name: `Add a dot to ${staffIdea}` }).click();
  await staff.getByRole('button', { name: 'Save my ballot' }).click();
  await expect(staff.getByText('Your ballot is in.')).toBeVisible();

  // Closing the vote shows the tally first; the host picks the proposal from its top before the round opens.
  await host.getByRole('button', { name: 'Close the vote' }).click();
  await expect(host.getByRole('region', { name: 'Tally: Dot vote' })).toContainText(staffIdea);
  await expect(attendee.getByTestId('proposal-draft')).toBeVisible();
  await host.getByRole('button', { name: `Use “${staffIdea}” as the proposal` }).click();
  await host.getByRole('button', { name: 'Open the consent round' }).click();

  // Attendees see the tally above their stance form. A block, and an agreement.
  await expect(staff.getByTestId('proposal-statement')).toHaveText(staffIdea);
  await expect(staff.getByRole('region', { name: 'Tally: Dot vote' })).toBeVisible();
  await stance(staff, /^Block/, blockReason);
  await expect(staff.getByText('You said: Block')).toBeVisible();
  await stance(attendee, /^Agree/);
  await expect(attendee.getByText('You said: Agree')).toBeVisible();

  // Closed, the block stands: no decision can be recorded; the host revises the proposal into round 2.
  await host.getByRole('button', { name: 'Close the consent round' }).click();
  await expect(host.getByText(/A block stands/)).toBeVisible();
  await expect(host.getByRole('button', { name: 'Record the decision' })).toHaveCount(0);
  await host.getByRole('button', { name: 'Revise the proposal' }).click();
  await host.getByRole('textbox', { name: 'Amended proposal' }).fill(revised);
  await host.getByRole('button', { name: 'Open round 2' }).click();

  // Round 1 stays visible above, with its block; everyone consents to the amended text.
  for (const page of [staff, attendee]) {
    await expect(page.getByTestId('proposal-statement')).toHaveText(revised);
    await expect(page.getByRole('region', { name: 'Round 1' })).toContainText(`Block“${blockReason}”`);
    await stance(page, /^Agree/);
    await expect(page.getByText('You said: Agree')).toBeVisible();
  }
  await host.getByRole('button', { name: 'Close the consent round' }).click();
  await expect(host.getByText(/the group consents/)).toBeVisible();
  await host.getByRole('button', { name: 'Record the decision' }).click();
  await expect(host.getByText('The decision is recorded in the initiative’s decision log.')).toBeVisible();

  // The log: the proposal, the counts, and the anonymous minority report with the block marked.
  await attendee.goto('/apps/initiatives/details?id=initiative-roadmap');
  const entry = attendee
    .getByRole('list', { name: 'Decision log' })
    .getByRole('listitem')
    .filter({ hasText: revised });
  await expect(entry.getByTestId('consent-counts')).toHaveText(
    'Round 2: 2 agree · 0 abstain · 0 object · 0 block',
  );
  await expect(entry.getByRole('list', { name: 'Minority report of round 1' })).toHaveText(
    `Block“${blockReason}”`,
  );
  await expect(entry).not.toContainText(/Staff|Sam/);

  // The host ends the meeting: the summary, exported as Markdown.
  await host.getByRole('button', { name: 'End meeting' }).click();
  await host
    .getByRole('dialog', { name: 'End the meeting?' })
    .getByRole('button', { name: 'End meeting' })
    .click();
  const summary = host.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('list', { name: 'Decisions' })).toContainText(revised);
  const [download] = await Promise.all([
    host.waitForEvent('download'),
    summary.getByRole('button', { name: 'Export as Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('welcome-pack-decide-e2e.md');
  const stream = await download.createReadStream();
  let markdown = '';
  for await (const chunk of stream) markdown += chunk.toString();
  expect(markdown).toContain('# Welcome pack (decide e2e)');
  expect(markdown).toContain(`- ${revised}`);
  expect(markdown).toContain(`      - Block: ${blockReason}`);

  // Printed, the summary is the page: the shell's bars, the side column and every button are left out.
  const shown = (selector: string) => host.locator(`${selector} >> visible=true`);
  expect(await shown('button').count()).toBeGreaterThan(0);
  await expect(shown('nav')).not.toHaveCount(0);
  await host.emulateMedia({ media: 'print' });
  await expect(summary.getByRole('list', { name: 'Decisions' })).toBeVisible();
  await expect(shown('button')).toHaveCount(0);
  await expect(shown('nav, aside, footer')).toHaveCount(0);
  await expect(host.getByRole('list', { name: 'Agenda', includeHidden: true })).toBeHidden();
  await host.emulateMedia({ media: 'screen' });
  await context.close();
});

/**
 * A score vote and gradients of agreement (issue 35): the agenda's vote phase scores 0 to 5 and its decide phase
 * takes gradients; attendees answer on the eight-level
 * scale, a serious disagreement is recorded as resolved, and the initiative's decision log keeps each level's count;
 * its CSV export, opened, has them and the reason, never who gave it.
 */
test('a score vote, then gradients of agreement: chosen in the agenda, answered on eight levels, each level kept in the log and its CSV', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const idea = 'Two office days a week (gradients e2e)';
  const concern = 'Field teams cannot come in twice a week';
  const { context, pages } = await signedInTabs(browser, ['host', 'staff', 'attendee']);
  const [host, staff, attendee] = pages as [Page, Page, Page];

  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  await host.getByRole('button', { name: 'New meeting' }).click();
  await host.getByLabel('Title').fill('Office days (gradients e2e)');
  await host.getByRole('button', { name: 'Create meeting' }).click();
  await host.getByRole('combobox', { name: 'Decision method' }).selectOption('gradients');
  await host.getByRole('combobox', { name: 'Voting method' }).selectOption('score');
  const save = host.getByRole('button', { name: 'Save setup' });
  await save.click();
  await expect(save).toBeDisabled();
  const meetingUrl = new URL(host.url()).pathname + new URL(host.url()).search;
  await host.getByRole('button', { name: 'Start meeting' }).click();

  await staff.goto(meetingUrl);
  await staff.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
  await staff.getByRole('button', { name: 'Add idea' }).click();
  await expect(staff.getByRole('list', { name: 'Your ideas' })).toContainText(idea);
  await revealEarly(host);
  await host.getByRole('button', { name: 'Next: Group' }).click();
  await host.getByRole('button', { name: 'Next: Dot vote' }).click();
  // A score vote: the idea scored 4 of 5; its tally is the mean.
  await staff.getByRole('combobox', { name: `Score for ${idea}` }).selectOption('4');
  await staff.getByRole('button', { name: 'Save my ballot' }).click();
  await expect(staff.getByText('Your ballot is in.')).toBeVisible();
  await host.getByRole('button', { name: 'Close the vote' }).click();
  await expect(host.getByRole('region', { name: 'Tally: Dot vote' })).toContainText('mean 4 of 5');
  await host.getByRole('button', { name: `Use “${idea}” as the proposal` }).click();
  await expect(
    host.getByText(/a gradient of agreement, from whole-hearted endorsement to veto/),
  ).toBeVisible();
  await host.getByRole('button', { name: 'Open the consent round' }).click();

  // The eight levels; a serious disagreement with its reason, a whole-hearted endorsement.
  await attendee.goto(meetingUrl);
  await expect(staff.getByRole('radio')).toHaveCount(8);
  await stance(staff, /^Serious disagreement/, concern);
  await expect(staff.getByText('You said: Serious disagreement')).toBeVisible();
  await stance(attendee, /^Whole-hearted endorsement/);
  await expect(attendee.getByText('You said: Whole-hearted endorsement')).toBeVisible();

  await host.getByRole('button', { name: 'Close the consent round' }).click();
  await expect(host.getByRole('list', { name: 'Stances' })).toContainText('Serious disagreement1 person');
  await expect(
    host.getByText(/A serious disagreement or a call for more discussion is unresolved/),
  ).toBeVisible();
  await host.getByRole('button', { name: 'Record the decision: concerns resolved' }).click();
  await expect(host.getByText('The decision is recorded in the initiative’s decision log.')).toBeVisible();

  // The log keeps the consent reading and each level; the reason is marked with its level, without a name.
  await attendee.goto('/apps/initiatives/details?id=initiative-roadmap');
  const entry = attendee
    .getByRole('list', { name: 'Decision log' })
    .getByRole('listitem')
    .filter({ hasText: idea });
  await expect(entry.getByTestId('consent-counts')).toHaveText('1 agree · 0 abstain · 1 object · 0 block');
  await expect(entry.getByTestId('consent-gradients')).toContainText(
    'Whole-hearted endorsement: 1 · Agreement with a minor point of contention: 0',
  );
  await expect(entry.getByTestId('consent-gradients')).toContainText('Serious disagreement: 1 · Veto: 0');
  await expect(entry.getByRole('list', { name: 'Minority report' })).toHaveText(
    `Serious disagreement“${concern}”`,
  );

  // The decision log as CSV, opened: the headings, the levels and the reason; nobody's name.
  const [download] = await Promise.all([
    attendee.waitForEvent('download'),
    attendee.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-decisions\.csv$/);
  let csv = '';
  for await (const chunk of await download.createReadStream()) csv += chunk.toString();
  const [heading, ...rows] = csv.split(/\r?\n/);
  expect(heading).toContain('Gradients of agreement');
  const row = rows.find((line) => line.includes(idea)) ?? '';
  expect(row).toContain('Whole-hearted endorsement: 1');
  expect(row).toContain('Serious disagreement: 1');
  expect(row).toContain(concern);
  expect(csv).not.toMatch(/Sami|Staff|Ada|Attendee/);
  await context.close();
});
