import { expect, type Page, test } from '@playwright/test';
import { openTemplateApp } from './templateApps';

/** Opens the calendar and adds an all-day event on today with the keyboard; returns the month grid. */
async function addTodayFromTheKeyboard(page: Page, title: string) {
  await openTemplateApp(page, 'Calendar', /\/apps\/calendar$/);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await grid.locator('[aria-current="date"]').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('button', { name: 'Add' }).click();
  return grid;
}

test('calendar: open from the navigation, add an event on a day with the keyboard, and it survives a reload', async ({
  page,
}) => {
  const title = `E2E event ${Date.now()}`;
  const grid = await addTodayFromTheKeyboard(page, title);
  await expect(page.getByText(`${title} added`)).toBeVisible();
  const today = grid.locator('[aria-current="date"]');
  await expect(today.getByRole('button', { name: `${title}, all day` })).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('grid')
      .locator('[aria-current="date"]')
      .getByRole('button', { name: `${title}, all day` }),
  ).toBeVisible();
});

test.describe('with the whole month in view', () => {
  // A drag held near the edge of a scrolled area scrolls it (dnd-kit's auto-scroll): on the default 720 px screen
  // the target day sat at the top edge, and on a loaded machine the page had scrolled it from under the pointer
  // before the mouse was released (the event landed on no day). The move is tested where nothing scrolls.
  test.use({ viewport: { width: 1280, height: 1100 } });

  test('calendar: drag an event to another day with the mouse, and it stays there after a reload', async ({
    page,
  }) => {
    const title = `E2E drag ${Date.now()}`;
    const grid = await addTodayFromTheKeyboard(page, title);
    const chipName = `${title}, all day`;
    const chip = grid.locator('[aria-current="date"]').getByRole('button', { name: chipName });
    await expect(chip).toBeVisible();

    // Another day of this month with room to show it.
    const target = grid
      .locator('[data-outside="false"]:not([aria-current="date"])')
      .filter({ has: page.getByText(/, [0-2] events?$/) })
      .first();
    const targetDay = await target.getAttribute('data-day');

    // The added event is drawn again once the server's copy comes back: measure it when it stands still.
    await expect(page.getByText(`${title} added`)).toBeVisible();
    const box = async (locator: typeof chip) => {
      await expect.poll(() => locator.boundingBox()).not.toBeNull();
      return (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    };
    const from = await box(chip);
    const to = await box(target);
    await page.mouse.move(from.x + 8, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await expect(target).toHaveAttribute('data-drop-target', 'true');
    await page.mouse.up();

    const moved = grid.locator(`[data-day="${targetDay}"]`).getByRole('button', { name: chipName });
    await expect(moved).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(grid.locator('[aria-current="date"]').getByRole('button', { name: chipName })).toHaveCount(
      0,
    );

    await page.reload();
    await expect(
      page.getByRole('grid').locator(`[data-day="${targetDay}"]`).getByRole('button', { name: chipName }),
    ).toBeVisible();
  });
});
