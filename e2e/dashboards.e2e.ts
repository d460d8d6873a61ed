import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Sign-in, the dashboard, a save, a reload: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('project dashboard: a range and the weather units are kept with the user’s settings after a reload', async ({
  page,
}) => {
  await signIn(page, 'host');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  const nav = page.getByRole('navigation').first();
  const project = nav.getByRole('link', { name: 'Project', exact: true });
  const dashboards = nav.getByRole('button', { name: 'Dashboards' });
  const templates = nav.getByRole('button', { name: /Templates/ });
  // The template apps' navigation comes a moment after the sign-in.
  await expect(templates.or(dashboards).first()).toBeVisible();
  if (!(await dashboards.isVisible())) await templates.click();
  if (!(await project.isVisible())) await dashboards.click();
  await project.click();
  await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);

  const due = page.getByRole('region', { name: 'Due Tasks' });
  const range = due.getByRole('combobox', { name: 'Range of Due Tasks' });
  await expect(range).toHaveValue('DT');
  await range.selectOption({ label: 'Yesterday' });
  const weather = page.getByRole('region', { name: 'Weather' });
  await weather.getByRole('radio', { name: '°F' }).click();
  await weather.getByRole('radio', { name: 'mph' }).click();
  await expect(weather.getByText(/^-?\d+°F$/).first()).toBeVisible();
  await expect(weather.getByText(/ mph /)).toBeVisible();
  // The settings are saved with the user (one save for the three changes).
  await expect(page.getByText('User data saved with api')).toBeVisible();

  await page.reload();
  await expect(range).toHaveValue('DY');
  await expect(weather.getByRole('radio', { name: '°F' })).toBeChecked();
  await expect(weather.getByRole('radio', { name: 'mph' })).toBeChecked();
  await expect(weather.getByText(/^-?\d+°F$/).first()).toBeVisible();
});
