import { type Page, expect, test } from '@playwright/test';
import { signedInTabs } from './support';

/**
 * The reveal is one moment: with "When the time is up", the ideas appear at the bell in every open tab,
 * with nobody acting and nobody reloading. A host and two attendees, each in a tab of their own (the
 * demo's mock API lives in the origin's service worker, so the three sessions share one browser context:
 * separate contexts would each hold a separate mock database).
 */
const staffIdea = 'Quiet mornings without meetings (timed reveal e2e)';
const attendeeIdea = 'A shared glossary of our acronyms (timed reveal e2e)';

test('a timed reveal reaches every tab at the bell with nobody acting', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, pages } = await signedInTabs(browser, ['host', 'staff', 'attendee']);
  const [host, staff, attendee] = pages as [Page, Page, Page];

  // The host plans a meeting whose writing lasts 30 seconds and reveals "when the time is up".
  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  await host.getByRole('button', { name: 'New meeting' }).click();
  await host.getByLabel('Title').fill('Timed reveal (e2e)');
  await host.getByRole('button', { name: 'Create meeting' }).click();
  await expect(host.getByRole('heading', { name: '2. Shape the agenda' })).toBeVisible();
  await host.getByRole('spinbutton', { name: 'Minutes' }).first().fill('0.5');
  await host.getByRole('radio', { name: /When the time is up/ }).check();
  const meetingUrl = new URL(host.url()).pathname + new URL(host.url()).search;
  await host.getByRole('button', { name: 'Start meeting' }).click();
  await expect(host.getByRole('heading', { name: 'Write alone' })).toBeVisible();
  await expect(host.getByRole('timer', { name: 'Time left' })).toBeVisible();

  // The attendees join and write; before the bell nobody reads another's idea.
  for (const [page, idea] of [
    [staff, staffIdea],
    [attendee, attendeeIdea],
  ] as const) {
    await page.goto(meetingUrl);
    await page.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
    await page.getByRole('button', { name: 'Add idea' }).click();
    await expect(page.getByRole('list', { name: 'Your ideas' })).toContainText(idea);
  }
  await expect(staff.getByText(attendeeIdea)).toHaveCount(0);
  await expect(host.getByText(staffIdea)).toHaveCount(0);

  // Nobody acts. At the bell every tab shows the writing finished and every idea, at once.
  for (const page of [host, staff, attendee]) {
    const board = page.getByRole('list', { name: 'Revealed ideas' });
    await expect(board).toContainText(staffIdea, { timeout: 45_000 });
    await expect(board).toContainText(attendeeIdea);
    await expect(page.getByText(/^Revealed at \d{2}:\d{2}$/)).toBeVisible();
    // The timer stopped: no "Time is up", no writing form.
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your idea', exact: true })).toHaveCount(0);
  }
  // The host moves on straight to grouping: there is no Reveal step, and no reveal to press.
  await expect(host.getByRole('button', { name: 'Reveal all ideas' })).toHaveCount(0);
  await host.getByRole('button', { name: 'Next: Group' }).click();
  await expect(staff.getByRole('heading', { name: 'Group', exact: true })).toBeVisible();
  await context.close();
});

test("on a phone the host's controls are a bar at the bottom of the screen", async ({ browser }) => {
  const { context, pages } = await signedInTabs(browser, ['host'], { viewport: { width: 390, height: 740 } });
  const [host] = pages as [Page];
  await host.goto('/apps/meetings/details?id=meeting-roadmap-live');
  const bar = host.getByRole('group', { name: 'Meeting controls' });
  await expect(bar.getByRole('button', { name: 'Reveal all ideas' })).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(740);
  // Scrolled to the top of the page, the bar stays at hand.
  await host.mouse.wheel(0, -2000);
  await expect(bar.getByRole('button', { name: 'Reveal all ideas' })).toBeInViewport();
  await context.close();
});
