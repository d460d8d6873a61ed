import { type Page, expect } from '@playwright/test';

/** Signs in as the host (an admin, who sees the template group) and opens a template app from the navigation. */
export async function openTemplateApp(page: Page, linkName: string, url: RegExp): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('host@chorus.dev');
  await page.locator('input[name=password]').fill('chorus-host');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  const nav = page.getByRole('navigation').first();
  const link = nav.getByRole('link', { name: linkName, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: /Templates/ }).click();
  await link.click();
  await expect(page).toHaveURL(url);
}
