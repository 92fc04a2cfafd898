import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { drawSsa1099, fillOfficialForm } from '../bench/extract/generate';
import { openPdf } from '../server/integrations/pdf/pdfjs';
import { FIELD_MAP } from '../server/review/form1040';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { ANALYSIS_TIMEOUT, documentRow, uploadThroughDialog } from './support/documents';
import { acceptDisclaimer, expectNoSeriousAxeViolations, SCREENSHOTS, setMode } from './support/intake';

const BLANK_1040 = path.resolve(import.meta.dirname, '..', 'server', 'review', 'forms', 'f1040-2025.pdf');

/** "$33,384.11" for "33384.11". */
function usd(amount: string): string {
  const [whole, cents] = amount.split('.');
  return `$${Number(whole).toLocaleString('en-US')}.${cents}`;
}

/**
 * The text printed inside each mapped Form 1040 field of the downloaded (flattened) return: the
 * field's widget rectangle is taken from the blank official form with pdf-lib, and the text runs
 * of the download's first page whose centre falls in it are joined.
 */
async function filled1040Lines(bytes: Uint8Array, lines: readonly string[]): Promise<Record<string, string>> {
  const blank = await PDFDocument.load(readFileSync(BLANK_1040), { ignoreEncryption: true });
  const pageHeight = blank.getPage(0).getHeight();
  const opened = await openPdf(bytes);
  if (!opened.ok) throw new Error(`the filled 1040 does not open: ${opened.error.message}`);
  try {
    const page = await opened.doc.page(0);
    const out: Record<string, string> = {};
    for (const line of lines) {
      const mapping = FIELD_MAP.find((m) => m.form === 'f1040' && m.line === line);
      if (!mapping) throw new Error(`no field for line ${line}`);
      const rect = blank.getForm().getField(mapping.field).acroField.getWidgets()[0]!.getRectangle();
      const top = pageHeight - rect.y - rect.height;
      out[line] = page.items
        .filter((t) => {
          const cx = t.x + t.width / 2;
          const cy = t.y + t.height / 2;
          return cx >= rect.x && cx <= rect.x + rect.width && cy >= top && cy <= top + rect.height;
        })
        .map((t) => t.text.trim())
        .filter(Boolean)
        .join(' ');
    }
    return out;
  } finally {
    await opened.doc.close();
  }
}

