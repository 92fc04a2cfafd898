import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { acceptDisclaimer, expectNoSeriousAxeViolations, fillProfile, JANE, SCREENSHOTS, setMode } from './support/intake';

test('the profile asks the tax questions the estimate needs and saves them', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('taxq'));
  await acceptDisclaimer(page);
  const enrollment = page.getByRole('dialog', { name: 'Enroll for Tax Year 2025' });
  await enrollment.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page.getByRole('dialog', { name: /upload/i }).last()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Analyzing Your Documents' }).getByRole('button', { name: 'Continue' }).click();

  const form = page.getByRole('dialog', { name: 'Review Your Profile' });
  await fillProfile(page, form, JANE);
  const questions = form.getByRole('region', { name: 'Tax questions' });
  await expect(questions.getByText('Only you know these.', { exact: false })).toBeVisible();
  await questions.getByLabel('Were you a full-time student in 2025?').selectOption('no');
  await questions.getByLabel('Your 2025 retirement contributions (IRA, 401(k))').fill('1,500');
  await questions.getByLabel('Did your 2024 return itemize deductions?').selectOption('no');
  await questions.getByRole('button', { name: 'Add care provider' }).click();
  await questions.getByLabel('Provider name').fill('Little Stars Daycare');
  await questions.getByLabel('Provider SSN or EIN').fill('12-3456789');
  await questions.getByLabel('Amount paid in 2025').fill('4000');
  await questions.getByRole('button', { name: 'Add student' }).click();
  await questions.getByLabel('Student’s name as on the 1098-T').fill('Jane Doe');
  await questions.getByLabel('At least half-time in 2025?').selectOption('yes');
  await questions.getByLabel('Years the American opportunity credit was claimed before').selectOption('1');
  await questions.getByLabel('First four years of college done before 2025?').selectOption('no');

  await form.getByRole('button', { name: 'Create Profile' }).click();
  await expect(form).toBeHidden();
  const res = await page.request.get('/api/profile');
  const body = (await res.json()) as { current: { profileData: { tax_answers: Record<string, unknown> } } };
  expect(body.current.profileData.tax_answers).toMatchObject({
    full_time_student: 'no', retirement_contributions: '1500.00', prior_year_itemized: 'no',
    care_providers: [{ name: 'Little Stars Daycare', amount_paid: '4000.00', tin_last4: '6789' }],
    students: [{ name: 'Jane Doe', half_time: 'yes', aotc_years_claimed: '1', first_four_years_done: 'no' }],
  });
  expect(JSON.stringify(body)).not.toContain('12-3456789');

  // Edit Info shows the answers back (the provider's number only as "on file"); screenshots of the section.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const mode of ['light', 'dark'] as const) {
      await setMode(page, mode);
      await page.getByRole('button', { name: 'Edit Info' }).click();
      const wizard = page.getByRole('dialog', { name: 'Update Your Tax Profile' });
      const section = wizard.getByRole('region', { name: 'Tax questions' });
      await expect(section.getByLabel('Were you a full-time student in 2025?')).toHaveValue('no');
      await expect(section.getByLabel('Provider name')).toHaveValue('Little Stars Daycare');
      await expect(section.getByLabel('Provider SSN or EIN')).toHaveAttribute('placeholder', 'On file, ending 6789');
      if (width === 1280) await expectNoSeriousAxeViolations(page, `tax questions ${mode}`);
      await section.screenshot({ path: path.join(SCREENSHOTS, `tax-questions-${mode}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  }
  await setMode(page, 'light');
});
