import { type Browser, type Page, expect, test } from '@playwright/test';
import { revealEarly, signedInTabs } from './support';

/**
 * A host and two attendees, each in their own tab of one browser (one context: the mock database lives in
 * the origin's service worker, which tells every tab of a change; each tab keeps its own session),
 * run a brainwriting meeting from start to decision.
 */
async function threeTabs(browser: Browser) {
  const { context, pages } = await signedInTabs(browser, ['host', 'staff', 'attendee']);
  const [host, staff, attendee] = pages as [Page, Page, Page];
  return { context, host, staff, attendee };
}

const staffIdea = 'Pair every newcomer with a buddy for two weeks';
const attendeeIdea = 'Record the setup walkthrough once and share it';
const decision = 'Adopt onboarding buddies from next sprint (e2e)';

test('a host and two attendees run a brainwriting meeting from start to decision', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, host, staff, attendee } = await threeTabs(browser);

  // The host plans a brainwriting meeting in an initiative and starts it.
  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  await host.getByRole('button', { name: 'New meeting' }).click();
  await host.getByLabel('Title').fill('Onboarding ideas (e2e)');
  await host.getByRole('button', { name: 'Create meeting' }).click();
  await expect(host).toHaveURL(/\/apps\/meetings\/details\?id=/);
  await expect(host.getByRole('heading', { name: '2. Shape the agenda' })).toBeVisible();
  const meetingUrl = new URL(host.url()).pathname + new URL(host.url()).search;
  await staff.goto('/apps/initiatives');
  const meetingsItem = staff.getByRole('link', { name: /^Meetings for each initiative/ });
  await expect(meetingsItem).toContainText('Live'); // the seeded meeting runs already
  await host.getByRole('button', { name: 'Start meeting' }).click();
  await expect(host.getByRole('heading', { name: 'Write alone' })).toBeVisible();
  // Wherever a member is, the navigation says a meeting went live, without a reload.
  await expect(meetingsItem).toContainText('2 live');

  // The attendees join and write privately.
  for (const page of [staff, attendee]) {
    await page.goto(meetingUrl);
    await expect(page.getByRole('heading', { name: 'Write alone' })).toBeVisible();
  }
  await staff.getByRole('textbox', { name: 'Your idea', exact: true }).fill(staffIdea);
  await staff.getByRole('button', { name: 'Add idea' }).click();
  await expect(staff.getByRole('list', { name: 'Your ideas' })).toContainText(staffIdea);
  await attendee.getByRole('textbox', { name: 'Your idea', exact: true }).fill(attendeeIdea);
  await attendee.getByLabel('Show my name').check();
  await attendee.getByRole('button', { name: 'Add idea' }).click();
  await expect(attendee.getByRole('list', { name: 'Your ideas' })).toContainText(attendeeIdea);

  // Counts reach every tab, never the ideas themselves: not even the host reads them before the reveal.
  await expect(host.getByTestId('progress').first()).toHaveText(/^2 of 3 submitted/);
  await expect(staff.getByTestId('progress').first()).toHaveText(/^2 of 3 submitted/);
  await expect(staff.getByText(attendeeIdea)).toHaveCount(0);
  await expect(attendee.getByText(staffIdea)).toHaveCount(0);
  await expect(host.getByText(staffIdea)).toHaveCount(0);
  await expect(host.getByText(attendeeIdea)).toHaveCount(0);

  // A reload mid-meeting loses nothing.
  await attendee.reload();
  await expect(attendee.getByRole('list', { name: 'Your ideas' })).toContainText(attendeeIdea);
  await expect(attendee.getByText(staffIdea)).toHaveCount(0);

  // The reveal shows every idea to everyone at once.
  await revealEarly(host);
  for (const page of [host, staff, attendee]) {
    const board = page.getByRole('list', { name: 'Revealed ideas' });
    await expect(board).toContainText(staffIdea);
    await expect(board).toContainText(attendeeIdea);
  }
  await expect(staff.getByRole('list', { name: 'Revealed ideas' })).toContainText('Attendee');

  // On through the agenda to the dot vote.
  await host.getByRole('button', { name: 'Next: Group' }).click();
  await host.getByRole('button', { name: 'Next: Dot vote' }).click();
  await expect(host.getByRole('heading', { name: 'Dot vote' })).toBeVisible();

  await expect(staff.getByRole('heading', { name: 'Dot vote' })).toBeVisible();
  await staff.getByRole('button', { name: `Add a dot to ${attendeeIdea}` }).click();
  await staff.getByRole('button', { name: `Add a dot to ${attendeeIdea}` }).click();
  await expect(staff.getByTestId('dots-left')).toContainText('3 of 5 dots left');
  await staff.getByRole('button', { name: 'Save my ballot' }).click();
  await expect(staff.getByText('Your ballot is in.')).toBeVisible();

  await expect(attendee.getByRole('heading', { name: 'Dot vote' })).toBeVisible();
  await attendee.getByRole('button', { name: `Add a dot to ${attendeeIdea}` }).click();
  await attendee.getByRole('button', { name: `Add a dot to ${staffIdea}` }).click();
  await attendee.getByRole('button', { name: 'Save my ballot' }).click();
  await expect(attendee.getByText('Your ballot is in.')).toBeVisible();

  // No tally anywhere while the vote is open, the host included.
  await expect(host.getByText('Counted once 3 have voted')).toBeVisible();
  for (const page of [host, staff, attendee]) await expect(page.getByTestId('results')).toHaveCount(0);

  // The host closes the vote: the tally appears for everyone.
  await host.getByRole('button', { name: 'Close the vote' }).click();
  for (const page of [host, staff, attendee]) {
    const results = page.getByTestId('results').first();
    await expect(results).toBeVisible();
    await expect(results.getByRole('listitem').first()).toContainText(attendeeIdea);
    await expect(results.getByRole('listitem').first()).toContainText('3 dots');
  }

  // Consent decision: the host writes the proposal and opens the consent round on it.
  await host.getByRole('textbox', { name: 'Proposal' }).fill(decision);
  await host.getByRole('button', { name: 'Open the consent round' }).click();
  for (const page of [staff, attendee]) {
    await expect(page.getByText('Your stance')).toBeVisible();
    await page.getByLabel(/^Agree/).check();
    await page.getByRole('button', { name: 'Save my stance' }).click();
    await expect(page.getByText('You said: Agree')).toBeVisible();
  }
  // One way to decide: no outcome in words beside the consent round.
  await expect(host.getByRole('textbox', { name: 'Decision', exact: true })).toHaveCount(0);
  await host.getByRole('button', { name: 'Close the consent round' }).click();
  // The round's text shows once (the proposal), its results below it.
  await expect(host.getByText(decision, { exact: true })).toHaveCount(1);

  // The host records the decision the round consented to, with a review date, closes the phase, ends the meeting.
  await host.getByLabel('Review on').fill('2030-01-15');
  await host.getByRole('button', { name: 'Record the decision' }).click();
  await expect(host.getByRole('list', { name: 'Recorded outcomes' })).toContainText(decision);
  await host.getByRole('button', { name: 'Close the decision' }).click();
  await expect(host.getByRole('region', { name: 'Results: Decide' })).toContainText('Minority report');
  await host.getByRole('button', { name: 'End meeting' }).click();
  await host
    .getByRole('dialog', { name: 'End the meeting?' })
    .getByRole('button', { name: 'End meeting' })
    .click();
  await expect(host.getByText('Ended').first()).toBeVisible();

  // The outcome lands in the initiative's decision log, for every member.
  await attendee.goto('/apps/initiatives/details?id=initiative-roadmap');
  const log = attendee.getByRole('list', { name: 'Decision log' });
  await expect(log).toContainText(decision);
  await expect(log).toContainText('2030');
  await context.close();
});
