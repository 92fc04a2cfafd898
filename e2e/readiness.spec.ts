import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpVerified, uniqueEmail } from './support/accounts';
import { JANE, SCREENSHOTS, expectNoSeriousAxeViolations, fillProfile, setMode, type ProfileInput } from './support/intake';

const CORPUS = path.resolve(import.meta.dirname, '..', '..', 'shared', 'corpus');

/** The corpus W-2 is made out to Anastasia Hodges, SSN 554-03-0876: this profile's SSN does not match it. */
const MISMATCHED: ProfileInput = { ...JANE, firstName: 'Anastasia', lastName: 'Hodges', dateOfBirth: '1990-05-17' };

async function api(page: Page, method: 'POST' | 'PUT' | 'GET', url: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(url, { method, headers: { origin }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

interface ReadinessView {
  stage: string;
  headline: { title: string; text: string };
}

async function readiness(page: Page): Promise<ReadinessView> {
  return ((await (await api(page, 'GET', '/api/dashboard?year=2025')).json()) as { readiness: ReadinessView }).readiness;
}

/** The same status, word for word, on /intake, in the bell and on /review. */
async function expectSameStatusEverywhere(page: Page, title: string, shot: string) {
  await page.goto('/intake');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  await expect(main.getByText(title, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, `readiness-${shot}-intake-1280.png`), fullPage: true });

  await page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByTestId('bell-status').getByText(title, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, `readiness-${shot}-bell-1280.png`) });
  await page.keyboard.press('Escape');

  await page.goto('/review');
  await expect(page.getByTestId('review-readiness').getByText(title, { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, `readiness-${shot}-review-1280.png`), fullPage: true });
}

test('a deliberate SSN mismatch: the same not-ready state on /intake, in the prompt, the bell and /review; the same ready state once fixed', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page, uniqueEmail('mismatch'));
  await api(page, 'POST', '/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  const origin = new URL(page.url()).origin;
  const uploaded = await page.request.post('/api/documents/upload?documentType=w2&taxYear=2025', {
    headers: { origin, 'content-type': 'application/octet-stream', 'x-file-name': 'google-2020-w2.pdf' },
    data: readFileSync(path.join(CORPUS, 'google-2020-w2.pdf')),
  });
  expect(uploaded.status()).toBe(201);
  await expect
    .poll(async () => ((await (await api(page, 'GET', '/api/documents?year=2025')).json()) as { documents: Array<{ upload_status: string }> }).documents.every((d) => d.upload_status !== 'processing'), { timeout: 90_000 })
    .toBe(true);
  // The user confirms the values read (a document is verified only by its owner's confirmation), so
  // the one open problem is the SSN.
  const { documents: docs } = (await (await api(page, 'GET', '/api/documents?year=2025')).json()) as { documents: Array<{ id: string }> };
  for (const d of docs) expect((await api(page, 'POST', `/api/documents/${d.id}/confirm`, {})).status()).toBe(200);

  // Enrollment: the profile is entered through the form, with an SSN that is not the W-2's.
  await page.goto('/intake');
  const enrollment = page.getByRole('dialog', { name: 'Enroll for Tax Year 2025' });
  await enrollment.getByRole('button', { name: 'Start Enrollment' }).click();
  await expect(page.getByRole('dialog', { name: /upload/i }).last()).toBeVisible();
  await page.keyboard.press('Escape');
  const form = page.getByRole('dialog', { name: 'Review Your Profile' });
  await expect(form.getByRole('heading', { name: 'Personal Information' })).toBeVisible({ timeout: 20_000 });
  await fillProfile(page, form, MISMATCHED);
  await form.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Enrollment Complete' })).toBeHidden({ timeout: 10_000 });

  const notReady = await readiness(page);
  expect(notReady.stage).toBe('blocked');
  expect(notReady.headline.title).toMatch(/^Not ready for review: \d+ problems? to fix$/);
  expect(notReady.headline.text).toMatch(/SSN/);

  // The prompt: 'Great Progress!' keeps the spec's percent and says what still blocks the review.
  const great = page.getByRole('dialog', { name: 'Great Progress!' });
  await expect(great).toBeVisible();
  await expect(great.getByTestId('great-progress-blocked').getByText(notReady.headline.title, { exact: true })).toBeVisible();
  await expect(great.getByRole('link', { name: 'Fix it on the Review page' })).toHaveAttribute('href', '/review#checks');
  await expectNoSeriousAxeViolations(page, 'great progress, blocked');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'readiness-blocked-prompt-1280.png') });
  await great.getByRole('button', { name: "I'll Do This Later" }).click();

  // The timeline does not call the return ready for review, and says why.
  await expect(page.getByTestId('step-review')).not.toContainText('Done');
  await expect(page.getByTestId('step-review-note')).toContainText('to fix before review');
  await expectSameStatusEverywhere(page, notReady.headline.title, 'blocked');

  // Fix the SSN: every screen now says the same ready state.
  await api(page, 'PUT', '/api/profile', {
    first_name: 'Anastasia', middle_name: '', last_name: 'Hodges', suffix: '', date_of_birth: '1990-05-17', ssn: '554-03-0876',
    occupation: 'developer', email: 'anastasia@example.test', phone: '(512) 555-0123', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701',
    filing_status: 'single', dependents: [],
  });
  const ready = await readiness(page);
  expect(ready.stage).toBe('sign');
  expect(ready.headline.title).toBe('Ready for review and sign-off');
  await expectSameStatusEverywhere(page, ready.headline.title, 'ready');
  await page.goto('/intake');
  await expect(page.getByTestId('step-review')).toContainText('Done');
});

const SIGNED_IN_ROUTES = ['/welcome', '/intake', '/documents', '/consultation', '/review', '/profile'];

test('the signed-in shell is on every signed-in page; logout takes two clicks at 1280 px and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('shell');
  await signUpVerified(page, email);
  await api(page, 'POST', '/api/disclaimer', { acceptTerms: true, acceptLiability: true });

  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(route);
    // A new user's /intake opens the enrollment dialog first (a modal hides the page behind it).
    if (route === '/intake') await page.getByRole('dialog', { name: 'Enroll for Tax Year 2025' }).getByRole('button', { name: "I'll Do This Later" }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'TaxDesk' }), route).toHaveAttribute('href', '/intake');
    await expect(header.getByTestId('shell-tax-year'), route).toHaveText('Tax year 2025');
    await expect(header.getByRole('button', { name: /^Notifications, \d+ unread$/ }), route).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open chat' }), route).toBeVisible();
    await expect(header.getByRole('button', { name: /^Colour theme/ }), route).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account menu' }), route).toBeVisible();
  }

  // The account menu: Profile, Security and two-factor sign-in, Log out; axe clean with it open.
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/review');
      await setMode(page, mode);
      await expect(page.getByTestId('review-readiness')).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Security and two-factor sign-in' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `account menu ${mode} ${width}`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `shell-account-menu-${mode}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  }
  await setMode(page, 'light');

  // Security lands on the two-factor card.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Security and two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/profile#security$/);
  await expect(page.getByRole('region', { name: 'Security and two-factor sign-in' })).toBeVisible();

  // Log out in two clicks, at both widths.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documents');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/(welcome|intake)$/);
  }
});
