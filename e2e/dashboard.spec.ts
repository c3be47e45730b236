import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const trackPanel = (page: Page) => page.getByRole('region', { name: 'Guided learning track' });
const streakPanel = (page: Page) => page.getByRole('region', { name: 'Study streak' });
const readinessPanel = (page: Page) => page.getByRole('region', { name: 'Exam readiness' });
const achievementsPanel = (page: Page) => page.getByRole('region', { name: 'Recent achievements' });

/** Plays one Quick Hits round through the API from the page, every answer right, and finishes it. */
async function completeQuickHitsRound(page: Page) {
  return page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const res = await fetch('/api/quiz/questions?type=quick');
    if (!res.ok) throw new Error(`questions: ${res.status} ${await res.text()}`);
    const round = (await res.json()) as {
      sessionId: string;
      questions: { id: string; correctAnswer: string }[];
    };
    for (const q of round.questions) {
      const answer = await fetch('/api/quiz/answer', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          answerId: crypto.randomUUID(),
          sessionId: round.sessionId,
          questionId: q.id,
          selectedAnswer: q.correctAnswer,
          confidenceLevel: 'confident',
          timeSpent: 4,
        }),
      });
      if (!answer.ok) throw new Error(`answer: ${answer.status} ${await answer.text()}`);
    }
    const done = await fetch(`/api/quiz/sessions/${round.sessionId}/complete`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    if (!done.ok) throw new Error(`complete: ${done.status} ${await done.text()}`);
    return round.questions.length;
  });
}

