import { type Locator, type Page, expect, test } from '@playwright/test';
import { revealEarly, signedInTabs } from './support';

/**
 * Grouping like sticky notes: the host drags one idea onto another (a new theme of both), an attendee
 * moves a third idea into that theme with the keyboard, and each sees the other's move without reloading.
 * Two tabs of one browser context (the demo's mock API lives in the origin's service worker).
 */
const ideas = [
  'Laptops ready on the first day (group e2e)',
  'Accounts created before the start date (group e2e)',
  'A welcome lunch with the team (group e2e)',
] as const;

/** A mouse drag as dnd-kit's PointerSensor sees it: press, move in steps past the threshold, release. */
async function drag(page: Page, from: Locator, to: Locator, toText: string) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 10 });
  // Lifting the note can move the notes below it (the order is each viewer's own shuffle) and the board may
  // scroll: aim again at where the target is now until dnd-kit says the note is over it, then let go.
  const over = page.getByText(`is over idea “${toText}”`, { exact: false });
  await expect(async () => {
    const now = await to.boundingBox();
    if (!now) throw new Error('the target went away');
    await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2, { steps: 3 });
    await expect(over).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.up();
}

test('grouping ideas by drag and by keyboard, seen live in every tab', async ({ browser }) => {
  test.setTimeout(150_000);
  // Tall enough that the whole board shows: no auto-scroll while a note is dragged.
  const { context, pages } = await signedInTabs(browser, ['host', 'staff'], {
    viewport: { width: 1280, height: 1400 },
  });
  const [host, staff] = pages as [Page, Page];

  // The host plans a brainwriting meeting, writes three ideas and reveals them.
  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  await host.getByRole('button', { name: 'New meeting' }).click();
  await host.getByLabel('Title').fill('Sticky notes (e2e)');
  await host.getByRole('button', { name: 'Create meeting' }).click();
  await expect(host.getByRole('heading', { name: '2. Shape the agenda' })).toBeVisible();
  const meetingUrl = new URL(host.url()).pathname + new URL(host.url()).search;
  await host.getByRole('button', { name: 'Start meeting' }).click();
  for (const idea of ideas) {
    await host.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
    await host.getByRole('button', { name: 'Add idea' }).click();
    await expect(host.getByRole('list', { name: 'Your ideas' })).toContainText(idea);
  }
  await revealEarly(host);
  await host.getByRole('button', { name: 'Next: Group' }).click();
  await staff.goto(meetingUrl);
  for (const page of [host, staff]) {
    await expect(page.getByRole('list', { name: 'Ungrouped ideas' })).toContainText(ideas[2]);
  }

  // By drag: the host drops the first idea onto the second, a theme of both.
  const target = host
    .getByRole('list', { name: 'Ungrouped ideas' })
    .getByRole('listitem')
    .filter({ hasText: ideas[1] });
  await drag(host, host.getByRole('button', { name: `Move idea “${ideas[0]}”` }), target, ideas[1]);
  for (const page of [host, staff]) {
    const theme = page.getByRole('list', { name: 'Ideas in Accounts created before the start date…' });
    await expect(theme).toContainText(ideas[0]);
    await expect(theme).toContainText(ideas[1]);
  }

  // By keyboard: the attendee picks the third idea up, goes to the theme, drops it; every step is said.
  const handle = staff.getByRole('button', { name: `Move idea “${ideas[2]}”` });
  await handle.focus();
  await staff.keyboard.press('Space');
  await expect(staff.getByText(`Picked up idea “${ideas[2]}”.`)).toBeAttached();
  await staff.keyboard.press('ArrowUp');
  await expect(
    staff.getByText(`“${ideas[2]}” is over theme “Accounts created before the start date…”.`),
  ).toBeAttached();
  await staff.keyboard.press('Space');
  await expect(
    staff.getByText(`Moved “${ideas[2]}” to theme “Accounts created before the start date…”, now 3 ideas.`),
  ).toBeAttached();
  await expect(staff.getByRole('button', { name: `Move idea “${ideas[2]}”` })).toBeFocused();
  await expect(
    host.getByRole('list', { name: 'Ideas in Accounts created before the start date…' }),
  ).toContainText(ideas[2]);
  await expect(host.getByText('Every idea is in a theme.')).toBeVisible();
  await context.close();
});
