import { expect, test } from '@playwright/test';
import { type AccountName, accounts, expectRoles, newWindow, signIn, userMenuButton } from './support';

/** An unsigned JWT (the expiry check reads the payload only). */
function unsignedJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

test.describe('sign-in', () => {
  for (const name of Object.keys(accounts) as AccountName[]) {
    test(`${name} signs in and lands on the initiatives list`, async ({ page }) => {
      await signIn(page, name);
      await expect(page).toHaveURL(/\/apps\/initiatives$/);
      await expect(page.getByRole('heading', { name: 'Initiatives' })).toBeVisible();
      await expectRoles(page, accounts[name].roles.join(', '));
    });
  }

  test('the login page shows the tagline, links and demo accounts, and disables submit until valid', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(page.getByText(/better virtual meetings and prevents groupthink/)).toBeVisible();
    // On a laptop's screen every demo account shows above the fixed footer, without scrolling.
    const footerTop = (await page.getByRole('contentinfo').boundingBox())?.y ?? 0;
    const lastAccount = await page.getByRole('button', { name: /outsider@chorus\.dev/ }).boundingBox();
    expect((lastAccount?.y ?? Number.POSITIVE_INFINITY) + (lastAccount?.height ?? 0)).toBeLessThanOrEqual(
      footerTop,
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByText('host@chorus.dev')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Login' });
    await expect(submit).toBeDisabled();
    await page.locator('input[name=username]').fill('a@b.c');
    await page.locator('input[name=password]').fill('abc');
    await expect(page.getByText('Min character length is 6')).toBeVisible();
    await expect(page.getByText('Min character length is 4')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('nothing on the login page moves once it has painted (no layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /host@chorus\.dev/ })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  });

  test('on a phone the footer comes after the content, not on every screen (issue 30, item 17)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'host');
    await expect(page.getByRole('link', { name: 'Product roadmap priorities' })).toBeVisible();
    // The first screen is all content: the footer waits at the end of the scrolling area, below it.
    const place = () =>
      page.locator('footer').evaluate((footer) => ({
        inContent: footer.closest('[data-testid="content-scroll"]') !== null,
        belowTheScreen: footer.getBoundingClientRect().top >= window.innerHeight,
      }));
    expect(await place()).toEqual({ inContent: true, belowTheScreen: true });
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toBeInViewport();
  });

  test('the footer runs along the bottom of the sign-in page, across it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('input[name=username]')).toBeVisible();
    const footer = await page.locator('footer').boundingBox();
    const viewport = page.viewportSize();
    expect(footer && viewport).toBeTruthy();
    expect(footer!.x).toBeLessThanOrEqual(1);
    expect(footer!.width).toBeGreaterThanOrEqual(viewport!.width - 1);
    expect(footer!.y).toBeGreaterThan(viewport!.height / 2);
  });

  test('on a short screen the register card scrolls clear of the footer, its last link reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/register');
    const login = page.getByRole('link', { name: 'Login' });
    await login.scrollIntoViewIfNeeded();
    const footer = await page.locator('footer').boundingBox();
    const link = await login.boundingBox();
    expect(footer && link).toBeTruthy();
    // Fully above the footer (not under it), so it can be seen and clicked.
    expect(link!.y + link!.height).toBeLessThanOrEqual(footer!.y);
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('wrong credentials show the server errors on the fields', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name=username]').fill('nobody@chorus.dev');
    await page.locator('input[name=password]').fill('whatever');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Check your username/email')).toBeVisible();
    await page.locator('input[name=username]').fill('host@chorus.dev');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Check your password')).toBeVisible();
  });

  test('a demo account fills the form in one click', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /staff@chorus\.dev/ }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/apps\/initiatives$/);
  });
});

