import { expect, test } from '@playwright/test';
import { newWindow, signIn } from './support';

/**
 * Invitations with consent: the host invites an e-mail nobody has registered; a newcomer registers with it in
 * a second tab (one browser context, so one mock database; each tab its own session), finds the invitation,
 * accepts, and sees the initiative; the host's page then lists them as a member.
 */
test('invitation accepted by a newly registered user', async ({ browser }) => {
  const context = await browser.newContext();
  const host = await context.newPage();
  const newcomer = await newWindow(host);
  const email = `invitee-${Date.now()}@example.org`;

  await signIn(host, 'host');
  await expect(host).toHaveURL(/\/apps\/initiatives$/);
  await host.goto('/apps/initiatives/details?id=initiative-onboarding');
  await host.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = host.getByRole('dialog', { name: 'Edit initiative' });
  await dialog.getByRole('textbox', { name: 'Invite by e-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByRole('list', { name: 'Members and invitations' })).toContainText(
    `${email}Pending`,
  );
  await host.keyboard.press('Escape');
  await expect(host.getByRole('list', { name: 'Pending invitations' })).toContainText(email);

  await newcomer.goto('/register');
  await newcomer.locator('input[name=fullName]').fill('Nia Newcomer');
  await newcomer.locator('input[name=email]').fill(email);
  await newcomer.locator('input[name=phoneNumber]').fill('5551234');
  await newcomer.locator('input[name=password]').fill('secret-1');
  await newcomer.locator('input[name="password-confirm"]').fill('secret-1');
  await newcomer.locator('input[name=organization]').fill('Chorus');
  await newcomer.getByRole('button', { name: 'Register' }).click();
  await expect(newcomer).toHaveURL(/\/apps\/initiatives$/);
  const invitations = newcomer.getByRole('list', { name: 'Invitations' });
  await expect(invitations).toContainText('Hana Host invites you to Onboarding revamp');
  await expect(newcomer.getByRole('link', { name: 'Onboarding revamp' })).toHaveCount(0);
  await newcomer.getByRole('button', { name: 'Accept the invitation to Onboarding revamp' }).click();
  await newcomer.getByRole('link', { name: 'Onboarding revamp' }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Onboarding revamp' })).toBeVisible();

  // The host's open page learns of it: a member now, no longer pending.
  await expect(host.getByRole('list', { name: 'Members' })).toContainText('Nia Newcomer');
  await expect(host.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  await context.close();
});
