import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { SCREENSHOTS, expectNoSeriousAxeViolations, setMode } from './support/intake';

async function api(page: Page, method: 'POST' | 'PUT', url: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(url, { method, headers: { origin }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
}

/** Vertical distance in px between the bottom of one element and the top of another. */
async function gapBetween(page: Page, above: ReturnType<Page['locator']>, below: ReturnType<Page['locator']>): Promise<number> {
  const a = await above.boundingBox();
  const b = await below.boundingBox();
  if (!a || !b) throw new Error('element not laid out');
  return b.y - (a.y + a.height);
}

test('the chat input and the contact cards at 375 px and 1280 px, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('layout'));
  await api(page, 'POST', '/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  await api(page, 'PUT', '/api/profile', {
    first_name: 'Jane', middle_name: '', last_name: 'Doe', suffix: '', date_of_birth: '1985-04-12', ssn: '123-45-6789',
    occupation: 'developer', email: 'jane@example.test', phone: '(512) 555-0123', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701',
    filing_status: 'single', dependents: [],
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // Loaded once per mode, then narrowed as a window is (ADR 154).
      if (width === 1280) {
        await page.goto('/intake');
        await setMode(page, mode);
      }
      const consultant = page.getByRole('main').getByRole('heading', { name: 'Tax Consultant' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
      await expect(consultant).toBeVisible();
      // No empty band between the contact's details and its buttons.
      const gap = await gapBetween(page, consultant.getByText('consultant@taxdesk.example'), consultant.getByRole('link', { name: 'SMS Tax Consultant' }));
      expect(gap, `gap above the contact buttons (${mode}, ${width} px)`).toBeLessThan(32);
      await page.screenshot({ path: path.join(SCREENSHOTS, `layout-contacts-${mode}-${width}.png`) });

      await page.getByRole('banner').getByRole('button', { name: 'Open chat' }).click();
      const drawer = page.getByRole('dialog', { name: 'Chat with Tax Consultant' });
      const input = drawer.getByPlaceholder('Type your message...');
      await expect(input).toBeVisible();
      // The input takes most of the row; the send button stays a button.
      const row = await drawer.locator('form').boundingBox();
      const box = await input.boundingBox();
      expect(box!.width / row!.width, `chat input share of its row (${mode}, ${width} px)`).toBeGreaterThan(0.7);
      expect(box!.height, `chat input height (${mode}, ${width} px)`).toBeGreaterThanOrEqual(44);
      await expectNoSeriousAxeViolations(page, `chat drawer ${mode} ${width}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `layout-chat-${mode}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  }
});
