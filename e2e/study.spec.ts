import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatWait, secondsToCountRead } from '../src/shared/lib/reading-time';
import { becomePremium, expect, test } from './fixtures';

type StorySummary = {
  id: string;
  title: string;
  teaser: string;
  locked: boolean;
  read: boolean;
  readTime: number;
};
type StoryList = { stories: StorySummary[]; tips: StorySummary[] };
type Track = { steps: { id: string; completed: boolean }[] };

async function storyList(page: Page, section: string) {
  const res = await page.request.get(`/api/stories?section=${section}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoryList;
}

async function trackStep(page: Page, id: string) {
  const res = await page.request.get('/api/track');
  if (!res.ok()) return null;
  const track = (await res.json()) as Track;
  return track.steps.find((s) => s.id === id)?.completed ?? null;
}

/** A paragraph of a story file's text with no state placeholders: it reads the same for everyone. */
function plainParagraph(section: string, id: string) {
  const file = readFileSync(new URL(`../content/stories/${section}/${id}.md`, import.meta.url), 'utf8');
  const body = file.split(/^---$/m).slice(2).join('---');
  const line = body
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 80 && !l.includes('{{') && !l.startsWith('**') && !l.includes('"'));
  if (!line) throw new Error(`no plain paragraph in ${id}`);
  return line.slice(0, 60);
}

/** The guest session exists once the header offers "Sign up". */
async function waitForGuest(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
}

test('a property story counts as read after its end and enough time for its length; all of them complete the step', async ({
  page,
}) => {
  // The page's clock is ours to move: a story needs minutes on the page, not the test's.
  await page.clock.install();
  await page.goto('/study/property-principles');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Property Principles & Ownership' }),
  ).toBeVisible();
  await expect(page.getByText('45 min', { exact: true })).toBeVisible();
  await expect(page.getByText('Fundamental', { exact: true })).toBeVisible();
  await waitForGuest(page);
  const { stories, tips } = await storyList(page, 'property-principles');
  const first = stories[0]!;
  const needed = secondsToCountRead(first.readTime);
  const story = page.getByRole('article', { name: first.title });
  await expect(story).toBeVisible();
  await expect(story.getByText(plainParagraph('property-principles', first.id))).toBeVisible();
  await expect(story.getByText('Read', { exact: true })).toHaveCount(0);
  await expect(
    story.getByText(
      `This story counts as read when you reach its end after about ${formatWait(needed)} of reading.`,
    ),
  ).toBeVisible();
  expect(await trackStep(page, 'property-basics')).toBe(false);

  // Straight to the end: not read yet, the page says how long it takes.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/stories/${first.id}/read`)) posted += 1;
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Stories' }).scrollIntoViewIfNeeded();
  await expect(
    story.getByText(/^Almost there: this story counts as read once it has been open/),
  ).toBeVisible();
  expect(posted).toBe(0);

  // After the time it takes, it counts.
  const readRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/stories/${first.id}/read`),
  );
  await page.clock.fastForward(needed * 1000);
  const sent = (await readRequest).postDataJSON() as { secondsOnPage: number };
  expect(sent.secondsOnPage).toBeGreaterThanOrEqual(needed);
  await expect(story.getByText('Read', { exact: true })).toBeVisible();
  const after = await storyList(page, 'property-principles');
  expect(after.stories.find((s) => s.id === first.id)?.read).toBe(true);
  // One story of several is not the step.
  expect(stories.length).toBeGreaterThan(1);
  expect(await trackStep(page, 'property-basics')).toBe(false);

  // The rest of the section's stories, each after its own time: the step completes.
  for (const other of stories.slice(1)) {
    const res = await page.request.post(`/api/stories/${other.id}/read`, {
      data: { secondsOnPage: secondsToCountRead(other.readTime) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status(), other.id).toBe(200);
  }
  await expect.poll(() => trackStep(page, 'property-basics')).toBe(true);

  // The tips panel lists the section's tips; one opens to its full text.
  const tipsPanel = page.getByRole('region', { name: "Aunt Rita's Study Tips" });
  await expect(tipsPanel.getByRole('button')).toHaveCount(tips.length);
  const tip = tipsPanel.getByRole('button', { name: tips[0]!.title });
  await tip.click();
  await expect(tip).toHaveAttribute('aria-expanded', 'true');
  await expect(tipsPanel.getByText(plainParagraph('property-principles', tips[0]!.id))).toBeVisible();
});

test('property stories page with Next, Previous and the title picker', async ({ page }) => {
  await page.goto('/study/property-principles');
  const { stories } = await storyList(page, 'property-principles');
  const n = stories.length;
  expect(n).toBe(8);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  const picker = page.getByLabel('Choose a story');

  await expect(page.getByText(`1 of ${n}`, { exact: true })).toBeVisible();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText(`2 of ${n}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: stories[1]!.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: stories[1]!.title })).toBeFocused();
  await expect(picker).toHaveValue(stories[1]!.id);
  await previous.click();
  await expect(page.getByText(`1 of ${n}`, { exact: true })).toBeVisible();

  await picker.selectOption(stories[n - 1]!.id);
  await expect(page.getByText(`${n} of ${n}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: stories[n - 1]!.title })).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(page.getByText(`${n - 1} of ${n}`, { exact: true })).toBeVisible();

  // The open story is kept in the address, so a reload comes back to it.
  await page.reload();
  await expect(page.getByText(`${n - 1} of ${n}`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('stories are told with the selected state', async ({ page }) => {
  await page.goto('/study/property-principles');
  const note = page.getByText(/Aunt Rita will tell these stories with your state/);
  await expect(note).toBeVisible();
  const { stories } = await storyList(page, 'property-principles');
  const story = page.getByRole('article', { name: stories[0]!.title });
  await expect(story.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(story).not.toContainText('Texas');
  const personalised = page.waitForRequest((r) =>
    r.url().includes(`/api/stories/${stories[0]!.id}?stateCode=TX`),
  );
  await page.getByLabel('Your state').selectOption({ label: 'Texas' });
  await personalised;
  await expect(story).toContainText('Texas');
  await expect(note).toHaveCount(0);
});

test('the contracts page shows its stories and tips', async ({ page }) => {
  await page.goto('/study/contracts-agency');
  const { stories, tips } = await storyList(page, 'contracts-agency');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts & Agency' })).toBeVisible();
  await expect(page.getByText('50 min', { exact: true })).toBeVisible();
  await expect(page.getByText('Advanced', { exact: true })).toBeVisible();
  await expect(page.getByText(`1 of ${stories.length}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: stories[0]!.title })).toBeVisible();
  const tipsPanel = page.getByRole('region', { name: "Aunt Rita's Study Tips" });
  await expect(tipsPanel.getByRole('button')).toHaveCount(tips.length);
});

