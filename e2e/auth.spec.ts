import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signUp, signUpVerified, uniqueEmail } from './support/accounts';

test('sign up, verify by mail, accept the disclaimer and reach the dashboard', async ({ page }) => {
  const email = uniqueEmail('journey');
  const link = await signUp(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/welcome$/);

  // Welcome shows the season facts of the tax year in use.
  await expect(page.getByText('January 26, 2026')).toBeVisible();
  await expect(page.getByText(/April 15, 2026/)).toBeVisible();
  await expect(page.getByText(/October 15, 2026/)).toBeVisible();
  for (const step of ['Upload Documents', 'Chat & Answer', 'Review Profile', 'Digital Sign-Off', 'Complete']) {
    await expect(page.getByRole('heading', { name: new RegExp(step.replace('&', '\\&')) })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Start Your Consultation' }).click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Important Information' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept & Continue' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox').first().check();
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox').nth(1).check();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page).toHaveURL(/\/intake$/);
  // A new profile opens the enrollment dialog first.
  await page.getByRole('button', { name: "I'll Do This Later" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByText('Tax Year 2025', { exact: true })).toBeVisible();
});

test('cancel on the disclaimer goes back to welcome', async ({ page }) => {
  await signUpVerified(page, uniqueEmail('cancel'));
  await page.goto('/disclaimer');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('sign-up validation: malformed email and short password', async ({ page }) => {
  await page.goto('/auth/signup');
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('login failure shows the Login failed toast', async ({ page }) => {
  await signIn(page, uniqueEmail('nobody'), 'wrong password 123');
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Login failed');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('sign-in before verification asks to verify the email', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await signUp(page, email);
  await signIn(page, email);
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Please verify your email address')).toBeVisible();
});

test('a verification link used twice does not sign anyone in again', async ({ page, browser }) => {
  const email = uniqueEmail('reuse');
  const link = await signUp(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/welcome$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second).toHaveURL(/\/auth\/login$/);
  await other.close();
});

test('a broken verification link offers to send a new one', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=/welcome');
  await expect(page).toHaveURL(/\/auth\/verify-email\?error=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/invalid|expired/);
  await page.getByLabel('Email').fill(uniqueEmail('resend'));
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();
});

test('sign in with email and password, logout from the profile', async ({ page }) => {
  const email = uniqueEmail('login');
  await signUpVerified(page, email);
  await page.context().clearCookies();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);

  // An existing session skips the login form.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

for (const path of ['/welcome', '/disclaimer', '/intake', '/profile']) {
  test(`anonymous ${path} redirects to /auth/login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}

test('delete the account from /profile with the password; it cannot sign in again', async ({ page }) => {
  const email = uniqueEmail('delete');
  await signUpVerified(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByLabel('Current password').fill('not the password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Login failed')).toBeVisible();
});
