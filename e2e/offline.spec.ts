import type { Page } from '@playwright/test';
import { pointsForAnswer } from '../src/shared/learning/points';
import { expect, expectStatsShown, roundNotice, test } from './fixtures';

// These journeys are about the service worker and what it keeps (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** One value of the app's offline store (IndexedDB `homestead-offline`), read in the page. */
function idb(page: Page, pick: 'pack' | 'outbox') {
  return page.evaluate(async (which) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('homestead-offline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('kv')) return null;
    const store = db.transaction('kv').objectStore('kv');
    const all = await new Promise<{ keys: IDBValidKey[]; values: unknown[] }>((resolve) => {
      const keys = store.getAllKeys();
      const values = store.getAll();
      values.onsuccess = () => resolve({ keys: keys.result, values: values.result });
    });
    const i = all.keys.findIndex((k) => String(k) === which || String(k).startsWith(`${which}:`));
    return i < 0 ? null : (all.values[i] as Record<string, unknown> | unknown[]);
  }, pick);
}

type Pack = {
  builtAt: string;
  questions: { id: string; question: string; options: string[]; correctAnswer: string; difficulty: number }[];
  schedule: { itemType: string; itemId: string; reps: number }[];
  mistakes?: { questionId: string }[];
  bookmarks?: { questions: string[]; flashcards: string[] };
};
type Item = {
  kind: string;
  id: string;
  mode?: string;
  questionId?: string;
  selectedAnswer?: string;
  flashcardId?: string;
  itemId?: string;
  on?: boolean;
};

/** One visit online: the service worker takes over and the study pack is saved on the device. */
async function visitOnce(page: Page) {
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true));
  await expect
    .poll(async () => ((await idb(page, 'pack')) as Pack | null)?.questions.length ?? 0)
    .toBeGreaterThan(500);
}

