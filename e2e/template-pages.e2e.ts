import { expect, test } from '@playwright/test';
import { signIn } from './support';

const DAY = 86_400_000;

test('coming soon: the countdown runs to 15 days after the page opened, then shows the launch (fake clock)', async ({
  page,
}) => {
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  // The page's clock from here on is Playwright's: time goes on by itself until the test jumps it forward.
  await page.clock.install();
  await page.goto('/pages/coming-soon');
  const timer = page.getByRole('timer', { name: 'Time left until the launch' });
  // The template pages' code loads after the first page: on a loaded machine that can take a while.
  await expect(timer).toContainText(/14\s*days\s*23\s*hours/, { timeout: 20_000 });

  await page.clock.fastForward(15 * DAY - 10_000);
  await expect(timer).toContainText(/0\s*days\s*00\s*hours\s*00\s*minutes/);
  await expect(page.getByText('We have launched! Thank you for waiting.')).toBeHidden();

  await page.clock.fastForward(11_000);
  await expect(
    page.getByRole('status').filter({ hasText: 'We have launched! Thank you for waiting.' }),
  ).toBeVisible();
  await expect(timer).toBeHidden();
});
