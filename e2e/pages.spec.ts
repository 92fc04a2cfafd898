import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signUpVerified, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const MODES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;

const PUBLIC_PAGES = [
  { name: 'landing', path: '/', heading: 'Tax Season, Simplified' },
  { name: 'signup', path: '/auth/signup', heading: 'Create your account' },
  { name: 'login', path: '/auth/login', heading: 'Sign in' },
  { name: 'verify-email', path: '/auth/verify-email', heading: 'Check your email' },
  { name: 'verify-email-error', path: '/auth/verify-email?error=TOKEN_EXPIRED', heading: 'This verification link has expired' },
  { name: 'forgot-password', path: '/auth/forgot-password', heading: 'Reset your password' },
  { name: 'reset-password', path: '/auth/reset-password?token=example', heading: 'Choose a new password' },
  { name: 'not-found', path: '/no-such-page', heading: 'Oops! Page not found' },
];

const SIGNED_IN_PAGES = [
  { name: 'welcome', path: '/welcome', heading: 'Welcome to Tax Season' },
  { name: 'disclaimer', path: '/disclaimer', heading: 'Important Information' },
  // The enrollment dialog opens by itself for a profile that is not complete; close it first.
  { name: 'intake', path: '/intake', heading: 'Your dashboard', dismiss: "I'll Do This Later" },
  { name: 'profile', path: '/profile', heading: 'My Profile' },
];

/**
 * Opens `path` in the given mode, checks one h1, runs axe (1280 px) and saves screenshots at both widths. The page is
 * loaded once, at 1280 px, and then narrowed to 375 px as a person narrows a window: the layout follows the width
 * (CSS media queries and the shell's matchMedia listener), and a second load would only cost time (ADR 154).
 */
async function audit(page: Page, { name, path: url, heading, dismiss }: { name: string; path: string; heading: string; dismiss?: string }, mode: 'light' | 'dark') {
  await page.evaluate((dark) => localStorage.setItem('taxdesk.dark', String(dark)), mode === 'dark');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (width === WIDTHS[0]) {
      await page.goto(url);
      if (dismiss) await page.getByRole('button', { name: dismiss }).click();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark).*$/);
    await page.waitForLoadState('networkidle');
    if (width === 1280) {
      await expectNoSeriousAxeViolations(page, `${name} ${mode}`);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${mode}-${width}.png`), fullPage: true });
  }
}

test('public pages: one h1, no serious axe violations, screenshots (light and dark, 1280 and 375 px)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/auth/login');
  for (const mode of MODES) {
    for (const entry of PUBLIC_PAGES) await audit(page, entry, mode);
  }
});

test('signed-in pages: one h1, no serious axe violations, screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('pages'));
  for (const mode of MODES) {
    for (const entry of SIGNED_IN_PAGES) await audit(page, entry, mode);
  }
});

test('404 page logs the missing path and links home', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/definitely/missing');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  expect(messages.some((m) => m.includes('/definitely/missing'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('landing links: sign-up, sign-in and external resources', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/');
  for (const name of [/IRS\.gov/, /State Tax Agencies/]) {
    const link = page.getByRole('contentinfo').getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText('Privacy Policy')).toBeVisible();
});

test('theme and dark mode persist across reloads', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('taxdesk.dark', 'false'));
  await page.reload();
  await page.getByRole('button', { name: /Colour theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Eagles' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'eagles');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'eagles');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => [localStorage.getItem('taxdesk.theme'), localStorage.getItem('taxdesk.dark')])).toEqual(['eagles', 'true']);
  // Polled: right after a reload the attribute can be set before the stylesheet has applied.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).toBe('#5fbfc6');

  // Keyboard: the menu opens with Enter and a theme is chosen with the arrow keys.
  await page.getByRole('button', { name: /Colour theme/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});
