import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { SCREENSHOTS, expectNoSeriousAxeViolations, setMode } from './support/intake';

const CORPUS = path.resolve(import.meta.dirname, '..', '..', 'shared', 'corpus');
const VOIDED = 'Your signature is no longer valid because your information changed. Please review and sign again.';

/** API calls from the signed-in page (its cookies), with the app's Origin like the browser sends. */
async function api(page: Page, method: 'POST' | 'PUT' | 'GET', url: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(url, { method, headers: { origin }, data: data === undefined ? undefined : data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

async function upload(page: Page, file: string, documentType: string) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(`/api/documents/upload?documentType=${documentType}&taxYear=2025`, {
    headers: { origin, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file) },
    data: readFileSync(path.join(CORPUS, file)),
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const mode of ['light', 'dark'] as const) {
      await setMode(page, mode);
      await expect(page.getByTestId('estimate-result')).toBeVisible();
      if (width === 1280) await expectNoSeriousAxeViolations(page, `${name} ${mode}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${mode}-${width}.png`), fullPage: true });
    }
  }
  await setMode(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a W-2 and a 1099-INT: review the estimate and its sources, sign, download the packet, then a change voids the signature', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('review'));
  await api(page, 'POST', '/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  // The corpus forms are made out to Anastasia Hodges, SSN 554-03-0876.
  await api(page, 'PUT', '/api/profile', {
    first_name: 'Anastasia', middle_name: '', last_name: 'Hodges', suffix: '', date_of_birth: '1990-05-17', ssn: '554-03-0876',
    occupation: 'developer', email: 'anastasia@example.test', phone: '(512) 555-0100', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701',
    filing_status: 'single', dependents: [],
  });
  await upload(page, 'google-2020-w2.pdf', 'w2');
  await upload(page, 'google-2020-1099-int.pdf', '1099-int');
  await expect
    .poll(async () => ((await (await api(page, 'GET', '/api/documents?year=2025')).json()) as { documents: Array<{ upload_status: string }> }).documents.every((d) => d.upload_status !== 'processing'), { timeout: 60_000 })
    .toBe(true);

  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review & sign' })).toBeVisible();
  // Wages 23,677.70 + interest 374.28 − standard deduction 15,750 = taxable 8,301.98; tax 833 (Tax Table);
  // withheld 2,841.32 → refund 2,008.32.
  await expect(page.getByTestId('estimate-result')).toHaveText('Estimated refund $2,008.32');
  const estimate = page.getByRole('region', { name: '2025 federal estimate' });
  await expect(estimate.getByRole('cell', { name: 'W-2 box 1 (NORTH 312)' })).toBeVisible();
  await expect(estimate.getByText('What this estimate does not include')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' }).getByText('***-**-0876')).toBeVisible();
  await expect(page.getByText('SSN on the Form W-2 from NORTH 312 matches yours')).toBeVisible();
  await expect(page.getByText('554-03-0876')).toHaveCount(0);
  await shoot(page, 'review');

  // Values that passed the checks are a suggestion until the user confirms them.
  await expect(page.getByText('Checks passed, please confirm')).toHaveCount(2);
  const confirmButtons = page.getByRole('button', { name: 'Confirm these values' });
  await expect(confirmButtons).toHaveCount(2);
  await confirmButtons.first().click();
  await expect(confirmButtons).toHaveCount(1);
  await confirmButtons.first().click();
  await expect(confirmButtons).toHaveCount(0);
  await expect(page.getByText('Confirmed by you')).toHaveCount(2);

  // Sign.
  const signOff = page.getByRole('region', { name: 'Digital sign-off' });
  await signOff.getByRole('button', { name: 'Sign my return' }).click();
  await expect(signOff.getByText('Tick the box to confirm the declaration and the authorization')).toBeVisible();
  await signOff.getByLabel('I agree to the declaration and authorization above').check();
  await signOff.getByLabel('Your full legal name').fill('Anastasia Hodges');
  await signOff.getByLabel('Your date of birth').fill('1990-05-17');
  await signOff.getByLabel('Your five-digit Self-Select PIN').fill('00000');
  await signOff.getByLabel('Last year’s adjusted gross income (AGI)').fill('21000');
  await signOff.getByRole('button', { name: 'Sign my return' }).click();
  await expect(signOff.getByText('Your PIN cannot be all zeros')).toBeVisible();
  await signOff.getByLabel('Your five-digit Self-Select PIN').fill('24680');
  await signOff.getByRole('button', { name: 'Sign my return' }).click();
  await expect(signOff.getByText('Complete', { exact: true })).toBeVisible();
  await expect(signOff.getByText('Ready for filing', { exact: true })).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  const status = (await (await api(page, 'GET', '/api/review/status')).json()) as { readyForFiling: boolean };
  expect(status.readyForFiling).toBe(true);
  await shoot(page, 'review-signed');

  // Download the packet.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download packet (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('taxdesk-2025-preparer-packet.pdf');
  await download.saveAs(path.resolve(import.meta.dirname, '..', 'test-results', 'review-output', 'preparer-packet.pdf'));
  const saved = readFileSync(await download.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download data (JSON)' }).click()]);
  const packet = JSON.parse(readFileSync(await json.path(), 'utf8')) as { status: { readyForFiling: boolean }; taxpayer: { ssnMasked: string } };
  expect(packet.status.readyForFiling).toBe(true);
  expect(packet.taxpayer.ssnMasked).toBe('***-**-0876');
  // The filled Form 1040: a real download, said to be a draft for the preparer.
  await expect(page.getByText('The filled Form 1040 is a draft for the preparer, not a filing.')).toBeVisible();
  const [form] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download filled Form 1040 (PDF)' }).click()]);
  expect(form.suggestedFilename()).toBe('taxdesk-2025-form-1040-draft.pdf');
  await form.saveAs(path.resolve(import.meta.dirname, '..', 'test-results', 'review-output', 'form-1040-draft.pdf'));
  const formBytes = readFileSync(await form.path());
  expect(formBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(formBytes.length).toBeGreaterThan(50_000);

  // Correct a value: the signature is void and the page says so.
  await page.getByRole('button', { name: 'Fix this value: Box 1 Wages, tips, other compensation on the Form W-2 from NORTH 312' }).click();
  const input = page.getByLabel('Box 1 Wages, tips, other compensation (Form W-2 from NORTH 312)');
  // +$100 of wages: taxable 8,401.98, Tax Table row 8,400–8,450 → tax 843 → refund 1,998.32.
  await input.fill('23,777.70');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(VOIDED).first()).toBeVisible();
  await expect(signOff.getByText(VOIDED)).toBeVisible();
  await expect(page.getByText('corrected by you; read as $23,677.70')).toBeVisible();
  await expect(page.getByTestId('estimate-result')).toHaveText('Estimated refund $1,998.32');
  await expect(signOff.getByText('Ready for filing', { exact: true })).toHaveCount(0);
  await shoot(page, 'review-voided');
});
