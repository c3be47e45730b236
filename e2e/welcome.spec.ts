import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The guided track's first step, read by the page itself through our API (no mocking). */
async function welcomeStepDone(page: Page) {
  return page.evaluate(async () => {
    // Until the guest session exists /api/track would answer 401 (a console error): wait for it.
    const session = await (await fetch('/api/auth/get-session')).json();
    if (!session) return null;
    const res = await fetch('/api/track');
    if (!res.ok) return null;
    const track = (await res.json()) as { steps: { id: string; completed: boolean }[] };
    return track.steps.find((s) => s.id === 'welcome')?.completed ?? null;
  });
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('welcome guide', () => {
  test('walking the guide to Complete Welcome completes the first track step and collapses it', async ({
    page,
  }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Guide' })).toBeVisible();
    // The guest session starts on first use; before completing, the step is still open.
    await expect.poll(() => welcomeStepDone(page)).toBe(false);

    const guide = page.getByRole('region', { name: 'Your welcome guide' });
    const steps = guide.getByRole('navigation', { name: 'Welcome guide steps' });
    const dots = guide.getByRole('list', { name: 'Welcome guide progress' }).getByRole('listitem');
    await expect(dots).toHaveCount(7);
    await expect(steps.getByText('1 of 7')).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'step');

    const titles = [
      'Welcome to Homestead Prep',
      'Universal content first',
      'Study materials: family stories',
      'The quiz system',
      'Your learning toolkit',
      'What this app is, and is not',
      'Get started',
    ];
    for (const [i, title] of titles.entries()) {
      await expect(guide.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(steps.getByText(`${i + 1} of 7`)).toBeVisible();
      await expect(dots.nth(i)).toHaveAttribute('aria-current', 'step');
      if (i > 0) await expect(dots.nth(i - 1)).toContainText(': done');
      if (i < 6) await steps.getByRole('button', { name: 'Next' }).click();
    }
    // Honest Free/Premium labels on the quiz modes.
    await steps.getByRole('button', { name: 'Previous' }).click();
    await steps.getByRole('button', { name: 'Previous' }).click();
    await steps.getByRole('button', { name: 'Previous' }).click();
    await expect(guide.getByRole('heading', { level: 3, name: 'The quiz system' })).toBeFocused();
    const mode = (name: string) => guide.getByRole('listitem').filter({ hasText: name });
    await expect(mode('Quick Hits')).toContainText('Free');
    for (const name of ['Smart Review', 'Challenge Mode', 'Exam Simulator'])
      await expect(mode(name)).toContainText('Premium');
    for (let i = 0; i < 3; i++) await steps.getByRole('button', { name: 'Next' }).click();

    await expect(steps.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await steps.getByRole('button', { name: 'Complete Welcome' }).click();
    await expect(guide.getByRole('heading', { name: 'You have completed the welcome guide' })).toBeFocused();
    await expect(guide.getByRole('button', { name: 'Show guide' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => localStorage.getItem('welcomeCollapsed'))).toBe('true');
    await expect.poll(() => welcomeStepDone(page)).toBe(true);

    // The collapsed state is kept: after a reload the guide stays collapsed, and expands on request.
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Your welcome guide' });
    await expect(reloaded.getByText('Completed', { exact: true })).toBeVisible();
    await reloaded.getByRole('button', { name: 'Show guide' }).click();
    await expect(reloaded.getByText('1 of 7')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('welcomeCollapsed'))).toBe('false');
  });
});

test.describe('onboarding tour', () => {
  test('the landing start button opens a five-step tour whose Start lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start studying free' }).click();
    const tour = page.getByRole('dialog');
    await expect(tour).toHaveAccessibleName('Welcome to Homestead Prep');
    await expect(tour.getByText('1 of 5')).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const titles = [
      'Welcome to Homestead Prep',
      'Two ways to learn',
      'Study materials and quiz system',
      'Important information',
      'Get started',
    ];
    for (const [i, title] of titles.entries()) {
      await expect(tour).toHaveAccessibleName(title);
      await expect(tour.getByText(`${i + 1} of 5`)).toBeVisible();
      if (i === 1) {
        await expect(tour.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
          'href',
          '/subscribe',
        );
        await tour.getByRole('button', { name: 'Previous' }).click();
        await expect(tour.getByText('1 of 5')).toBeVisible();
        await tour.getByRole('button', { name: 'Next' }).click();
      }
      if (i < 4) await tour.getByRole('button', { name: 'Next' }).click();
    }
    await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await tour.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => welcomeStepDone(page)).toBe(true);
  });

  test('closing the tour goes to the dashboard; opening it again starts at step 1', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Start studying free' });
    await start.click();
    const tour = page.getByRole('dialog');
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByText('3 of 5')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goBack();
    await start.click();
    await expect(tour).toHaveAccessibleName('Welcome to Homestead Prep');
    await expect(tour.getByText('1 of 5')).toBeVisible();
    await tour.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the tour passes axe', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Start studying free' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('disclaimers', () => {
  test('with Texas chosen it names the Texas regulator, links its website and gives its hours', async ({
    page,
  }) => {
    await page.goto('/disclaimers');
    await page.getByLabel('Your state').selectOption({ label: 'Texas' });
    await expect(page.getByRole('heading', { level: 1, name: 'State Disclaimers' })).toBeVisible();
    await expect(page.getByText('the Texas salesperson exam').first()).toBeVisible();
    await expect(page.getByText('the Texas Real Estate Commission (TREC)').first()).toBeVisible();
    const site = page.getByRole('link', { name: /www\.trec\.texas\.gov/ });
    await expect(site.first()).toHaveAttribute('href', 'https://www.trec.texas.gov/');
    await expect(
      page.getByText(/pre-licensing course Texas requires \(180 hours by our data\)/),
    ).toBeVisible();
    await expect(page.getByText('State figures come from our data.')).toBeVisible();
    await expect(page.getByText('60-90')).toHaveCount(0);
    for (const name of [
      'Where our information comes from',
      'Limits of accuracy',
      'Do',
      "Don't",
      'Official resources',
    ])
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
  });

  test("with no state it uses general wording and the default '60-90' hours", async ({ page }) => {
    await page.goto('/disclaimers');
    await expect(page.getByRole('heading', { level: 1, name: 'State Disclaimers' })).toBeVisible();
    await expect(page.getByText(/often 60-90 hours/)).toBeVisible();
    await expect(page.getByText("your state's real-estate regulator").first()).toBeVisible();
    await expect(page.getByText(/Choose your state with the selector/)).toBeVisible();
    await expect(page.getByRole('link', { name: /trec/i })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
  });
});

test('the welcome guide passes axe', async ({ page }) => {
  await page.goto('/welcome');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('1 of 7')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test.describe('phone 390px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('every welcome guide step fits without scrolling sideways', async ({ page }) => {
    await page.goto('/welcome');
    const steps = page.getByRole('navigation', { name: 'Welcome guide steps' });
    for (let i = 1; i <= 7; i++) {
      await expect(steps.getByText(`${i} of 7`)).toBeVisible();
      expect(await overflow(page), `step ${i}`).toBeLessThanOrEqual(0);
      if (i < 7) await steps.getByRole('button', { name: 'Next' }).click();
    }
    await expect(steps.getByRole('button', { name: 'Complete Welcome' })).toBeInViewport();
  });

  test('every tour step fits the screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start studying free' }).click();
    const tour = page.getByRole('dialog');
    for (let i = 1; i <= 5; i++) {
      await expect(tour.getByText(`${i} of 5`)).toBeVisible();
      expect(await overflow(page), `step ${i}`).toBeLessThanOrEqual(0);
      const box = await tour.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      if (i < 5) await tour.getByRole('button', { name: 'Next' }).click();
    }
  });

  test('the disclaimers fit without scrolling sideways', async ({ page }) => {
    await page.goto('/disclaimers');
    await page.getByLabel('Your state').selectOption({ label: 'Texas' });
    await expect(page.getByText('the Texas salesperson exam').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the dashboard welcome panel collapses, stays collapsed after a reload, and expands again', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Welcome to Homestead Prep' });
  const toggle = panel.getByRole('button', { name: /welcome panel/ });
  await expect(panel.getByRole('link', { name: 'Open the welcome guide' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(panel.getByRole('link', { name: 'Open the welcome guide' })).toBeHidden();
  await expect(toggle).toHaveAccessibleName('Show welcome panel');

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('link', { name: 'Open the welcome guide' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('welcomeCollapsed'))).toBe('true');

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Hide welcome panel');
  await panel.getByRole('link', { name: 'Open the welcome guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Guide' })).toBeVisible();
  // The same remembered state: the guide opens expanded too.
  await expect(page.getByRole('button', { name: 'Hide guide' })).toBeVisible();
});
