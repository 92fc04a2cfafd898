import { expect, test } from '@playwright/test';
import path from 'node:path';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { acceptDisclaimer, expectNoSeriousAxeViolations, fillProfile, JANE, SCREENSHOTS, setMode } from './support/intake';

test('a new user enrolls, creates the profile and sees the dashboard progress', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('intake');
  await signUpVerified(page, email);
  await acceptDisclaimer(page);

  // The enrollment dialog opens by itself for a user without a complete profile.
  const enrollment = page.getByRole('dialog', { name: 'Enroll for Tax Year 2025' });
  await expect(enrollment).toBeVisible();
  await expect(enrollment.getByText("Welcome to TaxDesk! Let's get your 2025 tax return started.")).toBeVisible();
  await expect(enrollment.getByRole('button', { name: "I'll Do This Later" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'intake with the enrollment dialog (light)');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-enrollment-light-1280.png') });

  // Start, skip the uploads (closing the upload dialog moves on to analyzing).
  await enrollment.getByRole('button', { name: 'Start Enrollment' }).click();
  const upload = page.getByRole('dialog', { name: /upload/i }).last();
  await expect(upload).toBeVisible();
  await page.keyboard.press('Escape');
  const analyzing = page.getByRole('dialog', { name: 'Analyzing Your Documents' });
  await expect(analyzing.getByText('No documents uploaded yet.', { exact: false })).toBeVisible();
  await analyzing.getByRole('button', { name: 'Continue' }).click();

  // The profile form: the spec's messages first.
  const form = page.getByRole('dialog', { name: 'Review Your Profile' });
  await expect(form.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Tax Information' })).toBeVisible();
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('State', { exact: true }).locator('option')).toHaveCount(60);
  await expect(form.getByLabel('Occupation', { exact: true }).locator('option')).toHaveCount(27);
  await expect(form.getByLabel('Filing status', { exact: true }).locator('option')).toHaveCount(6);
  await form.getByLabel('SSN', { exact: true }).pressSequentially('12345');
  await expect(form.getByLabel('SSN', { exact: true })).toHaveValue('123-45');
  await form.getByRole('button', { name: 'Create Profile' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('SSN must be in format XXX-XX-XXXX')).toBeVisible();
  await expect(form.getByText('Date of birth is required')).toBeVisible();
  await expect(form.getByText('Address is required')).toBeVisible();
  await expect(form.getByText('City is required')).toBeVisible();
  await expect(form.getByText('State must be 2 characters')).toBeVisible();
  await expect(form.getByText('ZIP code must be at least 5 characters')).toBeVisible();
  await expect(form.getByText('Occupation is required')).toBeVisible();
  await expect(form.getByText('Phone must be in format (XXX) XXX-XXXX')).toBeVisible();

  await fillProfile(page, form, JANE);
  await expect(form.getByLabel('SSN', { exact: true })).toHaveValue('123-45-6789');
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('(512) 555-0123');
  await expect(form.getByText('First name is required')).toHaveCount(0);
  // A ZIP code of another state is pointed out beside the field, and the hint goes when it matches again (ADR 155).
  const zip = form.getByLabel('ZIP code', { exact: true });
  await zip.fill('04101');
  await expect(form.getByText('ZIP code 04101 is in Maine, not Texas. Please check the state or the ZIP code.')).toBeVisible();
  await expect(zip).toHaveAccessibleDescription(/ZIP code 04101 is in Maine/);
  await zip.fill(JANE.zip);
  await expect(form.getByText(/is in Maine, not Texas/)).toHaveCount(0);

  // Spouse section for married statuses, dependents for head of household.
  const filing = form.getByLabel('Filing status', { exact: true });
  await filing.selectOption('married_filing_jointly');
  await expect(form.getByRole('group', { name: 'Spouse Information' })).toBeVisible();
  await expect(form.getByLabel('Spouse SSN')).toBeVisible();
  await filing.selectOption('head_of_household');
  await expect(form.getByRole('group', { name: 'Spouse Information' })).toHaveCount(0);
  const dependents = form.getByRole('group', { name: 'Dependent/Guardian Information' });
  await expect(dependents).toBeVisible();
  await dependents.getByRole('button', { name: 'Add Dependent' }).click();
  await expect(dependents.getByRole('heading', { name: 'Dependent 1' })).toBeVisible();
  await dependents.getByRole('button', { name: 'Remove dependent 1' }).click();
  await filing.selectOption('single');
  await expect(dependents).toHaveCount(0);

  await form.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Profile created successfully!')).toBeVisible();
  const complete = page.getByRole('dialog', { name: 'Enrollment Complete' });
  await expect(complete).toBeVisible();
  await expect(complete.getByText('Your tax preparation is 25% complete (1/4).', { exact: false })).toBeVisible();
  await expect(complete).toBeHidden({ timeout: 5000 });

  // The save made the profile complete: 'Great Progress!' follows.
  const great = page.getByRole('dialog', { name: 'Great Progress!' });
  await expect(great).toBeVisible();
  await expect(great.getByText('Your tax profile is 25% complete.', { exact: false })).toBeVisible();
  for (const choice of ['Review Tax Analysis', 'Upload More Documents', 'Update Profile Information']) {
    await expect(great.getByRole('button', { name: choice })).toBeVisible();
  }
  await great.getByRole('button', { name: "I'll Do This Later" }).click();
  await expect(great).toBeHidden();

  await expectDashboard(page);

  // The bell shows the real unread count from the API, and marks all read.
  const api = await (await page.request.get('/api/notifications')).json();
  expect(api.unread).toBeGreaterThan(0);
  const bell = page.getByRole('button', { name: `Notifications, ${api.unread} unread` });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('Your 2025 profile is complete')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Download saves the year's preparer packet as a PDF.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/\.pdf$/);

  // Reload keeps everything and the enrollment does not come back for a complete profile.
  await page.reload();
  await expectDashboard(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Profile tab: the read-only summary.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Profile 2025' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Jane Doe')).toBeVisible();
  // The SSN shows its last four; "Show" asks the server for it (audited), "Hide" masks it again.
  const summary = page.getByRole('tabpanel');
  await expect(summary.getByText('***-**-6789')).toBeVisible();
  await summary.getByRole('button', { name: 'Show SSN' }).click();
  await expect(summary.getByText('123-45-6789')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-profile-tab-light-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-profile-tab-light-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await summary.getByRole('button', { name: 'Hide SSN' }).click();
  await expect(summary.getByText('123-45-6789')).toHaveCount(0);
  await expect(summary.getByText('***-**-6789')).toBeVisible();

  // Edit Info: the wizard, sections locked for a returning user, Next enabled (already saved).
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Edit Info' }).click();
  const wizard = page.getByRole('dialog', { name: 'Update Your Tax Profile' });
  await expect(wizard).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(wizard.getByLabel('First name', { exact: true })).toBeDisabled();
  await expect(wizard.getByLabel('SSN', { exact: true })).toHaveAttribute('placeholder', '***-**-6789');
  await wizard.getByRole('button', { name: 'Edit Personal Information' }).click();
  await expect(wizard.getByLabel('First name', { exact: true })).toBeEnabled();
  await expect(wizard.getByRole('button', { name: 'Save Updates' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Save Updates' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Profile updated successfully!')).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Upload your tax documents' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByPlaceholder('Type your message...')).toBeVisible();
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(wizard).toBeHidden();

  // The chat drawer: a question answered from the tax module, then Done Chatting closes it.
  await page.getByRole('button', { name: 'Open chat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat with Tax Consultant' });
  await expect(drawer).toBeVisible();
  await drawer.getByPlaceholder('Type your message...').fill("What's the standard deduction for single filers?");
  await drawer.getByPlaceholder('Type your message...').press('Enter');
  await expect(drawer.getByText(/\$15,750/).first()).toBeVisible({ timeout: 15_000 });
  await drawer.getByRole('button', { name: 'Done Chatting' }).click();
  await expect(drawer).toBeHidden();

  // Axe and screenshots of the dashboard, light and dark, 1280 and 375 px.
  for (const mode of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await setMode(page, mode);
    await expectDashboard(page);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page, `intake dashboard (${mode})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `intake-dashboard-${mode}-1280.png`), fullPage: true });
    await page.getByRole('button', { name: 'Edit Info' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Your Tax Profile' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `intake with the wizard open (${mode})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `intake-wizard-${mode}-1280.png`) });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 812 });
    // Wait for the narrow layout to be painted (an event), not for a fixed time.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.screenshot({ path: path.join(SCREENSHOTS, `intake-dashboard-${mode}-375.png`), fullPage: true });
    await page.getByRole('button', { name: 'Edit Info' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Your Tax Profile' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `intake-wizard-${mode}-375.png`) });
    await page.keyboard.press('Escape');
  }
});