test("a new visitor's dashboard shows the empty track, the streak, readiness for the default state and tools", async ({
  page,
}) => {
  await page.goto('/dashboard');

  const track = trackPanel(page);
  await expect(track.getByText('0 of 10 steps complete')).toBeVisible();
  const bar = track.getByRole('progressbar', { name: 'Guided track progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '10');
  await expect(track.getByRole('listitem')).toHaveCount(10);
  await expect(track.getByRole('heading', { level: 3 }).first()).toContainText('Welcome and getting started');
  await expect(track.getByRole('link', { name: 'Start Welcome and getting started' })).toHaveAttribute(
    'href',
    '/getting-started',
  );
  await expect(track.getByRole('link', { name: 'Start Property quick quiz' })).toHaveAttribute(
    'href',
    '/quiz?mode=quick',
  );
  // A free learner sees Upgrade on premium steps instead of Start.
  await expect(track.getByRole('link', { name: 'Upgrade Financing and economics' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(track.getByRole('link', { name: /^Upgrade/ })).toHaveCount(5);
  await expect(track.getByRole('link', { name: /^Revisit/ })).toHaveCount(0);
  await expect(track.getByText('Optional')).toHaveCount(2);
  await expect(track.getByRole('link', { name: 'Take Final Practice Exam' })).toHaveCount(0);

  const readiness = readinessPanel(page);
  await expect(readiness.getByText('No state chosen yet, so this shows California.')).toBeVisible();
  await expect(readiness.getByText(/^\d{1,3}% \(\d{1,3}-\d{1,3}%\)$/)).toBeVisible();
  await expect(readiness.getByText('70%', { exact: true })).toBeVisible();
  await expect(readiness.getByText('Keep going.')).toBeVisible();
  await expect(readiness.getByText(/firms up as you answer more/)).toBeVisible();

  const streak = streakPanel(page);
  await expect(streak.getByText('0 days').first()).toBeVisible();
  await expect(streak.getByRole('listitem')).toHaveCount(7);
  await expect(streak.getByText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \(today\), not active$/)).toHaveCount(1);

  await expect(achievementsPanel(page).getByText('No achievements yet.')).toBeVisible();

  const tools = page.getByRole('region', { name: 'Quick Tools' });
  await expect(tools.getByRole('link', { name: /Real Estate Math/ })).toHaveAttribute('href', '/math');
  await expect(tools.getByRole('link', { name: /Glossary/ })).toHaveAttribute('href', '/glossary');
  await expect(tools.getByRole('link', { name: /Flashcards/ })).toHaveAttribute('href', '/flashcards');

  // What was there before stays.
  await expect(page.getByRole('link', { name: 'Start Studying' })).toHaveAttribute('href', '/study');
  await expect(page.getByRole('heading', { name: 'Drive-By Knowledge' })).toBeVisible();
});

test('after a Quick Hits round the streak, an achievement and a quiz step show up', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(trackPanel(page).getByText('0 of 10 steps complete')).toBeVisible();

  expect(await completeQuickHitsRound(page)).toBe(5);
  await page.reload();

  const track = trackPanel(page);
  await expect(track.getByText(/^[1-9] of 10 steps complete$/)).toBeVisible();
  const quizSteps = track
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /quick quiz \(completed\)$/ }) });
  expect(await quizSteps.count()).toBeGreaterThanOrEqual(1);
  await expect(quizSteps.first().getByRole('link', { name: /^Revisit .* quick quiz$/ })).toHaveAttribute(
    'href',
    '/quiz?mode=quick',
  );
  expect(Number(await track.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(
    1,
  );

  const streak = streakPanel(page);
  await expect(streak.getByText('1 day').first()).toBeVisible();
  await expect(streak.getByText(/\(today\), active$/)).toHaveCount(1);
  await expect(streak.getByText('You studied today. Come back tomorrow to keep it going.')).toBeVisible();

  const achievements = achievementsPanel(page);
  await expect(achievements.getByText('First Steps', { exact: true })).toBeVisible();
  await expect(achievements.getByText('Answer your first practice question.')).toBeVisible();
  expect(await achievements.getByRole('listitem').count()).toBeLessThanOrEqual(3);

  await expect(readinessPanel(page).getByText(/^Based on 5 answers/)).toBeVisible();

  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the chosen state drives the readiness card', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel('Your state').selectOption({ label: 'Florida' });
  const readiness = readinessPanel(page);
  await expect(readiness.getByText('Florida salesperson exam')).toBeVisible();
  await expect(readiness.getByText(/No state chosen yet/)).toHaveCount(0);
  await expect(readiness.getByText('75%', { exact: true })).toBeVisible();
  await expect(readiness.getByText(/Pearson VUE exam outline/)).toBeVisible();
});

test('when every required step is done a congratulations card offers the final practice exam', async ({
  page,
}) => {
  await page.route('**/api/track', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { steps: { required: boolean; completed: boolean }[] };
    const steps = body.steps.map((s) => ({ ...s, completed: s.completed || s.required }));
    await route.fulfill({
      response: res,
      json: { ...body, steps, completed: steps.filter((s) => s.completed).length },
    });
  });
  await page.goto('/dashboard');
  const track = trackPanel(page);
  await expect(track.getByText('8 of 10 steps complete')).toBeVisible();
  await expect(track.getByText('Congratulations!')).toBeVisible();
  await expect(track.getByRole('link', { name: 'Take Final Practice Exam' })).toHaveAttribute(
    'href',
    '/quiz?mode=mock_exam',
  );
  await expect(track.getByRole('link', { name: /^Revisit/ })).toHaveCount(8);
});

test('each panel shows a loading state, and an error with Retry that recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user/readiness*', async (route) => {
    await held;
    await route.continue();
  });
  let failTrack = true;
  await page.route('**/api/track', async (route) =>
    failTrack
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something broke.' } } })
      : route.continue(),
  );
  await page.goto('/dashboard');

  await expect(readinessPanel(page).getByRole('status')).toHaveText('Loading your exam readiness…');
  release();
  await expect(readinessPanel(page).getByText(/^\d{1,3}% \(\d{1,3}-\d{1,3}%\)$/)).toBeVisible();

  const alert = trackPanel(page).getByRole('alert');
  await expect(alert).toContainText('We could not load your learning track.');
  await expect(alert).toContainText('Something broke.');
  failTrack = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(trackPanel(page).getByText('0 of 10 steps complete')).toBeVisible();
  await expect(trackPanel(page).getByRole('alert')).toHaveCount(0);
});

for (const width of [360, 390]) {
  test.describe(`phone ${width}px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
    test('the dashboard fits without scrolling sideways', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(trackPanel(page).getByText('0 of 10 steps complete')).toBeVisible();
      await expect(readinessPanel(page).getByText(/^\d{1,3}% \(/)).toBeVisible();
      await expect(streakPanel(page).getByRole('listitem')).toHaveCount(7);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
