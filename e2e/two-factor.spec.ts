import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { PASSWORD, signIn, signUpVerified, uniqueEmail } from './support/accounts';

/** A code for the next TOTP window, so enrolment and the sign-in challenge never reuse one. */
async function code(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

test('enrol TOTP on /profile, then sign in with a code and with a recovery code', async ({ page }) => {
  const email = uniqueEmail('totp');
  await signUpVerified(page, email);
  await page.goto('/profile');
  const card = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Two-factor authentication' }) }).last();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await page.getByLabel('Authentication code').fill(await code(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(5);
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await expect(card).toBeVisible();

  // Sign in again: the password alone is not enough.
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/invalid/i)).toBeVisible();
  await page.getByLabel('Authentication code').fill(await code(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // And with a recovery code instead.
  await page.context().clearCookies();
  await signIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // Turn it off again.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
});
