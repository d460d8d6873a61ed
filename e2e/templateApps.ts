import { expect, type Page } from '@playwright/test';
import { signIn } from './support';

/** Signs in as the host (an admin, who sees the template group) and opens a template app from the navigation. */
export async function openTemplateApp(page: Page, linkName: string, url: RegExp): Promise<void> {
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  const nav = page.getByRole('navigation').first();
  // The name may go on with a live badge ('Mail 6 unread').
  const link = nav.getByRole('link', {
    name: new RegExp(`^${linkName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
  });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: /Templates/ }).click();
  await link.click();
  await expect(page).toHaveURL(url);
}