test('a newcomer registers, is signed in, logs out and signs in again', async ({ page }) => {
  const email = `newcomer-${Date.now()}@chorus.dev`;
  await page.goto('/register');
  await expect(page.getByText(/voice is heard/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await page.locator('input[name=fullName]').fill('Nia Newcomer');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=phoneNumber]').fill('5551234');
  await page.locator('input[name=password]').fill('secret-1');
  await page.locator('input[name="password-confirm"]').fill('secret-1');
  await page.locator('input[name=organization]').fill('Chorus');
  await page.getByLabel('I will host meetings').check();
  await submit.click();
  await expect(page.getByText('Your account has been successfully created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  // New mock registrations get admin (§6).
  await expectRoles(page, /^admin, (Host|Attendee)$/);

  // Logout ends the session on the server too: the token of this session is refused afterwards.
  const token = await page.evaluate(() => sessionStorage.getItem('chorus.access_token'));
  expect(token).toBeTruthy();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  const renewal = await page.evaluate(
    (old) =>
      fetch('/api/auth/access-token', { headers: { Authorization: `Bearer ${old}` } }).then((r) => r.status),
    token,
  );
  expect(renewal).toBe(401);
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill('secret-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  await expect(userMenuButton(page, email)).toContainText('Nia Newcomer');

  // The same e-mail cannot register twice: the server error is on the e-mail field.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/register');
  await page.locator('input[name=fullName]').fill('Nia Again');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=phoneNumber]').fill('5551234');
  await page.locator('input[name=password]').fill('secret-1');
  await page.locator('input[name="password-confirm"]').fill('secret-1');
  await page.locator('input[name=organization]').fill('Chorus');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The email is already in use')).toBeVisible();
});

test('"I will host meetings" makes the new user a Host', async ({ page }) => {
  await page.goto('/register');
  await page.locator('input[name=fullName]').fill('Hugo Host');
  await page.locator('input[name=email]').fill(`host-${Date.now()}@chorus.dev`);
  await page.locator('input[name=phoneNumber]').fill('5551234');
  await page.locator('input[name=password]').fill('secret-1');
  await page.locator('input[name="password-confirm"]').fill('secret-1');
  await page.locator('input[name=organization]').fill('Chorus');
  await page.getByLabel('I will host meetings').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  await expectRoles(page, 'admin, Host');
  // No one is silently a Host: the user menu says this one chose it.
  await userMenuButton(page).click();
  await expect(page.getByRole('menu').getByTestId('host-badge')).toHaveText('Host (self-registered)');
});

test('a guest opening /apps/meetings signs in and returns there', async ({ page }) => {
  await page.goto('/apps/meetings');
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('input[name=username]').fill(accounts.attendee.email);
  await page.locator('input[name=password]').fill(accounts.attendee.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps\/meetings$/);
  await expect(page.getByRole('heading', { name: 'Meetings for each initiative' })).toBeVisible();
});

test('/ redirects a signed-in user to /apps/meetings', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/apps\/initiatives$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/apps\/meetings$/);
});

test.describe('role-example pages', () => {
  const pages = {
    admin: { path: '/auth/admin-role-example', heading: 'Admin role example page' },
    staff: { path: '/auth/staff-role-example', heading: 'Staff role example page' },
    guest: { path: '/auth/guest-role-example', heading: 'Guest role example page' },
  } as const;
  const allowed: Record<AccountName | 'guest', (keyof typeof pages)[]> = {
    host: ['admin', 'staff'],
    staff: ['staff'],
    attendee: [],
    outsider: [],
    guest: ['guest'],
  };

  for (const who of ['guest', 'host', 'staff', 'attendee'] as const) {
    test(`${who} sees exactly the pages of their role`, async ({ page }) => {
      if (who !== 'guest') {
        await signIn(page, who);
        await expect(page).toHaveURL(/\/apps\/initiatives$/);
      }
      for (const [key, target] of Object.entries(pages) as [
        keyof typeof pages,
        (typeof pages)[keyof typeof pages],
      ][]) {
        await page.goto(target.path);
        if (allowed[who].includes(key)) {
          await expect(page.getByRole('heading', { name: target.heading })).toBeVisible();
          const logout = page.getByRole('link', { name: 'Logout' });
          if (key === 'guest') await expect(logout).toHaveCount(0);
          else await expect(logout).toBeVisible();
        } else {
          // Never rendered: a guest goes to /login, a signed-in user elsewhere.
          await expect(page).not.toHaveURL(new RegExp(`${target.path}$`));
          await expect(page).toHaveURL(who === 'guest' ? /\/login$/ : /\/apps\/(meetings|initiatives)$/);
          await expect(page.getByRole('heading', { name: target.heading })).toHaveCount(0);
        }
      }
    });
  }

  test('the admin page Logout button signs out', async ({ page }) => {
    await signIn(page, 'host');
    await expect(page).toHaveURL(/\/apps\/initiatives$/);
    await page.goto('/auth/admin-role-example');
    await page.getByRole('link', { name: 'Logout' }).click();
    // ('Logging out..' shows while it runs: too short to be caught every time.)
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/apps/initiatives');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('session', () => {
  test('a reload keeps the session', async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/apps\/initiatives$/);
    await page.reload();
    await expect(page).toHaveURL(/\/apps\/initiatives$/);
    await expectRoles(page, 'staff, Attendee');
  });

  test('two tabs can hold two different users', async ({ context }) => {
    const first = await context.newPage();
    const second = await newWindow(first);
    await signIn(first, 'host');
    await signIn(second, 'attendee');
    await expectRoles(first, 'admin, Host');
    await expectRoles(second, 'user, Attendee');
    await first.reload();
    await expectRoles(first, 'admin, Host');
  });

  test('an expired token signs out with its message', async ({ page }) => {
    await signIn(page, 'host');
    await expect(page).toHaveURL(/\/apps\/initiatives$/);
    const expired = unsignedJwt({ sub: 'user-host', iat: 1, exp: Math.floor(Date.now() / 1000) - 60 });
    await page.evaluate((token) => sessionStorage.setItem('chorus.access_token', token), expired);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('access_token expired').first()).toBeVisible();
  });

  test('a token the server rejects signs out with Invalid access_token', async ({ page }) => {
    await page.goto('/login');
    // Wait for the start-up check of this page to finish before planting the token.
    await expect(page.locator('input[name=username]')).toBeVisible();
    const forged = unsignedJwt({ sub: 'user-host', exp: Math.floor(Date.now() / 1000) + 3600 });
    await page.evaluate((token) => sessionStorage.setItem('chorus.access_token', token), forged);
    await page.goto('/apps/initiatives');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Invalid access_token').first()).toBeVisible();
  });
});

test('forgot password sends the reset e-mail', async ({ page }) => {
  await page.goto('/forgot-password');
  const submit = page.getByRole('button', { name: 'Send reset link' });
  await expect(submit).toBeDisabled();
  await page.locator('input[name=email]').fill('host@chorus.dev');
  await submit.click();
  await expect(page.getByText('An email has been sent for you to reset your password').first()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});
