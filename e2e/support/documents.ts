import { expect, type Locator, type Page } from '@playwright/test';

/** Analysis runs in the background job: allow it time on a busy machine. */
export const ANALYSIS_TIMEOUT = 120_000;

/** The document browser's row for one uploaded file. */
export function documentRow(page: Page, fileName: string): Locator {
  return page.getByTestId('document-row').filter({ hasText: fileName }).first();
}

/** Uploads one file through the Upload Documents dialog with the given type, and waits for the dialog to close. */
export async function uploadThroughDialog(page: Page, file: string, typeLabel: string): Promise<void> {
  await page.getByRole('button', { name: /Upload (Documents|Your First Document)/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByLabel('Document Type').selectOption({ label: typeLabel });
  await dialog.getByLabel('Choose files').setInputFiles([file]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: ANALYSIS_TIMEOUT });
}
