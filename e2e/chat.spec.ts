import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { acceptDisclaimer, expectNoSeriousAxeViolations, SCREENSHOTS, setMode } from './support/intake';

const STATUSES = ['Single', 'Married Filing Jointly', 'Married Filing Separately', 'Head of Household', 'Qualifying Surviving Spouse'];

async function waitIdle(page: Page) {
  await expect(page.getByRole('button', { name: 'Send message' })).not.toContainText('replying', { timeout: 15_000 });
  await expect(page.getByPlaceholder('Type your message...')).toBeEnabled();
}

test('without a session /consultation goes to login', async ({ page }) => {
  await page.goto('/consultation');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('/consultation: greeting, interview with a confirmed proposal, a tax question, Enter and Shift+Enter', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('chat'));

  // No client record yet: back to the disclaimer with the spec's message.
  await page.goto('/consultation');
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.getByText('Please complete disclaimer first')).toBeVisible();

  await acceptDisclaimer(page);
  await page.goto('/consultation');
  const log = page.getByRole('log', { name: 'Conversation with The Accountant' });
  for (const s of STATUSES) await expect(log.getByText(s, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete & Review' })).toBeVisible();

  const input = page.getByPlaceholder('Type your message...');
  // Blank messages are ignored.
  await input.fill('   ');
  await input.press('Enter');
  await expect(log.locator('.justify-end')).toHaveCount(0);

  // Shift+Enter makes a new line; Enter sends.
  await input.fill('');
  await input.pressSequentially('I got married last June');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('I got married last June\n');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  // A married couple is asked to choose a joint return or separate ones before a status is proposed (ADR 166).
  await expect(log.getByText(/file one joint return together/)).toBeVisible();
  await waitIdle(page);
  await input.fill('jointly');
  await input.press('Enter');
  await expect(log.getByText(/December 31, 2025/)).toBeVisible();
  await waitIdle(page);
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile')).toBeVisible();

  await input.fill('My name is Jane Doe');
  await input.press('Enter');
  await waitIdle(page);
  await expect(log.getByText('Jane', { exact: true }).last()).toBeVisible();
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile')).toHaveCount(2);

  await input.fill("what's the standard deduction for married filing jointly?");
  await input.press('Enter');
  await expect(log.getByText('$31,500').last()).toBeVisible();
  await expect(log.getByText(/Source: OBBBA/).last()).toBeVisible();
  await waitIdle(page);

  // A date of birth and a phone number typed into the chat: shown masked once confirmed.
  await input.fill('I was born on March 14, 1985 and my phone is (512) 555-0142');
  await input.press('Enter');
  await waitIdle(page);
  await expect(log.getByText('I was born on March 14, 1985 and my phone is (512) 555-0142')).toBeVisible();
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile')).toHaveCount(3);
  await expect(log.getByText('I was born on ••/••/•••• and my phone is (•••) •••-0142')).toBeVisible();
  await expect(log.getByText(/March 14, 1985|555-0142/)).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'chat-masked-light-1280.png') });

  // The saved values reached the profile.
  const profile = (await (await page.request.get('/api/profile')).json()) as { current: { filingStatus: string; profileData: { first_name: string } } };
  expect(profile.current.filingStatus).toBe('married_filing_jointly');
  expect(profile.current.profileData.first_name).toBe('Jane');

  // Accessibility and screenshots: 1280 and 375 px, light and dark.
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(log.getByText('$31,500').last()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/consultation (${mode}, ${width})`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `chat-consultation-${mode}-${width}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Complete & Review' }).click();
  await expect(page).toHaveURL(/\/review$/);
});

test('/consultation: the filing-status interview by the Pub. 501 rules, facts with sources, and an address correction', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('chat-fs'));
  await acceptDisclaimer(page);
  await page.goto('/consultation');
  const log = page.getByRole('log', { name: 'Conversation with The Accountant' });
  const input = page.getByPlaceholder('Type your message...');
  const send = async (text: string) => {
    await input.fill(text);
    await input.press('Enter');
    await waitIdle(page);
  };
  await expect(log.getByText('Head of Household', { exact: true })).toBeVisible();

  // Single without children: Single, never Head of Household.
  await send("I'm single, no kids, what's my refund?");
  const proposal = log.locator('li', { hasText: 'Filing status' }).last();
  await expect(proposal).toContainText('Single');
  await expect(log.getByText(/no qualifying person lived with you/)).toBeVisible();
  await expect(log.getByText('Head of Household', { exact: true })).toHaveCount(1); // only the greeting's list

  // A correction starts the questions again; short answers are understood.
  await send('actually my daughter lives with me');
  await expect(log.getByText(/pay more than half the cost of keeping up your home/).last()).toBeVisible();
  await send('yes');
  await expect(log.getByText(/Publication 501 \(2025\), Filing Status, "Head of Household"/)).toBeVisible();
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile').last()).toBeVisible();

  // A payroll figure with its source; another year is not answered with 2025 numbers.
  await send('What is the Social Security tax rate for employees in 2025?');
  await expect(log.getByText(/6\.2 %/).last()).toBeVisible();
  await send('What will the 2031 standard deduction be?');
  await expect(log.getByText(/I only have the 2025 rules/).last()).toBeVisible();

  // An address without commas, then a ZIP correction.
  await send('I live at 12 Oak St Apt 4 Austin TX 78701');
  await expect(log.locator('li', { hasText: 'Address' }).last()).toContainText('12 Oak St Apt 4');
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile')).toHaveCount(2);
  await send('actually my ZIP is 78702');
  await expect(log.locator('li', { hasText: 'ZIP code' }).last()).toContainText('78702');
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile')).toHaveCount(3);
  // A correction of one part (ADR 074): only the unit changes; the city, state and ZIP stay.
  await send('oops, the apt is 4B not 4');
  await expect(log.locator('li', { hasText: 'Address' }).last()).toContainText('12 Oak St Apt 4B');
  await log.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(log.getByText('Saved to your profile')).toHaveCount(4);

  const profile = (await (await page.request.get('/api/profile')).json()) as { current: { filingStatus: string; profileData: Record<string, unknown> } };
  expect(profile.current.filingStatus).toBe('head_of_household');
  expect(profile.current.profileData).toMatchObject({ address: '12 Oak St Apt 4B', city: 'Austin', state: 'TX', zip: '78702' });

  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(log.getByText(/I only have the 2025 rules/).last()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/consultation filing status (${mode}, ${width})`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `chat-filing-status-${mode}-${width}.png`) });
    }
  }
});
