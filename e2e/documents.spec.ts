import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

// The public sample documents CI has beside the project (../shared/corpus).
const FIXTURES = path.resolve(import.meta.dirname, '..', '..', 'shared', 'corpus');
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const W2 = path.join(FIXTURES, 'google-2020-w2.pdf');
const PHOTO_1099 = path.join(FIXTURES, 'azure-f1099-scanned.jpg');
const INT_1099 = path.join(FIXTURES, 'google-2020-1099-int.pdf');
/** Where the test server keeps uploaded files (DATA_DIR in playwright.config.ts, local storage). */
const OBJECTS = path.resolve(import.meta.dirname, '..', 'test-results', 'e2e-data', 'objects');
/** Analysis of a scanned photo runs OCR in the background job: allow it time. */
const ANALYSIS_TIMEOUT = 120_000;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Signs up, verifies, accepts the disclaimer through the UI and opens the documents page. */
async function newClientOnDocumentsPage(page: Page, prefix: string) {
  await signUpVerified(page, uniqueEmail(prefix));
  await page.goto('/disclaimer');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(page).toHaveURL(/\/intake$/);
  // The page keeps one live-update stream open while it is shown.
  const events = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Document Management' })).toBeVisible();
  await events;
}

/** Uploads the files through the dialog with the given type and waits for the success toast. */
async function uploadThroughDialog(page: Page, files: string[], typeLabel: string) {
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByLabel('Document Type').selectOption({ label: typeLabel });
  await dialog.getByLabel('Choose files').setInputFiles(files);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // The dialog waits a while for the analysis, then closes 2 s after the last file is done.
  await expect(dialog).toBeHidden({ timeout: ANALYSIS_TIMEOUT });
  await expect(page.getByText(`${files.length} document(s) uploaded! Analysis in progress...`).last()).toBeVisible();
}

/** The most recently stored upload (tests run one at a time, so it is the one just uploaded). */
function newestStoredObject(extension: string): string {
  const files = readdirSync(OBJECTS, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(OBJECTS, name))
    .filter((file) => file.endsWith(extension))
    .map((file) => ({ file, stat: statSync(file) }))
    .filter(({ stat }) => stat.isFile());
  const newest = files.sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs)[0];
  if (!newest) throw new Error(`no stored ${extension} file under ${OBJECTS}`);
  return newest.file;
}

function row(page: Page, fileName: string): Locator {
  return page.getByTestId('document-row').filter({ hasText: fileName }).first();
}

async function setMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((dark) => localStorage.setItem('taxdesk.dark', String(dark)), mode === 'dark');
}

