import { expect, test } from '@playwright/test';

test('mail: open from the navigation, move a mail to the trash, and the move survives a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('host@chorus.dev');
  await page.locator('input[name=password]').fill('chorus-host');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);

  const nav = page.getByRole('navigation').first();
  const mailLink = nav.getByRole('link', { name: 'Mail', exact: true });
  if (!(await mailLink.isVisible())) await nav.getByRole('button', { name: /Templates/ }).click();
  await mailLink.click();
  await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);

  const rows = page.getByTestId('mail-row');
  await expect(rows.first()).toBeVisible();
  const href = (await rows.first().getByRole('link').first().getAttribute('href')) ?? '';
  const id = href.split('/').pop() ?? '';
  expect(id).not.toBe('');

  await rows.first().getByRole('checkbox').check();
  await page.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'Trash' });
  await expect(page.getByText('Moved 1 mail to Trash')).toBeVisible();
  await expect(page.locator(`a[href$="/inbox/${id}"]`)).toHaveCount(0);

  await page.waitForTimeout(500);
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(page.locator(`a[href$="/inbox/${id}"]`)).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.locator(`a[href$="/trash/${id}"]`)).toBeVisible();
});