test('study offline after one visit: a Quick Hits round and 10 flashcards reach the server exactly once', async ({
  page,
  context,
  loginAs,
  allowConsoleErrors,
}) => {
  test.setTimeout(150_000);
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/);
  await loginAs({ name: 'Olivia Offline' });
  // The pack's own requests (from its worker): the pack, and its content by key.
  const asked: string[] = [];
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/offline/')) asked.push(path.split('/')[3]!);
  });
  await visitOnce(page);
  expect(asked).toEqual(['pack', 'content']);
  const firstBuilt = ((await idb(page, 'pack')) as Pack).builtAt;
  // A reload under the service worker still shows the dashboard; the pack is refreshed, and its
  // questions, unchanged, are not fetched again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect.poll(async () => ((await idb(page, 'pack')) as Pack).builtAt).not.toBe(firstBuilt);
  expect(asked).toEqual(['pack', 'content', 'pack']);
  expect(((await idb(page, 'pack')) as Pack).questions.length).toBeGreaterThan(500);
  const before = await page.evaluate(async () => ({
    ...(await (await fetch('/api/user')).json()),
    earned: await (await fetch('/api/user/achievements')).json(),
  }));

  await context.setOffline(true);
  await page.goto('/quiz?mode=quick');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Hits' })).toBeVisible();
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Question ${i} of 5`)).toBeVisible();
    await page.keyboard.press(String(((i - 1) % 4) + 1));
    await page.keyboard.press('Enter');
    await page.keyboard.press(String(((i - 1) % 3) + 1));
    await page.keyboard.press('Enter');
    await expect(roundNotice(page, 'Saved offline').first()).toBeVisible();
    await page.getByRole('button', { name: i < 5 ? 'Next Question' : 'Complete Quiz' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Familiarity Session Complete' })).toBeVisible();
  await expect(page.getByText(/You got \d of 5 right\. You are offline/)).toBeVisible();

  await page.getByRole('link', { name: 'Flashcards' }).first().click();
  await expect(page.getByRole('heading', { name: 'Flashcards' })).toBeVisible();
  const ratings = ['Again', 'Hard', 'Good', 'Easy'];
  for (let i = 0; i < 10; i++) {
    await page.getByRole('button', { name: /Click to reveal answer/ }).click();
    await page.getByRole('button', { name: new RegExp(`^${ratings[i % 4]}`) }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    '17 items wait to sync',
  );

  // A reload while offline still opens the app, with the learner's last known progress.
  await page.reload();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expectStatsShown(page);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    '17 items wait to sync',
  );

  const outbox = (await idb(page, 'outbox')) as Item[];
  expect(outbox.map((i) => i.kind)).toEqual([
    'round_start',
    ...Array(5).fill('answer'),
    'round_complete',
    ...Array(10).fill('flashcard_rating'),
  ]);
  const pack = (await idb(page, 'pack')) as Pack;
  const answers = outbox.filter((i) => i.kind === 'answer');
  const cards = outbox.filter((i) => i.kind === 'flashcard_rating').map((i) => i.flashcardId!);
  const answerPoints = answers.reduce((sum, a) => {
    const q = pack.questions.find((x) => x.id === a.questionId)!;
    return sum + pointsForAnswer(a.selectedAnswer === q.correctAnswer, q.difficulty);
  }, 0);

  await context.setOffline(false);
  await expect(page.getByText(/wait to sync|Syncing/)).toHaveCount(0, { timeout: 20_000 });
  const server = await page.evaluate(async () => ({
    progress: await (await fetch('/api/user/progress')).json(),
    user: await (await fetch('/api/user')).json(),
    earned: await (await fetch('/api/user/achievements')).json(),
    pack: await (await fetch('/api/offline/pack?stateCode=CA&have=x')).json(),
  }));
  expect(server.progress.overall.questionsAnswered).toBe(5);
  const questionReviews = server.pack.schedule.filter(
    (s: Pack['schedule'][number]) => s.itemType === 'question',
  );
  expect(questionReviews.map((s: { itemId: string }) => s.itemId).sort()).toEqual(
    answers.map((a) => a.questionId).sort(),
  );
  const cardReviews = server.pack.schedule.filter(
    (s: Pack['schedule'][number]) => s.itemType === 'flashcard',
  );
  expect(cardReviews.map((s: { itemId: string }) => s.itemId).sort()).toEqual([...cards].sort());
  // Each answer and each rating moved its item's schedule on exactly once.
  expect([...questionReviews, ...cardReviews].every((s: { reps: number }) => s.reps === 1)).toBe(true);
  const pointsOf = (list: { points: number }[]) => list.reduce((s, a) => s + a.points, 0);
  const achievementPoints = pointsOf(server.earned) - pointsOf(before.earned);
  expect(server.user.totalPoints - before.totalPoints).toBe(answerPoints + achievementPoints);
  expect(server.user.currentStreak).toBe(1);

  // Another visit (a reload, the online event again) sends nothing twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1000);
  const again = await page.evaluate(async () => ({
    progress: await (await fetch('/api/user/progress')).json(),
    user: await (await fetch('/api/user')).json(),
  }));
  expect(again.progress.overall.questionsAnswered).toBe(5);
  expect(again.user.totalPoints).toBe(server.user.totalPoints);
});

test('offline, drill the mistakes deck and bookmark a question: the server gets each answer and the bookmark once', async ({
  page,
  context,
  loginAs,
  allowConsoleErrors,
}) => {
  test.setTimeout(150_000);
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/);
  await loginAs({ name: 'Miguel Mistakes' });
  await visitOnce(page);
  // Earlier study (through the app's own sync route): three misses, and the first of them answered
  // right yesterday, so one more right answer today (a second day) clears it from the deck.
  const seeded = ((await idb(page, 'pack')) as Pack).questions.slice(0, 3);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const wrong = (q: Pack['questions'][number]) => q.options.find((o) => o !== q.correctAnswer)!;
  const history = [
    { q: seeded[0]!, pick: wrong(seeded[0]!), at: at(49) },
    { q: seeded[1]!, pick: wrong(seeded[1]!), at: at(48.5) },
    { q: seeded[2]!, pick: wrong(seeded[2]!), at: at(48) },
    { q: seeded[0]!, pick: seeded[0]!.correctAnswer, at: at(24) },
  ].map((h) => ({
    kind: 'answer',
    id: crypto.randomUUID(),
    sessionId: null,
    questionId: h.q.id,
    selectedAnswer: h.pick,
    confidenceLevel: 'need_practice',
    timeSpent: 12,
    answeredAt: h.at,
  }));
  const seededSync = await page.evaluate(
    async (items) =>
      (
        await fetch('/api/sync', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items }),
        })
      ).status,
    history,
  );
  expect(seededSync).toBe(200);
  // The next visit refreshes the pack: it now carries the deck.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect.poll(async () => ((await idb(page, 'pack')) as Pack).mistakes?.length ?? 0).toBe(3);

  await context.setOffline(true);
  await page.reload();
  const deck = page.getByRole('region', { name: 'Mistakes deck' });
  await expect(deck).toContainText('3 missed questions wait');
  await deck.getByRole('link', { name: 'Drill my mistakes' }).click();
  await expect(page.getByText('Offline mistakes drill')).toBeVisible();
  const pack = (await idb(page, 'pack')) as Pack;
  const bookmarked: string[] = [];
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Question ${i} of 3`)).toBeVisible();
    const text = (await page.locator('legend').first().textContent()) ?? '';
    const q = pack.questions.find((x) => x.question === text.trim())!;
    expect(seeded.map((s) => s.id)).toContain(q.id);
    if (i === 1) {
      await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
      bookmarked.push(q.id);
    }
    await page.keyboard.press(String(q.options.indexOf(q.correctAnswer) + 1));
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await expect(roundNotice(page, 'Saved offline').first()).toBeVisible();
    await page.getByRole('button', { name: i < 3 ? 'Next Question' : 'Complete Quiz' }).click();
  }
  await expect(page.getByText(/You got 3 of 3 right\. You are offline/)).toBeVisible();

  // Offline, the dashboard counts the device's deck: the question right on a second day has left it.
  await page.goto('/dashboard');
  await expect(deck).toContainText('2 missed questions wait');
  const outbox = (await idb(page, 'outbox')) as Item[];
  expect(outbox.map((i) => i.kind)).toEqual([
    'bookmark',
    'round_start',
    'answer',
    'answer',
    'answer',
    'round_complete',
  ]);
  expect(outbox[0]).toMatchObject({ itemType: 'question', itemId: bookmarked[0], on: true });
  expect(outbox[1]!.mode).toBe('custom');
  // The bookmark shows offline, from the device's copy.
  expect(((await idb(page, 'pack')) as Pack).bookmarks?.questions).toEqual(bookmarked);

  await context.setOffline(false);
  await expect(page.getByText(/wait to sync|Syncing/)).toHaveCount(0, { timeout: 20_000 });
  const readServer = () =>
    page.evaluate(async () => ({
      progress: await (await fetch('/api/user/progress')).json(),
      summary: await (await fetch('/api/practice/summary')).json(),
      bookmarks: await (await fetch('/api/bookmarks')).json(),
    }));
  const server = await readServer();
  expect(server.progress.overall.questionsAnswered).toBe(7);
  expect(server.bookmarks).toEqual({ questions: bookmarked, flashcards: [] });
  // The server's deck agrees with the one the device kept offline.
  expect(server.summary).toMatchObject({ mistakes: 2, bookmarkedQuestions: 1 });
  await expect(deck).toContainText('2 missed questions wait');

  // Another visit and the online event again: nothing is sent twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1000);
  const again = await readServer();
  expect(again.progress.overall.questionsAnswered).toBe(7);
  expect(again.bookmarks).toEqual(server.bookmarks);
  expect(again.summary).toEqual(server.summary);
});
