import { type Page, expect, test } from '@playwright/test';
import { revealEarly, signedInTabs } from './support';

/**
 * Issue 35: a retrospective from the built-in template, kept as the initiative's own template and found again in
 * the next meeting's setup; its reflections grouped by accepting a suggested theme. Three people in three tabs of
 * one browser context (the demo's mock API lives in the origin's service worker: one database for the three).
 */
const ideas = {
  host: 'Release notes reach customers late (templates e2e)',
  staff: 'Morning standups run too long (templates e2e)',
  attendee: 'Our standups run far too long (templates e2e)',
};

test('a retrospective from a template, saved as the initiative’s own, its ideas grouped by a suggested theme', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, pages } = await signedInTabs(browser, ['host', 'staff', 'attendee']);
  const [host, staff, attendee] = pages as [Page, Page, Page];

  const plan = async (title: string) => {
    await host.goto('/apps/initiatives/details?id=initiative-roadmap');
    await host.getByRole('button', { name: 'New meeting' }).click();
    await host.getByLabel('Title').fill(title);
    await host.getByRole('button', { name: 'Create meeting' }).click();
    await expect(host.getByRole('heading', { name: '2. Shape the agenda' })).toBeVisible();
  };
  await plan('Sprint 14 retro (templates e2e)');
  await host.getByRole('radio', { name: /^Retrospective/ }).check();
  await expect(host.getByRole('textbox', { name: 'Title' }).first()).toHaveValue('Reflect');
  const save = host.getByRole('button', { name: 'Save setup' });
  await save.click();
  await expect(save).toBeDisabled();

  // Kept as the initiative's own template.
  const keep = host.getByRole('form', { name: 'Save as a template' });
  await keep.getByRole('textbox', { name: 'Template name' }).fill('Team retro (templates e2e)');
  await keep.getByRole('button', { name: 'Save as template' }).click();
  await expect(host.getByText('Saved as a template of this initiative')).toBeVisible();
  await expect(host.getByRole('radiogroup', { name: 'Templates of this initiative' })).toContainText(
    'Team retro (templates e2e)',
  );
  const meetingUrl = new URL(host.url()).pathname + new URL(host.url()).search;
  await host.getByRole('button', { name: 'Start meeting' }).click();
  await expect(host.getByRole('heading', { name: 'Reflect' })).toBeVisible();

  for (const [page, idea] of [
    [host, ideas.host],
    [staff, ideas.staff],
    [attendee, ideas.attendee],
  ] as const) {
    if (page !== host) await page.goto(meetingUrl);
    await page.getByRole('textbox', { name: 'Your idea', exact: true }).fill(idea);
    await page.getByRole('button', { name: 'Add idea' }).click();
    await expect(page.getByRole('list', { name: 'Your ideas' })).toContainText(idea);
  }
  await revealEarly(host);
  await host.getByRole('button', { name: 'Next: Group' }).click();

  // The two reflections on standups are suggested as one theme; accepted under a name of the host's, for everyone.
  await host.getByRole('button', { name: 'Suggest themes' }).click();
  const suggestions = host.getByRole('list', { name: 'Suggested themes' });
  const suggestion = suggestions.getByRole('listitem').filter({ hasText: '2 ideas' }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('textbox', { name: 'Theme name' }).fill('Standups');
  await suggestion.getByRole('button', { name: 'Make this theme' }).click();
  for (const page of [host, staff]) {
    const theme = page.getByRole('list', { name: 'Ideas in Standups' });
    await expect(theme).toContainText(ideas.staff);
    await expect(theme).toContainText(ideas.attendee);
    await expect(theme).not.toContainText(ideas.host);
  }

  // The next meeting's setup offers the initiative's template; picking it builds the retrospective's agenda.
  await plan('Sprint 15 retro (templates e2e)');
  await host.getByRole('radio', { name: /^Team retro \(templates e2e\)/ }).check();
  await expect(host.getByRole('textbox', { name: 'Title' }).first()).toHaveValue('Reflect');
  await expect(host.getByRole('textbox', { name: 'Title' })).toHaveCount(5);
  await context.close();
});
