import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { countLayoutShifts, expect, holdTheAppScript, layoutShifts, test, untilTheAppRuns } from './fixtures';

type Term = { id: string; term: string; category: string; relatedTerms: string[] };
type Card = { id: string; category: string; hint: string | null };

async function apiGet<T>(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** The guest session exists once the header offers "Sign up". */
async function waitForGuest(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
}

const termCards = (page: Page) => page.getByRole('region', { name: 'Glossary terms' }).getByRole('article');
const counter = (page: Page, i: number | string, n: number) =>
  page.getByText(`Card ${i} of ${n}`, { exact: true });
const cardFace = (page: Page) =>
  page.getByRole('button', { name: /Click to (reveal answer|see the question)/ });

test('glossary: the first terms come in the HTML, and the app takes them over in place', async ({
  page,
  loginAs,
}) => {
  const terms = await apiGet<(Term & { definition: string })[]>(page, '/api/glossary');
  const first = terms[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  // The HTML alone first: the app's code is held back until its terms have been noted.
  const release = await holdTheAppScript(page);
  await countLayoutShifts(page);
  await page.goto('/glossary', { waitUntil: 'commit' });
  await expect(page).toHaveTitle('Glossary · Homestead Prep');
  const definition = termCards(page).first().getByText(first.definition, { exact: true });
  await expect(definition).toBeVisible();
  await expect(termCards(page).first()).toHaveAccessibleName(first.term);
  await expect(termCards(page)).toHaveCount(24);
  await expect(
    page.getByText(`Showing ${terms.length} of ${terms.length} terms`, { exact: true }),
  ).toBeVisible();
  const before = await definition.boundingBox();
  const sameNode = (mark: boolean) =>
    page.evaluate((mark) => {
      const w = window as unknown as { prerendered?: Element };
      const p = document.querySelector('#main article p');
      if (mark) w.prerendered = p ?? undefined;
      return Boolean(p) && w.prerendered === p;
    }, mark);
  expect(await sameNode(true)).toBe(true);
  release();

  await untilTheAppRuns(page);
  // The guest session the app makes shows in the header: the app has run, over the same nodes.
  await waitForGuest(page);
  expect(await sameNode(false)).toBe(true);
  expect(await definition.boundingBox()).toEqual(before);
  expect(await layoutShifts(page)).toBe(0);
  // The search works on every term, not only the first page.
  const last = terms.at(-1)!;
  await page.getByRole('searchbox', { name: 'Search terms' }).fill(last.term);
  await expect(termCards(page).first()).toHaveAccessibleName(last.term);

  // A signed-in learner gets the same terms, and their own name in the header once the app runs.
  await loginAs({ name: 'Gloria Glossary' });
  await page.goto('/glossary');
  await expect(termCards(page).first()).toHaveAccessibleName(first.term);
  await expect(page.getByRole('button', { name: /Gloria.*account menu/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('glossary: a search typed into the HTML before the app has loaded is kept, and filters once it has', async ({
  page,
}) => {
  const release = await holdTheAppScript(page);
  await page.goto('/glossary', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search terms' });
  await expect(termCards(page)).toHaveCount(24);
  await search.fill('points');
  release();

  await untilTheAppRuns(page);
  await expect(search).toHaveValue('points');
  await expect(termCards(page).first()).toHaveAccessibleName('Discount point');
});

test('glossary: search, category chips, related terms and Show more', async ({ page }) => {
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  const terms = await apiGet<Term[]>(page, '/api/glossary');
  const total = terms.length;
  await expect(page.getByText(`Showing ${total} of ${total} terms`, { exact: true })).toBeVisible();
  // A long list renders a page at a time.
  await expect(termCards(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(termCards(page)).toHaveCount(48);

  const search = page.getByRole('searchbox', { name: 'Search terms' });
  await search.fill('ESCROW');
  const escrowCount = terms.filter((t) => t.term.toLowerCase().includes('escrow')).length;
  await expect(page.getByText(new RegExp(`^Showing \\d+ of ${total} terms$`))).toBeVisible();
  await expect(termCards(page).first()).toHaveAccessibleName('Escrow');
  expect(await termCards(page).count()).toBeGreaterThanOrEqual(escrowCount);
  // Ranked by relevance: the words a learner uses find the book's term first.
  await search.fill('cap rate');
  await expect(termCards(page).first()).toHaveAccessibleName('Capitalization rate');
  await search.fill('points');
  await expect(termCards(page).first()).toHaveAccessibleName('Discount point');

  // A chip narrows to one category; All brings the rest back.
  await search.fill('');
  const law = page.getByRole('button', { name: 'Real Estate Law', exact: true });
  await law.click();
  await expect(law).toHaveAttribute('aria-pressed', 'true');
  const lawCount = terms.filter((t) => t.category === 'law').length;
  await expect(page.getByText(`Showing ${lawCount} of ${total} terms`, { exact: true })).toBeVisible();
  await expect(termCards(page).first().getByText('Real Estate Law', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByText(`Showing ${total} of ${total} terms`, { exact: true })).toBeVisible();

  // Clicking a related term puts it in the search box.
  const withRelated = terms.find((t) => t.category === 'property' && t.relatedTerms.length > 0)!;
  await search.fill(withRelated.term);
  const card = termCards(page).filter({
    has: page.getByRole('heading', { name: withRelated.term, exact: true }),
  });
  await expect(card).toHaveCount(1);
  const related = withRelated.relatedTerms[0]!;
  await card.getByRole('button', { name: related, exact: true }).click();
  await expect(search).toHaveValue(related);
  await expect(search).toBeFocused();

  await search.fill('zzqqxx nothing like this');
  await expect(page.getByText('No terms found')).toBeVisible();
  await expect(page.getByText(`Showing 0 of ${total} terms`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('flashcards: flip, hint, Previous/Next wrap, rate, Shuffle, Reset and a category deck', async ({
  page,
}) => {
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  await waitForGuest(page);
  const all = await apiGet<Card[]>(page, '/api/flashcards');
  const n = all.length;
  await expect(counter(page, 1, n)).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Deck progress')).toHaveAttribute('max', String(n));
  await expect(page.getByText(/^[123] of 3$/)).toBeAttached();
  await expect(page.getByText(/^Difficulty/)).toBeVisible();

  // Click flips; Enter and Space flip too (it is a button).
  const face = cardFace(page);
  await expect(face).toContainText('Question');
  await face.click();
  await expect(face).toContainText('Answer');
  await expect(page.getByRole('button', { name: /^Good/ })).toBeVisible();
  await face.press('Enter');
  await expect(face).toContainText('Question');
  await face.press('Space');
  await expect(face).toContainText('Answer');

  // Moving on shows the next card's question side; Previous from the first wraps to the last.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(page, 2, n)).toBeVisible();
  await expect(face).toContainText('Question');
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(counter(page, n, n)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(page, 1, n)).toBeVisible();

  // Find a card with a hint: the toggle shows it, and moving on hides it again. About one card in
  // twelve has one and the order is new on each visit, so look through the deck rather than a fixed 40.
  for (
    let i = 0;
    i < n && (await page.getByRole('button', { name: 'Show hint', exact: true }).count()) === 0;
    i++
  )
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  const showHint = page.getByRole('button', { name: 'Show hint', exact: true });
  await showHint.click();
  const hideHint = page.getByRole('button', { name: 'Hide hint', exact: true });
  await expect(hideHint).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/^Hint:/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(/^Hint:/)).toBeHidden();

  // Rating a card stores the review on the server and moves on.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(counter(page, 1, n)).toBeVisible();
  await face.click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/flashcards\/[a-z0-9-]+\/review$/.test(r.url()),
  );
  await page.getByRole('button', { name: /^Good/ }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { due: string }).due).toMatch(/^\d{4}-\d\d-\d\dT/);
  await expect(counter(page, 2, n)).toBeVisible();
  await expect(face).toContainText('Question');
  await expect(face).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '1 rated this session' })).toBeVisible();
  await expect(page.getByText(/comes back in/)).toBeVisible();

  await page.getByRole('button', { name: 'Shuffle', exact: true }).click();
  await expect(counter(page, 1, n)).toBeVisible();

  // A category deck holds only that category's cards.
  const law = page.getByRole('button', { name: 'Real Estate Law', exact: true });
  await law.click();
  await expect(law).toHaveAttribute('aria-pressed', 'true');
  const lawCount = all.filter((c) => c.category === 'law').length;
  await expect(counter(page, 1, lawCount)).toBeVisible();
  await expect(page.getByText('Real Estate Law', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Study Tips' })).toBeVisible();
});

test('flashcards come in a new order on each visit', async ({ page }) => {
  await page.goto('/flashcards');
  const face = cardFace(page);
  const firstFronts: string[] = [];
  for (let visit = 0; visit < 3; visit++) {
    if (visit > 0) await page.reload();
    await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
    firstFronts.push((await face.textContent()) ?? '');
  }
  expect(new Set(firstFronts).size).toBeGreaterThan(1);
});

test('math: conversion tables, formulas, and a category and an example that expand', async ({ page }) => {
  await page.goto('/math');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Math' })).toBeVisible();
  for (const caption of ['Area', 'Length', 'Volume', 'Land (rectangular survey)'])
    await expect(page.getByRole('table', { name: caption })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Area' }).getByRole('cell', { name: '43,560 square feet' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Essential Formulas' })).toBeVisible();

  const categories = page.getByRole('region', { name: 'Worked Examples' }).getByRole('heading', { level: 3 });
  await expect(categories).toHaveCount(8);
  const commission = page.getByRole('button', { name: /^Commission\s*\d+ examples$/ });
  await expect(commission).toHaveAttribute('aria-expanded', 'false');
  await commission.click();
  await expect(commission).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await commission.getAttribute('aria-controls')}`);
  const example = panel.getByRole('button').first();
  await expect(example).toHaveAttribute('aria-expanded', 'false');
  await example.click();
  await expect(example).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await example.getAttribute('aria-controls')}`);
  for (const label of ['Problem', 'Solution', 'Formula', 'Explanation'])
    await expect(details.getByRole('term').filter({ hasText: label })).toBeVisible();
  await expect(panel.getByRole('term').filter({ hasText: 'Problem' })).toHaveCount(1);
  await commission.click();
  await expect(panel).toBeHidden();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`reference screens at ${viewport.width} px: no sideways scrolling, no axe violations`, async ({
    page,
  }) => {
    // Three long screens, scanned by axe (the glossary alone lists hundreds of terms).
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const path of ['/glossary', '/flashcards', '/math']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      if (path === '/flashcards') await cardFace(page).click();
      if (path === '/math') {
        const prorations = page.getByRole('button', { name: /^Closing Prorations/ });
        await prorations.click();
        await page
          .locator(`#${await prorations.getAttribute('aria-controls')}`)
          .getByRole('button')
          .first()
          .click();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // The glossary at desktop width is scanned in e2e/appearance.spec.ts (whole page, light and dark).
      if (path === '/glossary' && viewport.width === 1280) continue;
      const axe = await new AxeBuilder({ page }).include('#main').analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`),
        `${path} accessibility`,
      ).toEqual([]);
    }
  });
}
