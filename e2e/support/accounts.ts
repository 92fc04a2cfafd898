import { expect, type Page } from '@playwright/test';
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

/** Signs up and opens the verification link; the user ends signed in on /welcome. */
export async function signUpVerified(page: Page, email: string, password = PASSWORD): Promise<void> {
  const link = await signUp(page, email, password);
  await page.goto(link);
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
