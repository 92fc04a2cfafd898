import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mail';

let sequence = 0;

/** A fresh address per test, so journeys never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${Date.now()}-${sequence}@example.test`;
}

export const PASSWORD = 'correct horse battery staple';

/** Signs up through the form and returns the verification link from the captured mail. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<string> {
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  const mail = await waitForMail(email, { subject: /verif/i });
  expect(mail.link, 'verification mail has a link').toBeTruthy();
  return mail.link!;
}

/**
 * Signs up and opens the verification link; the user ends signed in on /welcome. The account is asked for over the API
 * the sign-up form calls (the form itself is the subject of auth.spec.ts, which uses `signUp`): a journey that only
 * needs a verified user skips loading and filling the form (ADR 154). The mail and the link are the real ones.
 */
export async function signUpVerified(page: Page, email: string, password = PASSWORD): Promise<void> {
  const base = test.info().project.use.baseURL!;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0], callbackURL: '/welcome' },
    headers: { origin: base },
  });
  expect(res.ok(), `sign-up answered ${res.status()}`).toBe(true);
  const mail = await waitForMail(email, { subject: /verif/i });
  expect(mail.link, 'verification mail has a link').toBeTruthy();
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tax Season');
}

/** Signs in through the form (no second factor). */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
