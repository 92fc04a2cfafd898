import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { settleAnimations } from './support/axe';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/**
 * The document browser over a long list: the API answers keyset pages (GET /api/documents?limit=
 * &cursor=). The pages here are served by the browser's request interception (a user with 130
 * documents needs no 130 analyses); everything else talks to the real server.
 */
function fakeDocuments(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    document_type: i % 2 ? 'w2' : '1099-int',
    file_name: `statement-${String(n - i).padStart(3, '0')}.pdf`,
    file_size: 20_000,
    mime_type: 'application/pdf',
    upload_status: 'completed',
    uploaded_at: new Date(Date.UTC(2026, 0, 20) - Math.floor(i / 40) * 86_400_000 - i * 60_000).toISOString(),
    tax_year: 2025,
    analysis_error: null,
    is_pdf: true,
    file_url: `/api/documents/00000000-0000-4000-8000-${String(i).padStart(12, '0')}/file`,
    extracted_data: null,
    proconnect_text: null,
  }));
}

async function servePages(page: Page, all: ReturnType<typeof fakeDocuments>) {
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/documents',
    async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const slice = url.searchParams.get('year') === '2025' ? all.slice(start, start + limit) : [];
      const next = url.searchParams.get('year') === '2025' && start + limit < all.length ? String(start + limit) : null;
      await route.fulfill({ json: { documents: slice, nextCursor: next } });
    },
  );
  return asked;
}

async function openDocuments(page: Page) {
  await signUpVerified(page, uniqueEmail('paging'));
  await page.goto('/disclaimer');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(page).toHaveURL(/\/intake$/);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Document Management' })).toBeVisible();
}

test('the document browser loads 50 documents, then the next pages on "Load more documents"', async ({ page }) => {
  const asked = await servePages(page, fakeDocuments(130));
  await openDocuments(page);
  const rows = page.getByRole('list', { name: 'Uploads by date' }).locator('ul > li');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('documents-shown').first()).toHaveText('Showing the newest 50 documents');
  expect(asked.some((q) => q.includes('limit=50') && !q.includes('cursor='))).toBe(true);

  const more = page.getByRole('button', { name: 'Load more documents' }).first();
  await more.click();
  await expect(rows).toHaveCount(100);
  expect(asked.some((q) => q.includes('cursor=50'))).toBe(true);
  await more.click();
  await expect(rows).toHaveCount(130);
  await expect(page.getByTestId('documents-shown').first()).toHaveText('Showing all 130 documents');
  await expect(page.getByRole('button', { name: 'Load more documents' })).toHaveCount(0);

  // The folders show what is loaded; the live region and the button are reachable by keyboard.
  await page.getByRole('tab', { name: 'Tax Returns' }).click();
  await expect(page.getByTestId('document-folder').first()).toBeVisible();
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test('a short list shows no paging controls', async ({ page }) => {
  await servePages(page, fakeDocuments(3));
  await openDocuments(page);
  await expect(page.getByRole('list', { name: 'Uploads by date' }).locator('ul > li')).toHaveCount(3);
  await expect(page.getByTestId('documents-shown')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load more documents' })).toHaveCount(0);
});

test('screenshots of the paged browser at 1280 and 375 px, light and dark', async ({ page }) => {
  await servePages(page, fakeDocuments(130));
  await openDocuments(page);
  for (const [width, height] of [[1280, 900], [375, 812]] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate((dark) => localStorage.setItem('taxdesk.dark', String(dark)), scheme === 'dark');
      await page.goto('/documents');
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      const button = page.getByRole('button', { name: 'Load more documents' }).first();
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOTS, `documents-paging-${scheme}-${width}.png`) });
    }
  }
});
