import type { Page } from '@playwright/test';
import { countLayoutShifts, expect, holdTheAppScript, layoutShifts, signInAsAdmin, test } from './fixtures';

const testimonials = (page: Page) => page.getByRole('region', { name: 'What learners say' });
const dots = (page: Page) =>
  testimonials(page).getByRole('navigation', { name: 'Choose a testimonial' }).getByRole('button');

/** Three learners (new accounts) each send feedback through the API, from their own browser. */
async function sendFeedback(
  page: Page,
  loginAs: (o: { name: string }) => Promise<unknown>,
  quotes: string[],
) {
  for (const [i, quote] of quotes.entries()) {
    await page.context().clearCookies();
    await loginAs({ name: ['Rosa Diaz', 'Sam Lee', 'Tom Park'][i]! });
    const res = await page.request.post('/api/feedback', {
      data: { rating: 5, feedback: quote },
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.context().clearCookies();
}

async function setDisplay(page: Page, quote: string, action: 'Approve' | 'Withdraw') {
  const item = page.getByRole('list', { name: 'Feedback, newest first' }).getByRole('listitem').filter({
    hasText: quote,
  });
  await item.getByRole('button', { name: new RegExp(`^${action} feedback`) }).click();
  await expect(
    item.getByRole('button', {
      name: new RegExp(`^${action === 'Approve' ? 'Withdraw' : 'Approve'} feedback`),
    }),
  ).toBeVisible();
}

test('an admin approves three feedback items, the landing page rotates them with dots; with two it hides them', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const quotes = [
    `The family stories made agency click for me (${stamp}).`,
    `Quick Hits on the bus every morning got me through (${stamp}).`,
    `The proration drills saved me on exam day (${stamp}).`,
  ];
  await sendFeedback(page, loginAs, quotes);

  // Nothing approved yet: the landing page shows no testimonials at all.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Meet Aunt Rita, your guide` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(testimonials(page)).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Feedback' }).click();
  for (const quote of quotes) {
    await expect(admin.getByText(quote)).toBeVisible();
    await setDisplay(admin, quote, 'Approve');
  }
  await expect(admin.getByText(/3 approved for display/)).toBeVisible();

  // Five seconds per testimonial, on a clock the test moves.
  await page.clock.install();
  await page.goto('/');
  await expect(testimonials(page)).toBeVisible();
  await expect(dots(page)).toHaveCount(3);
  await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
  // Newest approval first, with the first name only.
  await expect(testimonials(page).getByText(quotes[2]!)).toBeVisible();
  await expect(testimonials(page).getByText('— Tom')).toBeVisible();
  await expect(testimonials(page).getByText(/Park|@/)).toHaveCount(0);
  await page.clock.runFor(5_100);
  await expect(testimonials(page).getByText(quotes[1]!)).toBeVisible();
  await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');

  // A dot chooses one; while the pointer rests on it, it stays.
  await dots(page).nth(2).click();
  await expect(testimonials(page).getByText(quotes[0]!)).toBeVisible();
  await expect(testimonials(page).getByText('— Rosa')).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(testimonials(page).getByText(quotes[0]!)).toBeVisible();
  // Pointer and focus gone: it moves on again.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(5_100);
  await expect(testimonials(page).getByText(quotes[2]!)).toBeVisible();

  // A reader who asked for less motion: no rotation on its own.
  await page.clock.resume();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(dots(page)).toHaveCount(3);
  await page.clock.runFor(12_000);
  await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(testimonials(page).getByText(quotes[2]!)).toBeVisible();

  // Withdraw one: two left, and the landing page hides the block entirely.
  await setDisplay(admin, quotes[1]!, 'Withdraw');
  await expect(admin.getByText(/2 approved for display/)).toBeVisible();
  await adminContext.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Meet Aunt Rita, your guide` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(testimonials(page)).toHaveCount(0);
});

test("the stats count up to the app's real figures; with reduced motion they show the final figures at once", async ({
  page,
}) => {
  const config = await (await page.request.get('/api/config')).json();
  const expected = [
    config.counts.questions,
    config.counts.glossaryTerms,
    config.counts.stories,
    config.counts.states,
  ]
    .filter((n: number) => n > 0)
    .map((n: number) => n.toLocaleString('en-US'));
  expect(expected.length).toBe(4);
  const stats = page.getByRole('region', { name: 'What is inside' });
  const shown = () => stats.getByTestId('stat-shown').allTextContents();

  // The page's clock stands still but for the frames the test lets pass, so the count has not begun
  // when the figures first show, however slow the machine.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01'));
  await page.goto('/');
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return stats.isVisible();
    })
    .toBe(true);
  expect(await shown()).toEqual(['0', '0', '0', '0']);
  await page.clock.runFor(3_000);
  await expect.poll(shown).toEqual(expected);
  // Screen readers get the final figures from the start.
  await expect(stats.getByText(expected[0]!, { exact: true }).first()).toBeAttached();

  await page.clock.resume();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(stats).toBeVisible();
  expect(await shown()).toEqual(expected);
});

test('the biography says plainly that Aunt Rita is a fictional guide', async ({ page }) => {
  await page.goto('/');
  const bio = page.getByRole('region', { name: 'Meet Aunt Rita, your guide' });
  await expect(bio.getByText(/a character we created .* not a real person/)).toBeVisible();
  await expect(bio.getByText(/She holds no license/)).toBeVisible();
  await bio.getByRole('link', { name: 'corrections page' }).click();
  await expect(page).toHaveURL(/\/corrections$/);
});

test.describe('the landing screen is in the HTML (decision 18)', () => {
  const hero = /Study for the real-estate salesperson licensing exam with Aunt Rita/;

  test('with JavaScript off, the landing page shows its heading, the hero text and both actions', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Homestead Prep' })).toBeVisible();
    await expect(page.getByText(hero)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start studying free' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await expect(page.getByRole('heading', { name: 'Premium, two ways' })).toBeVisible();
    await expect(page).toHaveTitle('Exam prep for your real estate license · Homestead Prep');
    await context.close();
  });

  test('GET / carries the landing screen, GET /dashboard the dashboard’s first render, GET /glossary its terms; other screens get the shell', async ({
    request,
  }) => {
    for (const path of ['/', '/landing']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<h1[^>]*>Homestead Prep<\/h1>/);
      expect(html, path).toMatch(hero);
    }
    const dashboard = await (await request.get('/dashboard')).text();
    expect(dashboard).toContain('<div id="root" data-prerendered="/dashboard">');
    expect(dashboard).toContain('Welcome to Homestead Prep');
    expect(dashboard).toMatch(/<title>Dashboard · Homestead Prep<\/title>/);
    expect(dashboard).not.toMatch(hero);
    // The glossary's first page is rendered by the server with its terms (decision 23).
    const glossary = await (await request.get('/glossary')).text();
    expect(glossary).toContain('<div id="root" data-prerendered="/glossary" data-prerendered-data>');
    expect(glossary).toMatch(/<title>Glossary · Homestead Prep<\/title>/);
    expect(glossary).not.toMatch(hero);
    const shell = await (await request.get('/flashcards')).text();
    expect(shell).toContain('<div id="root">');
    expect(shell).not.toMatch(/<h1/);
    expect(shell).not.toMatch(hero);
  });

  test('the app takes over the page’s own nodes: the same heading, nothing moves, and the buttons work', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Hold the app's code back until the HTML's own heading has been noted.
    const release = await holdTheAppScript(page);
    await countLayoutShifts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Homestead Prep' });
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
    });
    release();

    // The app has run once the counts show (they come from it): it kept the HTML's heading, in place.
    await expect(page.getByRole('region', { name: 'What is inside' })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(await heading.boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    // And the start button is live: it opens the tour.
    await page.getByRole('button', { name: 'Start studying free' }).click();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Welcome to Homestead Prep');
  });

  test('“Start studying free” pressed before the app has loaded opens the tour once it has, once', async ({
    page,
  }) => {
    const release = await holdTheAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const start = page.getByRole('button', { name: 'Start studying free' });
    await start.click();
    // Nothing can open it yet: the page is the HTML alone.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const tour = page.getByRole('dialog');
    await expect(tour).toHaveAccessibleName('Welcome to Homestead Prep');
    await expect(tour.getByText('1 of 5')).toBeVisible();
    // Closed, it stays closed: the early click is replayed once, not on every render.
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
