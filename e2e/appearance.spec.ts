import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, holdTheAppScript, test } from './fixtures';

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const rootFontPx = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openAppearance(page: Page) {
  await page.getByRole('button', { name: 'Appearance: theme and text size' }).click();
  return page.getByRole('dialog', { name: 'Appearance' });
}

/** A quiz question answered, with its feedback and explanation on screen. */
async function answerOneQuestion(page: Page) {
  await page.goto('/quiz?mode=quick');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Correct!|Not quite|Incorrect/).first()).toBeVisible();
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * One axe scan of the whole page with all its rules: no violation at all inside #main; outside it, no
 * violation of a WCAG 2.1 A/AA rule whatever its impact and no serious or critical one of any rule.
 * The landing page, the dashboard and the glossary are scanned here only, not again in
 * e2e/foundation.spec.ts (serious, whole page) nor, for the glossary, at 1280 px in
 * e2e/reference.spec.ts (anything in #main).
 */
async function expectNoAxeViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const failing: string[] = [];
  for (const v of results.violations) {
    const anywhere =
      v.tags.some((t) => WCAG_AA.includes(t)) || v.impact === 'serious' || v.impact === 'critical';
    const targets = v.nodes.map((n) => n.target.join(' '));
    const counted = anywhere
      ? targets
      : await page.evaluate(
          (selectors) => selectors.filter((s) => document.querySelector(s)?.closest('#main')),
          targets,
        );
    if (counted.length) failing.push(`${v.id} (${v.impact}): ${counted.join(', ')}`);
  }
  expect(failing, `${what} accessibility`).toEqual([]);
}

test('the theme follows the device before the app has even loaded', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Hold the app's code back: what shows meanwhile is what the first paint shows.
  const release = await holdTheAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => theme(page)).toBe('dark');
  // The app has not run: what shows is the landing screen from the HTML (decision 18), already dark.
  await expect(page.getByRole('heading', { level: 1, name: 'Homestead Prep' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What is inside' })).toHaveCount(0);
  expect(await bodyBackground(page)).not.toBe('rgb(255, 253, 247)');
  release();
  // The app ran (the counts come from it) and kept the theme.
  await expect(page.getByRole('region', { name: 'What is inside' })).toBeVisible();
  expect(await theme(page)).toBe('dark');

  // A device that switches to light takes the page with it while the choice is "System".
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => theme(page)).toBe('light');
});

test('theme and text size are chosen from the header and remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  let dialog = await openAppearance(page);
  await expect(dialog.getByRole('radio', { name: 'System' })).toBeChecked();
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await theme(page)).toBe('dark');
  await dialog.getByText('Larger', { exact: true }).click();
  expect(await rootFontPx(page)).toBe(20);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Appearance: theme and text size' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await theme(page)).toBe('dark');
  expect(await rootFontPx(page)).toBe(20);
  // Pinned to dark, the device's light preference does not change it.
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await theme(page)).toBe('dark');

  dialog = await openAppearance(page);
  await dialog.getByText('Light', { exact: true }).click();
  await dialog.getByText('Standard', { exact: true }).click();
  expect(await theme(page)).toBe('light');
  expect(await rootFontPx(page)).toBe(16);
  await dialog.getByText('System', { exact: true }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => theme(page)).toBe('dark');
  await expect(dialog.getByText('Following your device: dark right now.')).toBeVisible();
});

test('the appearance button is in reach on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const dialog = await openAppearance(page);
  await dialog.getByText('Large', { exact: true }).click();
  expect(await rootFontPx(page)).toBe(18);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`AA contrast and no axe violations in ${scheme}: landing, dashboard, a quiz question, glossary`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await theme(page)).toBe(scheme);
    await expectNoAxeViolations(page, 'landing');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Guided learning track' })).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard');
    await answerOneQuestion(page);
    await expectNoAxeViolations(page, 'quiz feedback');
    await page.goto('/glossary');
    await expect(page.getByRole('heading', { name: /Glossary/ })).toBeVisible();
    await expectNoAxeViolations(page, 'glossary');
  });
}

test('with the largest text nothing scrolls sideways at 360 px: dashboard and a quiz question', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await page.evaluate(() => localStorage.setItem('homestead.textSize', 'larger'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Guided learning track' })).toBeVisible();
  expect(await rootFontPx(page)).toBe(20);
  // The sideways overflow, and what sticks out (so a failure names the culprit).
  const overflow = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const over = document.documentElement.scrollWidth - width;
      if (over === 0) return 0;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
      return `${over}px: ${culprits.join(' | ')}`;
    });
  await page.waitForLoadState('networkidle');
  expect(await overflow(), 'dashboard scrolls sideways').toBe(0);
  await page.goto('/quiz?mode=quick');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  expect(await overflow(), 'quiz question scrolls sideways').toBe(0);
  await answerOneQuestion(page);
  expect(await overflow(), 'quiz feedback scrolls sideways').toBe(0);
});