test('a retiree uploads an SSA-1099 and a 1099-R: lines 4a-4b and 6a-6b on /review, with sources, and in the filled Form 1040', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  // A filled official 1099-R (Copy B; IRA/SEP/SIMPLE ticked, code 7D: gross 33,384.11, taxable
  // 33,384.11) and an SSA-1099 (box 3 25,649.40 − box 4 524.40 = box 5 25,125.00), both from the
  // bench generator with fixed seeds.
  const r = await fillOfficialForm('1099-r', 1000);
  const ssa = await drawSsa1099(11);
  expect(r.fields).toMatchObject({ box1_gross_distribution: '33384.11', box2a_taxable_amount: '33384.11', box7_ira_sep_simple: true, box7_distribution_codes: '7D' });
  expect(ssa.fields).toMatchObject({ box5_net_benefits: '25125.00' });
  const rFile = testInfo.outputPath('ira-1099r.pdf');
  const ssaFile = testInfo.outputPath('benefits-ssa1099.pdf');
  writeFileSync(rFile, r.bytes);
  writeFileSync(ssaFile, ssa.bytes);
  const payer = String(r.fields.payer_name);

  await signUpVerified(page, uniqueEmail('retiree'));
  await acceptDisclaimer(page);
  // The profile of the 1099-R's recipient, single, born 1955.
  const origin = new URL(page.url()).origin;
  const profile = await page.request.put('/api/profile', {
    headers: { origin },
    data: {
      first_name: 'James', middle_name: '', last_name: 'Miller', suffix: '', date_of_birth: '1955-03-09', ssn: String(r.fields.recipient_tin),
      occupation: 'retired', email: 'james@example.test', phone: '(303) 555-0100', address: '7007 Cedar Lane', city: 'Denver', state: 'CO', zip: '80202',
      filing_status: 'single', dependents: [],
    },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);

  // Upload both through the dialog and wait for the analysis to finish on the page (live updates).
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Document Management' })).toBeVisible();
  await uploadThroughDialog(page, rFile, '1099-R Retirement Distributions');
  await uploadThroughDialog(page, ssaFile, 'SSA-1099 Social Security Benefits');
  await expect(documentRow(page, 'ira-1099r.pdf').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(documentRow(page, 'benefits-ssa1099.pdf').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });

  // /review: the estimate's lines with their amounts and the boxes they come from.
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review & sign' })).toBeVisible();
  const estimate = page.getByRole('region', { name: '2025 federal estimate' });
  await expect(estimate.getByTestId('estimate-result')).toBeVisible();
  const line = (key: string) => estimate.getByRole('row').filter({ has: page.getByText(`Form 1040, line ${key}`, { exact: true }) });
  const amount = (key: string) => line(key).getByRole('cell').first();
  const source = (key: string) => line(key).getByRole('cell').nth(1);

  await expect(amount('4a')).toHaveText(usd('33384.11'));
  await expect(source('4a')).toContainText(`1099-R box 1, IRA/SEP/SIMPLE ticked (${payer})`);
  await expect(amount('4b')).toHaveText(usd('33384.11'));
  await expect(source('4b')).toContainText(`1099-R box 2a (${payer})`);
  // Not an IRA, so lines 5a-5b stay empty and are hidden.
  await expect(line('5a')).toHaveCount(0);
  await expect(amount('6a')).toHaveText(usd('25125.00'));
  await expect(source('6a')).toContainText('SSA-1099 box 5');
  // Social Security Benefits Worksheet (Form 1040 instructions), single:
  //   line 2 half of benefits 12,562.50; line 3 other income 33,384.11 (line 4b); line 7 = 45,946.61;
  //   line 9 = 45,946.61 − 25,000 = 20,946.61; line 10 = 9,000; line 11 = 11,946.61;
  //   line 13 = ½ × 9,000 = 4,500; line 14 = min(12,562.50, 4,500) = 4,500;
  //   line 15 = 85 % × 11,946.61 = 10,154.62; line 16 = 14,654.62; line 17 = 85 % × 25,125 = 21,356.25;
  //   line 18 (taxable, line 6b) = 14,654.62.
  await expect(amount('6b')).toHaveText('$14,654.62');
  await expect(source('6b')).toContainText('Social Security Benefits Worksheet');
  await expect(source('6b')).toContainText('half of benefits $12,562.50 + other income $33,384.11');

  await expectNoSeriousAxeViolations(page, 'review with retirement lines');
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(amount('6b')).toHaveText('$14,654.62');
      await line('4a').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS, `retirement-review-${mode}-${width}.png`), fullPage: true });
      await estimate.screenshot({ path: path.join(SCREENSHOTS, `retirement-estimate-${mode}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await setMode(page, 'light');
  // At 375 px the source sits under the line's name.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(line('6a').getByText(/^Source: SSA-1099 box 5/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The filled Form 1040 from /review carries the same amounts on lines 4a/4b and 6a/6b.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download filled Form 1040 (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('taxdesk-2025-form-1040-draft.pdf');
  const bytes = new Uint8Array(readFileSync(await download.path()));
  await download.saveAs(testInfo.outputPath('form-1040-draft.pdf'));
  const printed = await filled1040Lines(bytes, ['4a', '4b', '5a', '5b', '6a', '6b']);
  expect(printed).toEqual({ '4a': '33,384.11', '4b': '33,384.11', '5a': '', '5b': '', '6a': '25,125.00', '6b': '14,654.62' });
});
