import { type Page, expect, test } from '@playwright/test';
import { signedInTabs } from './support';

/**
 * Issue 35: a meeting that repeats every week. Its first meeting leaves two action items; when it ends the next one
 * is scheduled, the initiative shows the series and its open actions, and the second meeting's "Review actions"
 * phase marks one done and carries the other over into its own discussion. The host and the staff in two tabs of
 * one browser context (the demo's mock API lives in the origin's service worker: one database for both).
 */
const TITLE = 'Weekly sync (series e2e)';
const checklist = 'Update the onboarding checklist (series e2e)';
const lunch = 'Book the welcome lunch (series e2e)';

test('a weekly series: the second meeting reviews the first one’s actions', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, pages } = await signedInTabs(browser, ['host', 'staff']);
  const [host, staff] = pages as [Page, Page];

  // The host plans a meeting that repeats every week: a review of the actions, then a discussion.
  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  await expect(host.getByRole('heading', { name: 'Meeting series' })).toBeVisible();
  await host.getByRole('button', { name: 'New meeting' }).click();
  await host.getByLabel('Title').fill(TITLE);
  await host.getByRole('button', { name: 'Create meeting' }).click();
  await expect(host.getByRole('heading', { name: '2. Shape the agenda' })).toBeVisible();
  await host.getByRole('combobox', { name: 'Type' }).first().selectOption('reviewActions');
  await host.getByRole('textbox', { name: 'Prompt' }).first().fill('What became of last week’s actions?');
  for (const phase of ['Group', 'Dot vote', 'Decide'])
    await host.getByRole('button', { name: `Remove ${phase}` }).click();
  await host.getByRole('button', { name: 'Add a phase' }).click();
  await expect(host.getByRole('textbox', { name: 'Title' })).toHaveCount(2);
  await host.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
  const save = host.getByRole('button', { name: 'Save setup' });
  await save.click();
  await expect(save).toBeDisabled();
  await expect(host.getByText('Repeats: Every week')).toBeVisible();
  const firstUrl = new URL(host.url()).pathname + new URL(host.url()).search;

  // The first meeting: nothing to review yet; the discussion leaves two action items.
  await host.getByRole('button', { name: 'Start meeting' }).click();
  await expect(host.getByRole('heading', { name: 'Review actions' })).toBeVisible();
  await expect(host.getByText('The earlier meetings of this series left no open actions.')).toBeVisible();
  await host.getByRole('button', { name: 'Next: Discuss' }).click();
  await staff.goto(firstUrl);
  await expect(staff.getByRole('heading', { name: 'Discuss' })).toBeVisible();
  for (const [page, text, owner] of [
    [staff, checklist, 'Sami Staff'],
    [host, lunch, 'Nobody yet'],
  ] as const) {
    await page.getByRole('textbox', { name: 'Action item on The meeting as a whole' }).fill(text);
    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: owner });
    await page.getByRole('button', { name: 'Add action item' }).click();
    await expect(page.getByRole('list', { name: 'Action items of The meeting as a whole' })).toContainText(
      text,
    );
  }
  await host.getByRole('button', { name: 'End meeting' }).click();
  await host
    .getByRole('dialog', { name: 'End the meeting?' })
    .getByRole('button', { name: 'End meeting' })
    .click();
  await expect(host.getByText('Ended', { exact: true }).first()).toBeVisible();

  // The initiative shows the series: the next meeting a week later, the two actions still open.
  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  const series = host.getByRole('list', { name: 'Meeting series' }).getByRole('listitem', { name: TITLE });
  await expect(series).toContainText('Every week');
  await expect(series).toContainText('2 meetings');
  const open = series.getByRole('list', { name: `Open actions of ${TITLE}` });
  await expect(open).toContainText(checklist);
  await expect(open).toContainText(lunch);
  await series.getByRole('link', { name: new RegExp(`^Next: ${TITLE.replace(/[()]/g, '\\$&')}`) }).click();

  // The second meeting reviews them: the checklist carried over, the lunch done; the staff's tab follows.
  await expect(host.getByText('Repeats: Every week')).toBeVisible();
  await host.getByRole('button', { name: 'Start meeting' }).click();
  await expect(host.getByRole('heading', { name: 'Review actions' })).toBeVisible();
  await staff.goto(new URL(host.url()).pathname + new URL(host.url()).search);
  for (const [text, status] of [
    [checklist, 'Carried over'],
    [lunch, 'Done'],
  ] as const) {
    const choice = host
      .getByRole('radiogroup', { name: `What became of “${text}”` })
      .getByRole('radio', { name: status });
    await choice.click();
    await expect(choice).toBeChecked();
  }
  await expect(host.getByText('2 of 2 reviewed')).toBeVisible();
  // Sami co-hosts the series (the initiative's rota made them the first meeting's facilitator): their tab follows.
  await expect(staff.getByText('2 of 2 reviewed')).toBeVisible();
  for (const [text, status] of [
    [checklist, 'Carried over'],
    [lunch, 'Done'],
  ] as const)
    await expect(
      staff
        .getByRole('radiogroup', { name: `What became of “${text}”` })
        .getByRole('radio', { name: status }),
    ).toBeChecked();

  // Carried over: the checklist goes on in this meeting's discussion, owned by Sami as before.
  await host.getByRole('button', { name: 'Next: Discuss' }).click();
  const items = host.getByRole('list', { name: 'Action items of The meeting as a whole' });
  await expect(items).toContainText(checklist);
  await expect(items).toContainText('Sami Staff');
  await expect(items).not.toContainText(lunch);

  // The initiative's open actions: the carried one only, now from the second meeting.
  await host.goto('/apps/initiatives/details?id=initiative-roadmap');
  const after = host.getByRole('list', { name: `Open actions of ${TITLE}` });
  await expect(after).toContainText(checklist);
  await expect(after).not.toContainText(lunch);
  await expect(
    host.getByRole('list', { name: 'Meeting series' }).getByRole('listitem', { name: TITLE }),
  ).toContainText(`Live now: ${TITLE}`);
  await context.close();
});