async function expectDashboard(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('progress-percent')).toHaveText('25%');
  await expect(page.getByTestId('progress-count')).toHaveText('1/4 complete');
  await expect(page.getByTestId('step-profile')).toContainText('Profile Complete');
  await expect(page.getByTestId('step-profile')).toContainText('Done');
  await expect(page.getByTestId('step-documents')).toContainText('Pending');
  await expect(page.getByTestId('step-analysis')).toContainText('Locked');
  await expect(page.getByTestId('step-review')).toContainText('Locked');
  await expect(page.getByText('***-**-6789')).toBeVisible();
  await expect(page.getByText('Austin, TX')).toBeVisible();
  await expect(page.getByTestId('client-name')).toHaveText('Jane Doe');
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
}

test('dismissing enrollment sticks for the visit; upload with an incomplete profile asks to complete it', async ({ page }) => {
  await signUpVerified(page, uniqueEmail('later'));
  await acceptDisclaimer(page);
  const enrollment = page.getByRole('dialog', { name: 'Enroll for Tax Year 2025' });
  await enrollment.getByRole('button', { name: "I'll Do This Later" }).click();
  await expect(enrollment).toBeHidden();
  await expect(page.getByTestId('progress-percent')).toHaveText('0%');
  await expect(page.getByRole('button', { name: 'Start Profile' })).toBeVisible();
  await expect(page.getByTestId('step-profile')).toContainText('Active');
  await expect(page.getByTestId('step-documents')).toContainText('Locked');

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Complete your profile before uploading documents.')).toBeVisible();
  await expect(prompt.getByText('A complete profile unlocks document upload, tax analysis, and enables our AI to provide personalized tax guidance.')).toBeVisible();
  await expect(prompt.getByRole('listitem')).toHaveCount(10);
  await expect(prompt.getByRole('listitem').filter({ hasText: 'Email' })).toHaveClass(/line-through/);
  await expectNoSeriousAxeViolations(page, 'complete-your-profile dialog');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await expect(enrollment).toBeHidden();

  // Profile tab offers the wizard.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Profile Not Complete')).toBeVisible();
  await page.getByRole('button', { name: 'Start Profile Wizard' }).click();
  const wizard = page.getByRole('dialog', { name: 'Set Up Your Tax Profile' });
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(wizard.getByRole('button', { name: 'Create Profile' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Documents tab: the administrator contact and the documents panel.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Client Administrator' })).toBeVisible();

  // A new visit opens the enrollment again (checked in dark mode with axe).
  await setMode(page, 'dark');
  await expect(enrollment).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'intake with the enrollment dialog (dark)');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-enrollment-dark-375.png') });
});
