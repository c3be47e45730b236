import type { Page } from '@playwright/test';
import { expect, roundNotice, test } from './fixtures';

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
  questions: { id: string; options: string[]; correctAnswer: string; difficulty: number }[];
  schedule: { itemType: string; itemId: string; reps: number }[];
};
type Item = { kind: string; id: string; questionId?: string; selectedAnswer?: string; flashcardId?: string };

const pointsFor = (isCorrect: boolean, difficulty: number) =>
  isCorrect ? 8 + 2 * Math.max(1, Math.min(5, Math.round(difficulty))) : 2;

test('study offline after one visit: a Quick Hits round and 10 flashcards reach the server exactly once', async ({
  page,
  context,
  loginAs,
  allowConsoleErrors,
}) => {
  test.setTimeout(150_000);
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/);
  await loginAs({ name: 'Olivia Offline' });
  // One visit online: the service worker takes over and the study pack is saved on the device.
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect
    .poll(async () => ((await idb(page, 'pack')) as Pack | null)?.questions.length ?? 0)
    .toBeGreaterThan(500);
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
  await expect(page.getByText('Day streak')).toBeVisible();
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
    return sum + pointsFor(a.selectedAnswer === q.correctAnswer, q.difficulty);
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
