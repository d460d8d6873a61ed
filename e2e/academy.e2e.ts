import { expect, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

// Sign-in, a course, a reload: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('academy: step through a course, reload, and it resumes at the same step', async ({ page }) => {
  await openTemplateApp(page, 'Academy', /\/apps\/academy\/courses$/);
  const card = page.getByRole('article', { name: 'Basics of TypeScript' });
  await card.getByRole('link', { name: 'Basics of TypeScript' }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/courses\/course-02\/basics-of-typescript$/);
  // The course's own progress: the list's cards (each "Step 1 of 11") may still show while the course's screen
  // loads after the URL changed.
  const progress = page.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 11');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 11');
  // The move is saved: its answer is awaited below before the reload.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/course/update') &&
      response.request().postData()?.includes('"activeStep":2') === true,
  );
  await page.keyboard.press('ArrowRight');
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 3 of 11');
  await expect(page.getByText('Step 3 of 11')).toBeVisible();
  const title = await page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(page.getByText('Step 3 of 11')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to the courses' }).click();
  await expect(page.getByRole('article', { name: 'Basics of TypeScript' })).toContainText('Step 3 of 11');
});
