import { expect, type Page } from '@playwright/test';
import path from 'node:path';

export { expectNoSeriousAxeViolations } from './axe';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Accepts the disclaimer (both checkboxes) and lands on /intake. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  await page.goto('/disclaimer');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(page).toHaveURL(/\/intake$/);
}

/** Switches light/dark mode through the stored preference and reloads. */
export async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((dark) => localStorage.setItem('taxdesk.dark', String(dark)), mode === 'dark');
  await page.reload();
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssnDigits: string;
  occupation: string;
  phoneDigits: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  filingStatus: string;
}

export const JANE: ProfileInput = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1985-04-12',
  ssnDigits: '123456789',
  occupation: 'developer',
  phoneDigits: '5125550123',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  filingStatus: 'single',
};

/** Fills the profile form inside `scope` (a dialog), typing SSN and phone so the formatters run. */
export async function fillProfile(page: Page, scope: ReturnType<Page['getByRole']>, p: ProfileInput): Promise<void> {
  await scope.getByLabel('First name', { exact: true }).fill(p.firstName);
  await scope.getByLabel('Last name', { exact: true }).fill(p.lastName);
  await scope.getByLabel('Date of birth', { exact: true }).fill(p.dateOfBirth);
  const ssn = scope.getByLabel('SSN', { exact: true });
  await ssn.fill('');
  await ssn.pressSequentially(p.ssnDigits);
  await scope.getByLabel('Occupation', { exact: true }).selectOption(p.occupation);
  const phone = scope.getByLabel('Phone', { exact: true });
  await phone.fill('');
  await phone.pressSequentially(p.phoneDigits);
  await scope.getByLabel('Address', { exact: true }).fill(p.address);
  await scope.getByLabel('City', { exact: true }).fill(p.city);
  await scope.getByLabel('State', { exact: true }).selectOption(p.state);
  await scope.getByLabel('ZIP code', { exact: true }).fill(p.zip);
  await scope.getByLabel('Filing status', { exact: true }).selectOption(p.filingStatus);
}