test('a free learner meets the gate on /study/financing-economics and never gets the text', async ({
  page,
}) => {
  await page.goto('/study/financing-economics');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Advanced Financing & Economics Study Materials' }),
  ).toBeVisible();
  const { stories } = await storyList(page, 'financing-economics');
  expect(stories.every((s) => s.locked)).toBe(true);
  await expect(page.getByRole('heading', { level: 3, name: stories[0]!.title })).toBeVisible();
  await expect(page.getByText(stories[0]!.teaser)).toBeVisible();
  await expect(page.getByText(plainParagraph('financing-economics', stories[0]!.id))).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Unlock Financing & Economics' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await page.goto('/study/real-estate-law');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Advanced Real Estate Law & Ethics Study Materials' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unlock Real Estate Law & Ethics' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
});

test('the study overview: story, three practice questions, flashcards and premium teasers', async ({
  page,
}) => {
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Materials' })).toBeVisible();
  const sections = page.getByRole('group', { name: 'Choose a section' });
  await expect(sections.getByRole('button')).toHaveCount(4);
  await expect(sections.getByRole('button', { name: /Property Principles/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Family Story' })).toHaveAttribute('aria-selected', 'true');
  const storyPanel = page.getByRole('tabpanel', { name: 'Family Story' });
  await expect(storyPanel.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(storyPanel.getByText(/\d+ min read/)).toBeVisible();
  await expect(storyPanel.getByRole('heading', { level: 4 }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Practice Questions' }).click();
  const questions = page.getByRole('tabpanel', { name: 'Practice Questions' });
  await expect(questions.getByText('Correct answer')).toHaveCount(3);
  await expect(questions.getByText('Practice questions coming soon for this section!')).toHaveCount(0);
  await expect(questions.getByRole('link', { name: 'Practice More Questions' })).toHaveAttribute(
    'href',
    '/quiz',
  );

  await page.getByRole('tab', { name: 'Flashcards' }).click();
  const cards = page.getByRole('tabpanel', { name: 'Flashcards' }).getByRole('button');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Click to reveal answer');
  await cards.first().click();
  await expect(cards.first()).toContainText('Click to see the question');
  await expect(cards.nth(1)).toContainText('Click to reveal answer');

  await sections.getByRole('button', { name: /Contracts & Agency/ }).click();
  await expect(page.getByRole('tab', { name: 'Family Story' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Contracts & Agency' })).toBeVisible();

  await sections.getByRole('button', { name: /Financing & Economics/ }).click();
  await expect(page.getByRole('tab')).toHaveCount(0);
  for (const item of [
    'Advanced loan comparison',
    'Rate impact analysis',
    'Down payment strategy',
    'Closing cost negotiation',
    'Investment property financing',
    'Credit improvement',
  ])
    await expect(page.getByText(item, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');

  await sections.getByRole('button', { name: /Real Estate Law & Ethics/ }).click();
  for (const item of [
    'Fair housing applications',
    'Ethics dilemmas',
    'State-specific regulations',
    'Case studies',
  ])
    await expect(page.getByText(item, { exact: true })).toBeVisible();
});

test('family scenarios: categories expand, a scenario opens below, premium ones ask for an upgrade', async ({
  page,
}) => {
  await page.goto('/scenarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Scenarios' })).toBeVisible();
  const { stories } = await storyList(page, 'contracts-agency');
  const property = page.getByRole('button', { name: /Property Principles & Ownership/ });
  const contracts = page.getByRole('button', { name: /Contracts & Agency/ });
  await expect(property).toHaveAttribute('aria-expanded', 'true');
  await contracts.click();
  await expect(contracts).toHaveAttribute('aria-expanded', 'true');
  await expect(property).toHaveAttribute('aria-expanded', 'false');
  const list = page.locator('#scenarios-contracts-agency');
  await expect(list.getByRole('button')).toHaveCount(stories.length);
  await expect(list.getByRole('button', { name: stories[0]!.title })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: stories[0]!.title })).toBeVisible();

  await list.getByRole('button', { name: stories[1]!.title }).click();
  await expect(page.getByRole('article', { name: stories[1]!.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: stories[1]!.title })).toBeFocused();

  const financing = page.getByRole('button', { name: /Financing & Economics/ });
  await financing.click();
  await expect(financing).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Premium required.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const path of [
  '/study',
  '/study/property-principles',
  '/study/contracts-agency',
  '/study/financing-economics',
  '/study/real-estate-law',
  '/scenarios',
]) {
  test(`${path} fits a 360 px phone without sideways scrolling and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#main').getByRole('status')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).include('#main').analyze();
    expect(axe.violations, `${path} accessibility`).toEqual([]);
  });
}

test('a premium learner reads a financing scenario', async ({ page }) => {
  await becomePremium(page);
  await page.goto('/study/financing-economics');
  await expect(page.getByRole('heading', { level: 1, name: 'Financing & Economics' })).toBeVisible();
  await expect(
    page.getByText('Premium Study Materials - Real Estate Investment & Market Analysis'),
  ).toBeVisible();
  for (const badge of ['Investment Analysis', 'Market Economics', 'Financial Math'])
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  const { stories } = await storyList(page, 'financing-economics');
  expect(stories.every((s) => !s.locked)).toBe(true);
  const n = stories.length;
  await expect(page.getByText(`1 of ${n}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // With no state chosen the stories still read, with a gentle note to choose one.
  await expect(page.getByText(/Aunt Rita will tell these stories with your state/)).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Scenarios' });
  await expect(sidebar.getByRole('button')).toHaveCount(n);
  await sidebar.getByRole('button', { name: stories[1]!.title }).click();
  await expect(page.getByText(`2 of ${n}`, { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: stories[1]!.title })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const story = page.getByRole('article', { name: stories[1]!.title });
  await expect(story.getByText(plainParagraph('financing-economics', stories[1]!.id))).toBeVisible();

  // Skipping to the end is not reading it (the time it takes is the property story's test).
  await page.getByRole('navigation', { name: 'Stories' }).scrollIntoViewIfNeeded();
  await expect(
    story.getByText(/^Almost there: this story counts as read once it has been open/),
  ).toBeVisible();
  await expect(story.getByText('Read', { exact: true })).toHaveCount(0);
  expect(await trackStep(page, 'finance-study')).toBe(false);

  await sidebar.getByRole('button', { name: stories[n - 1]!.title }).click();
  await expect(page.getByText(`${n} of ${n}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Back to Study Materials' })).toHaveAttribute('href', '/study');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test("a learner who picks Texas finds the Texas supplement on /study: Aunt Rita's story and the state at a glance", async ({
  page,
}) => {
  await page.goto('/study');
  await page.getByLabel('Your state').selectOption({ label: 'Texas' });
  await page.getByRole('link', { name: /Texas state supplement/ }).click();
  await expect(page).toHaveURL(/\/study\/state$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Texas at a glance' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Ten rules to know' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Practise Texas law' })).toHaveAttribute(
    'href',
    '/quiz?mode=weak_areas&topic=state-law',
  );
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  expect(axe.violations, 'state supplement accessibility').toEqual([]);
});
