import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawSsa1099, fillOfficialForm } from '../bench/extract/generate';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { ANALYSIS_TIMEOUT, documentRow, uploadThroughDialog } from './support/documents';
import { acceptDisclaimer, expectNoSeriousAxeViolations, SCREENSHOTS, setMode } from './support/intake';


test('upload a 1099-R and an SSA-1099: their types, folders under Tax Returns and plain-English summaries', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  // A filled official 1099-R (Copy B) and an SSA-1099 drawn from its definition (bench/extract/generate.ts).
  const r = await fillOfficialForm('1099-r', 1000);
  const ssa = await drawSsa1099(11);
  const rFile = testInfo.outputPath('retirement-1099r.pdf');
  const ssaFile = testInfo.outputPath('benefits-ssa1099.pdf');
  writeFileSync(rFile, r.bytes);
  writeFileSync(ssaFile, ssa.bytes);

  await signUpVerified(page, uniqueEmail('newtypes'));
  await acceptDisclaimer(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Document Management' })).toBeVisible();

  // The upload dialog offers the new types by their labels.
  await uploadThroughDialog(page, rFile, '1099-R Retirement Distributions');
  await uploadThroughDialog(page, ssaFile, 'SSA-1099 Social Security Benefits');
  await expect(documentRow(page, 'retirement-1099r.pdf').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(documentRow(page, 'benefits-ssa1099.pdf').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(documentRow(page, 'retirement-1099r.pdf')).toContainText('1099-R Retirement Distributions');
  await expect(documentRow(page, 'benefits-ssa1099.pdf')).toContainText('SSA-1099 Social Security Benefits');

  // Folders: both are statements of income, under Tax Returns, each in its own folder.
  await page.getByRole('tab', { name: 'Tax Returns' }).click();
  const folders = page.getByTestId('document-folder');
  await expect(folders).toHaveCount(2);
  await expect(folders.nth(0)).toContainText('1099-R Retirement Distributions');
  await expect(folders.nth(1)).toContainText('SSA-1099 Social Security Benefits');
  await expectNoSeriousAxeViolations(page, 'Tax Returns folders');
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    await page.getByRole('tab', { name: 'Tax Returns' }).click();
    await expect(page.getByTestId('document-folder')).toHaveCount(2);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `new-types-folders-${mode}-${width}.png`), fullPage: true });
    }
  }
  await setMode(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Uploaded Files' }).click();

  // The summaries come from the read fields.
  await documentRow(page, 'retirement-1099r.pdf').getByRole('button', { name: 'Open retirement-1099r.pdf' }).click();
  let detail = page.getByRole('dialog', { name: 'retirement-1099r.pdf', exact: true });
  await expect(detail.getByTestId('ai-summary')).toContainText(`Form 1099-R for 2025 from ${String(r.fields.payer_name)}: gross distribution`);
  await expect(detail.getByTestId('ai-summary')).toContainText(`Distribution code ${String(r.fields.box7_distribution_codes)}`);
  await expect(detail.getByTestId('extracted-fields').getByRole('row', { name: /Gross distribution/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await documentRow(page, 'benefits-ssa1099.pdf').getByRole('button', { name: 'Open benefits-ssa1099.pdf' }).click();
  detail = page.getByRole('dialog', { name: 'benefits-ssa1099.pdf', exact: true });
  await expect(detail.getByTestId('ai-summary')).toContainText(`Social security benefit statement (Form SSA-1099) for 2025 for ${String(ssa.fields.beneficiary_name)}`);
  await expect(detail.getByTestId('extracted-fields').getByRole('row', { name: /Net benefits/ })).toBeVisible();
});