test('upload a W-2 and a 1099 photo, review the extracted values, copy, confirm, edit and delete', async ({ page }) => {
  test.setTimeout(300_000);
  await newClientOnDocumentsPage(page, 'documents');
  await expect(page.getByText('No documents uploaded yet')).toBeVisible();

  // Validation: no file, then no type.
  await page.getByRole('button', { name: 'Upload Your First Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await expect(dialog.getByLabel('Tax Year')).toHaveValue('2025');
  await expect(dialog.getByLabel('Tax Year').locator('option')).toHaveText(['2025', '2024', '2023', '2022', '2021', '2020']);
  await expect(dialog.getByLabel('Document Type').locator('option:not([value=""])')).toHaveText([
    'W-2 Wage and Tax Statement',
    '1099-nec',
    '1099-misc',
    '1099-div',
    '1099-int',
    '1098 Mortgage Interest',
    'Prior Year 1040',
    // Issue 22's types (ADR 110), between the spec's forms and its Photo ID / Other.
    '1099-R Retirement Distributions',
    'SSA-1099 Social Security Benefits',
    '1099-G Government Payments',
    '1099-B Broker Transactions',
    '1098-T Tuition Statement',
    '1098-E Student Loan Interest',
    'Photo ID',
    'Other Documents',
  ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Please select at least one file')).toBeVisible();

  // Drag and drop adds files too; a pending file can be removed.
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4'], 'dropped.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await dialog.getByTestId('upload-dropzone').dispatchEvent('drop', { dataTransfer });
  const dropped = dialog.getByTestId('upload-item').filter({ hasText: 'dropped.pdf' });
  await expect(dropped.getByTestId('upload-item-status')).toHaveText('Pending');
  await dropped.getByRole('button', { name: 'Remove dropped.pdf' }).click();
  await expect(dropped).toHaveCount(0);

  // A file the picker does not accept is refused on its line; a pending file can be removed.
  await dialog.getByLabel('Choose files').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a tax form') },
    { name: 'google-2020-w2.pdf', mimeType: 'application/pdf', buffer: readFileSync(W2) },
  ]);
  const refused = dialog.getByTestId('upload-item').filter({ hasText: 'notes.txt' });
  await expect(refused.getByText('Failed')).toBeVisible();
  await expect(refused.getByText('Only PDF, JPG, JPEG and PNG files can be uploaded')).toHaveCSS('color', /rgb/);
  await expect(refused.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  const pending = dialog.getByTestId('upload-item').filter({ hasText: 'google-2020-w2.pdf' });
  await expect(pending.getByText('Pending')).toBeVisible();
  await expect(pending.getByText('0.63 MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Please select a document type')).toBeVisible();

  await dialog.getByLabel('Document Type').selectOption({ label: 'W-2 Wage and Tax Statement' });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(pending.getByText(/Uploading\.\.\.|Analyzing\.\.\.|Complete/)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: ANALYSIS_TIMEOUT });
  await expect(page.getByText('1 document(s) uploaded! Analysis in progress...')).toBeVisible();

  await uploadThroughDialog(page, [PHOTO_1099], '1099-misc');

  // Both reach the check mark (live updates or polling).
  await expect(row(page, 'google-2020-w2.pdf').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(row(page, 'azure-f1099-scanned.jpg').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(page.getByText('2 files')).toBeVisible();

  // A text file renamed .pdf passes the picker but the server refuses it: red message on the item.
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await dialog.getByLabel('Document Type').selectOption({ label: 'Other Documents' });
  await dialog.getByLabel('Choose files').setInputFiles([
    { name: 'renamed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF\n') },
    { name: 'w2-again.pdf', mimeType: 'application/pdf', buffer: readFileSync(W2) },
  ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const fake = dialog.getByTestId('upload-item').filter({ hasText: 'renamed.pdf' });
  await expect(fake.getByTestId('upload-item-status')).toHaveText('Failed');
  const fakeError = fake.getByRole('alert');
  await expect(fakeError).toBeVisible();
  expect(await fakeError.evaluate((el) => getComputedStyle(el).color)).not.toBe(await fake.evaluate((el) => getComputedStyle(el).color));
  await expect(fake.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // The same bytes again: the server names the earlier upload.
  const again = dialog.getByTestId('upload-item').filter({ hasText: 'w2-again.pdf' });
  await expect(again.getByTestId('upload-item-status')).toHaveText('Failed');
  await expect(again.getByRole('alert')).toContainText('google-2020-w2.pdf');
  // Failed uploads keep the dialog open so their messages stay readable.
  await expect(dialog.getByText('Some files were not uploaded.', { exact: false })).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'renamed.pdf')).toHaveCount(0);

  // Folders: Tax Returns holds both forms, each folder with its count.
  await page.getByRole('tab', { name: 'Tax Returns' }).click();
  await expect(page.getByTestId('document-folder')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Deductions' }).click();
  await expect(page.getByText('No documents in Deductions for 2025 yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Uploaded Files' }).click();

  // Detail of the W-2: the PDF in a frame, the values, copy for ProConnect, confirm.
  await row(page, 'google-2020-w2.pdf').getByRole('button', { name: 'Open google-2020-w2.pdf' }).click();
  const detail = page.getByRole('dialog', { name: 'google-2020-w2.pdf', exact: true });
  await expect(detail.locator('iframe')).toHaveAttribute('src', /\/api\/documents\/.+\/file$/);
  await expect(detail.getByRole('heading', { name: 'Extracted Data' })).toBeVisible();
  await expect(detail.getByTestId('ai-summary')).toBeVisible();
  const fields = detail.getByTestId('extracted-fields');
  await expect(fields.getByRole('row', { name: /Wages, tips, other compensation/ })).toContainText('$23,677.70');
  await expectNoSeriousAxeViolations(page, 'detail dialog');

  await detail.getByRole('button', { name: 'Copy for ProConnect' }).click();
  await expect(page.getByText('Extracted data copied to clipboard')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('23,677.70');
  await expect(detail.getByRole('button', { name: 'Copy for ProConnect' })).toBeVisible({ timeout: 4_000 });

  // Passing the checks is not verification: the pane asks the user to confirm (security.md §16).
  await expect(detail.getByText(/^Checks passed, please confirm\./)).toBeVisible();
  await expect(detail.getByText('Verified', { exact: true })).toHaveCount(0);
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-detail-checked-${mode}-${width}.png`) });
    }
  }
  await setMode(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Correct one value inline, then confirm: the document becomes verified.
  await detail.getByRole('button', { name: 'Edit values' }).click();
  const control = detail.getByLabel('Box d: Control number');
  if (await control.count()) await control.fill('A1B2');
  await detail.getByRole('button', { name: 'Confirm values' }).click();
  await expect(detail.getByText('Verified', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'documents-detail-w2-light-1280.png') });

  await page.setViewportSize({ width: 1280, height: 900 });
  await detail.getByRole('button', { name: 'View Full' }).click();
  const full = page.getByRole('dialog', { name: 'Full view: google-2020-w2.pdf' });
  await expect(full.locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Edit the 1099 through the row menu with the keyboard: move it to 2024.
  const menuButton = row(page, 'azure-f1099-scanned.jpg').getByRole('button', { name: 'More actions for azure-f1099-scanned.jpg' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  await expect(edit.getByLabel('Document Type')).toHaveValue('1099-misc');
  await expect(edit.getByLabel('Document Type').locator('option').last()).toHaveText('Other');
  await expectNoSeriousAxeViolations(page, 'edit dialog');
  await edit.getByLabel('Tax Year').selectOption('2024');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Document updated successfully')).toBeVisible();
  await expect(row(page, 'azure-f1099-scanned.jpg')).toHaveCount(0);
  await page.getByRole('tab', { name: '2024' }).click();
  await expect(row(page, 'azure-f1099-scanned.jpg')).toBeVisible();

  // Delete it.
  await row(page, 'azure-f1099-scanned.jpg').hover();
  await row(page, 'azure-f1099-scanned.jpg').getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete Document' });
  await expect(confirmDelete.getByText('Are you sure you want to delete this document? This action cannot be undone.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'delete dialog');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
  await expect(row(page, 'azure-f1099-scanned.jpg')).toHaveCount(0);
  await expect(page.getByText('No documents uploaded yet')).toBeVisible();
});

test('documents screens: axe with dialogs open and screenshots at 1280 and 375 px, light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await newClientOnDocumentsPage(page, 'documents-screens');
  await uploadThroughDialog(page, [W2], 'W-2 Wage and Tax Statement');
  await uploadThroughDialog(page, [PHOTO_1099], '1099-misc');
  await expect(row(page, 'google-2020-w2.pdf').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(row(page, 'azure-f1099-scanned.jpg').getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });

  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    for (const width of [1280, 375] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // Loaded once per mode, then narrowed as a window is (ADR 154).
      if (width === 1280) await page.goto('/documents');
      await expect(row(page, 'google-2020-w2.pdf')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      if (width === 1280) await expectNoSeriousAxeViolations(page, `documents page ${mode}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-${mode}-${width}.png`), fullPage: true });

      await page.getByRole('tab', { name: 'Tax Returns' }).click();
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-folders-${mode}-${width}.png`), fullPage: true });
      await page.getByRole('tab', { name: 'Uploaded Files' }).click();

      // Upload dialog with a refused and a pending item.
      await page.getByRole('button', { name: 'Upload Documents' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Documents' });
      await upload.getByLabel('Choose files').setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
        { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: readFileSync(W2) },
      ]);
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(upload.getByText('Please select a document type')).toBeVisible();
      if (width === 1280) await expectNoSeriousAxeViolations(page, `upload dialog ${mode}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-upload-${mode}-${width}.png`) });
      await upload.getByRole('button', { name: 'Cancel' }).click();

      // Detail dialog of the photo (an image, not a frame).
      await row(page, 'azure-f1099-scanned.jpg').getByRole('button', { name: /^Open / }).click();
      const detail = page.getByRole('dialog', { name: 'azure-f1099-scanned.jpg', exact: true });
      await expect(detail.getByRole('img', { name: /Original document/ })).toBeVisible();
      if (width === 375) {
        const open = detail.getByRole('link', { name: /^Open/ });
        await expect(open).toHaveAttribute('target', '_blank');
        await expect(detail.getByRole('button', { name: 'View Full' })).toHaveCount(0);
      } else {
        await expect(detail.getByRole('button', { name: 'View Full' })).toBeVisible();
      }
      if (width === 1280) await expectNoSeriousAxeViolations(page, `detail dialog ${mode}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-detail-${mode}-${width}.png`) });
      await page.keyboard.press('Escape');

      // Edit and delete dialogs.
      await row(page, 'google-2020-w2.pdf').getByRole('button', { name: /More actions/ }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Document' })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-edit-${mode}-${width}.png`) });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await row(page, 'google-2020-w2.pdf').getByRole('button', { name: /More actions/ }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete Document' })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-delete-${mode}-${width}.png`) });
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
  }
});

test('a failed analysis says why, and Retry reads the document again', async ({ page }) => {
  test.setTimeout(180_000);
  await newClientOnDocumentsPage(page, 'retry');
  await uploadThroughDialog(page, [INT_1099], 'W-2 Wage and Tax Statement');
  const doc = row(page, 'google-2020-1099-int.pdf');
  await expect(doc.getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(doc.getByRole('button', { name: /^Retry/ })).toHaveCount(0);

  // The stored file is out of reach (a storage outage) when the user corrects the type: the new
  // analysis fails, and the row and the detail say so.
  const stored = newestStoredObject('.pdf');
  renameSync(stored, `${stored}.away`);
  await doc.getByRole('button', { name: 'More actions for google-2020-1099-int.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  await edit.getByLabel('Document Type').selectOption('1099-int');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Document updated successfully')).toBeVisible();
  await expect(doc.getByText('Failed', { exact: true })).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await doc.getByRole('button', { name: 'Open google-2020-1099-int.pdf' }).click();
  const detail = page.getByRole('dialog', { name: 'google-2020-1099-int.pdf', exact: true });
  await expect(detail.getByRole('alert')).toContainText('The stored file is missing. Please upload it again.');
  await expect(detail.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The file is back: Retry in the row queues the analysis again and the document completes.
  renameSync(`${stored}.away`, stored);
  await doc.getByRole('button', { name: 'Retry analysis of google-2020-1099-int.pdf' }).click();
  await expect(page.getByText('Analysis restarted')).toBeVisible();
  await expect(doc.getByTestId('status-check')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(doc.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await doc.getByRole('button', { name: 'Open google-2020-1099-int.pdf' }).click();
  await expect(detail.getByTestId('ai-summary')).toBeVisible();
  await expect(detail.getByTestId('extracted-fields').getByRole('row', { name: /Interest income/ })).toContainText('$374.28');
});
