import { expect, test } from '@playwright/test';
import { signIn, signUpVerified, uniqueEmail } from './support/accounts';
import { waitForMail } from './support/mail';

const NEUTRAL = /If an account exists for that address, we sent a link/;

test('forgot password: mail, reset, sign in with the new password; the link works once', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpVerified(page, email);
  await page.context().clearCookies();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();

  const mail = await waitForMail(email, { subject: /reset|password/i });
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something else entirely');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/welcome$/);

  // The same link again: refused, with a way to ask for a new one.
  await page.context().clearCookies();
  await page.goto(mail.link!);
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth/forgot-password');
});

test('forgot password gives the same answer for an unknown address', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('ghost'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
});

test('reset page without a usable token explains and links to a new request', async ({ page }) => {
  await page.goto('/auth/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
});
