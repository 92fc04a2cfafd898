import { expect, test } from '@playwright/test';
import { signUpVerified, uniqueEmail } from './support/accounts';

/*
 * The admin journey itself (imports, migration, uid update, review) is covered by the API tests in
 * server/routes/admin.test.ts: making an admin needs the database, which the e2e server holds open
 * (embedded PGlite), and there are no test-only endpoints. Here: what a non-admin sees.
 */
const ADMIN_PAGES = ['/admin', '/import-userlogin', '/import-userinfo', '/import-userstack', '/migrate-users', '/update-userlogin-uid', '/admin/review'];

test('a signed-in non-admin sees no admin links and is refused on every admin page', async ({ page }) => {
  await signUpVerified(page, uniqueEmail('not-admin'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);

  for (const p of ADMIN_PAGES) {
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/overview'));
    await page.goto(p);
    expect((await refused).status()).toBe(403);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Start Import|Migrate Users|Update UIDs|Mark verified/ })).toHaveCount(0);
  }
});

test('an anonymous visitor of an admin page is sent to sign in', async ({ page }) => {
  await page.goto('/migrate-users');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
