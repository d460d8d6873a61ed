/** Languages (issue 17): the toolbar's language menu, Arabic right to left, the choice kept; Spanish formats. */
import { expect, type Page, test } from '@playwright/test';
import { accounts, signIn } from './support';

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name }).click();
}

async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

test('Arabic from the toolbar mirrors the layout and survives a reload and a sign-out and sign-in', async ({
  page,
}) => {
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 1280;
  expect((await navbar.boundingBox())?.x ?? 0).toBeLessThan(viewport / 2);

  await chooseLanguage(page, 'العربية');
  await expectArabic(page);
  await expect(page.getByRole('button', { name: 'إعدادات المظهر' })).toBeVisible();
  // Mirrored: the vertical navbar is on the right.
  await expect.poll(async () => (await navbar.boundingBox())?.x ?? 0).toBeGreaterThan(viewport / 2);

  await page.reload();
  await expectArabic(page);
  await expect(page.getByRole('button', { name: 'إعدادات المظهر' })).toBeVisible();

  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
  await expectArabic(page);
  await page.locator('input[name=username]').fill(accounts.host.email);
  await page.locator('input[name=password]').fill(accounts.host.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  await expect(page.getByRole('button', { name: 'إعدادات المظهر' })).toBeVisible();
  await expectArabic(page);
});

test('a Spanish user sees a date and a plural in Spanish', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  await chooseLanguage(page, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Panel rápido' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel rápido' });
  await expect(panel.getByRole('heading', { name: 'Hoy' })).toBeVisible();
  const weekday = new Intl.DateTimeFormat('es', { weekday: 'long' }).format(new Date());
  await expect(panel.getByText(weekday, { exact: true })).toBeVisible();
  await expect(panel.getByTestId('quick-panel-events-count')).toHaveText(/^(\d+ eventos?|Nada previsto)$/);
  await expect(panel.getByTestId('quick-panel-events-count')).not.toHaveText('Nada previsto');
});
