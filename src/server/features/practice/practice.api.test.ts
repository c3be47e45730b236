import { flashcard, question } from '@server/db/schema/content';
import { quizSession } from '@server/db/schema/learning';
import {
  authed,
  createCallers,
  createTestApp,
  grantPremium,
  type Session,
  signUp,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp({ clock });
  callers = await createCallers(app);
});
afterAll(() => app.close());

type Body = QuizSessionResponse & { error?: { code: string; message: string } };
async function build(who: Session | null, payload: object) {
  const res = await app.inject({ method: 'POST', url: '/api/practice/quiz', headers: authed(who), payload });
  return { status: res.statusCode, body: res.json() as Body };
}
async function sessions(userId: string) {
  const [row] = await app.db.select({ n: count() }).from(quizSession).where(eq(quizSession.userId, userId));
  return row!.n;
}
async function rowsOf(ids: string[]) {
  return app.db.select().from(question).where(inArray(question.id, ids));
}
async function answer(who: Session, sessionId: string, questionId: string, right: boolean) {
  const [row] = await rowsOf([questionId]);
  const selected = row!.options[right ? row!.answerIndex : (row!.answerIndex + 1) % 4]!;
  clock.advance(60_000);
  const res = await app.inject({
    method: 'POST',
    url: '/api/quiz/answer',
    headers: authed(who),
    payload: {
      answerId: crypto.randomUUID(),
      sessionId,
      questionId,
      selectedAnswer: selected,
      confidenceLevel: 'confident',
      timeSpent: 5,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().isCorrect).toBe(right);
}

describe('POST /api/practice/quiz', () => {
  it('needs a session: a visitor gets 401', async () => {
    expect((await build(null, { stateCode: 'TX' })).status).toBe(401);
  });

  it('serves a free learner the free areas only, and refuses a Premium area by name, storing nothing', async () => {
    const res = await build(callers.free, { stateCode: 'TX', count: 50 });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('custom');
    expect(res.body.questions).toHaveLength(50);
    expect(new Set(res.body.questions.map((q) => q.area))).toEqual(new Set(['property', 'contracts']));
    const before = await sessions(callers.free.userId);
    const locked = await build(callers.free, { stateCode: 'TX', areas: ['financing'] });
    expect(locked.status).toBe(403);
    expect(locked.body.error?.code).toBe('PREMIUM_REQUIRED');
    expect(locked.body.error?.message).toContain('Financing & Economics');
    expect(await sessions(callers.free.userId)).toBe(before);
  });

  it("honours a Premium learner's area, difficulty range, count and state-item choice", async () => {
    const res = await build(callers.premium, {
      stateCode: 'TX',
      areas: ['financing'],
      difficultyMin: 2,
      difficultyMax: 3,
      count: 7,
      stateItems: 'exclude',
    });
    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(7);
    const rows = await rowsOf(res.body.questions.map((q) => q.id));
    for (const r of rows) {
      expect(r.area).toBe('financing');
      expect(r.difficulty).toBeGreaterThanOrEqual(2);
      expect(r.difficulty).toBeLessThanOrEqual(3);
      expect(r.stateCode).toBeNull();
    }
    const only = await build(callers.premium, { stateCode: 'TX', stateItems: 'only', count: 5 });
    expect((await rowsOf(only.body.questions.map((q) => q.id))).every((r) => r.stateCode === 'TX')).toBe(
      true,
    );
  });

  it('filters by outline domain and by concept', async () => {
    const byDomain = await build(callers.premium, { stateCode: 'CA', domains: ['psi-leasing'], count: 20 });
    expect(byDomain.status).toBe(200);
    for (const r of await rowsOf(byDomain.body.questions.map((q) => q.id)))
      expect(r.topics).toContain('psi-leasing');
    const [one] = await rowsOf([byDomain.body.questions[0]!.id]);
    const byConcept = await build(callers.premium, {
      stateCode: 'CA',
      concepts: [one!.conceptId],
      count: 50,
    });
    for (const r of await rowsOf(byConcept.body.questions.map((q) => q.id)))
      expect(r.conceptId).toBe(one!.conceptId);
  });

  it('refuses bad choices with a clear 400 and stores no round', async () => {
    const before = await sessions(callers.premium.userId);
    for (const payload of [
      { stateCode: 'TX', count: 4 },
      { stateCode: 'TX', count: 51 },
      { stateCode: 'TX', difficultyMin: 4, difficultyMax: 2 },
      { stateCode: 'ZZ' },
      { stateCode: 'TX', source: 'favourites' },
      { stateCode: 'TX', areas: ['weather'] },
    ]) {
      const res = await build(callers.premium, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const none = await build(callers.premium, { stateCode: 'TX', search: 'zzqx-nothing-matches' });
    expect(none.status).toBe(404);
    expect(await sessions(callers.premium.userId)).toBe(before);
  });

  it('only new leaves out questions already answered', async () => {
    const who = await signUp(app, { name: 'Nora New' });
    const [sample] = await app.db.select().from(question).where(eq(question.area, 'property')).limit(1);
    const choices = { stateCode: 'TX', concepts: [sample!.conceptId], count: 50 };
    const round = await build(who, choices);
    expect(round.status).toBe(200);
    const total = round.body.questions.length;
    expect(total).toBeLessThan(50);
    const first = round.body.questions[0]!.id;
    await answer(who, round.body.sessionId, first, true);
    const fresh = await build(who, { ...choices, source: 'new' });
    expect(fresh.body.questions.map((q) => q.id)).not.toContain(first);
    expect(fresh.body.questions).toHaveLength(total - 1);
  });

  it('keeps a missed question in the mistakes deck until it is answered right on two different days', async () => {
    const who = await signUp(app, { name: 'Mia Mistake' });
    await grantPremium(app, who.userId);
    const empty = await build(who, { stateCode: 'TX', source: 'missed' });
    expect(empty.status).toBe(404);
    const round = await build(who, { stateCode: 'TX', areas: ['law'], count: 5 });
    const [wrong, right] = round.body.questions;
    await answer(who, round.body.sessionId, wrong!.id, false);
    await answer(who, round.body.sessionId, right!.id, true);
    const deckIds = async () => {
      const res = await build(who, { stateCode: 'TX', source: 'missed', count: 50 });
      return res.status === 404 ? [] : res.body.questions.map((q) => q.id);
    };
    expect(await deckIds()).toEqual([wrong!.id]);
    // Right twice on the same day: still in the deck.
    for (let i = 0; i < 2; i++) {
      const drill = await build(who, { stateCode: 'TX', source: 'missed' });
      await answer(who, drill.body.sessionId, wrong!.id, true);
    }
    expect(await deckIds()).toEqual([wrong!.id]);
    // Right again the next day: two days in a row right, so it leaves the deck.
    clock.advance(86_400_000);
    const drill = await build(who, { stateCode: 'TX', source: 'missed' });
    await answer(who, drill.body.sessionId, wrong!.id, true);
    expect(await deckIds()).toEqual([]);
    // Wrong once more: back in, and the count starts again.
    const again = await build(who, { stateCode: 'TX', areas: ['law'], search: wrong!.question.slice(0, 40) });
    await answer(who, again.body.sessionId, wrong!.id, false);
    expect(await deckIds()).toEqual([wrong!.id]);
  });

  it('a custom round finishes like any round, scored as Custom Practice', async () => {
    const round = await build(callers.guest, { stateCode: 'TX', count: 5 });
    await answer(callers.guest, round.body.sessionId, round.body.questions[0]!.id, true);
    const res = await app.inject({
      method: 'POST',
      url: `/api/quiz/sessions/${round.body.sessionId}/complete`,
      headers: authed(callers.guest),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'custom', total: 5, answered: 1, correct: 1 });
  });
});

describe('bookmarks', () => {
  async function call(who: Session | null, method: 'GET' | 'PUT' | 'DELETE', url: string) {
    const res = await app.inject({ method, url, headers: authed(who) });
    return { status: res.statusCode, body: res.json() };
  }

  it('bookmarks questions and flashcards once each, lists them newest first, and removes them', async () => {
    const who = await signUp(app, { name: 'Bea Bookmark' });
    const [q1, q2] = await app.db.select().from(question).where(eq(question.area, 'property')).limit(2);
    const [card] = await app.db.select().from(flashcard).limit(1);
    expect((await call(who, 'PUT', `/api/bookmarks/question/${q1!.id}`)).body).toEqual({
      itemType: 'question',
      itemId: q1!.id,
      bookmarked: true,
    });
    clock.advance(1000);
    await call(who, 'PUT', `/api/bookmarks/question/${q2!.id}`);
    await call(who, 'PUT', `/api/bookmarks/question/${q2!.id}`);
    await call(who, 'PUT', `/api/bookmarks/flashcard/${card!.id}`);
    expect((await call(who, 'GET', '/api/bookmarks')).body).toEqual({
      questions: [q2!.id, q1!.id],
      flashcards: [card!.id],
    });
    const summary = await call(who, 'GET', '/api/practice/summary');
    expect(summary.body).toEqual({ mistakes: 0, bookmarkedQuestions: 2, bookmarkedFlashcards: 1 });
    // Only bookmarked: the round is exactly the two bookmarked questions.
    const round = await build(who, { stateCode: 'TX', source: 'bookmarked', count: 5 });
    expect(round.body.questions.map((q) => q.id).sort()).toEqual([q1!.id, q2!.id].sort());
    expect((await call(who, 'DELETE', `/api/bookmarks/question/${q1!.id}`)).body.bookmarked).toBe(false);
    expect((await call(who, 'GET', '/api/bookmarks')).body.questions).toEqual([q2!.id]);
  });

  it('refuses unknown items, bad types and a free learner bookmarking a Premium question, storing nothing', async () => {
    const who = await signUp(app, { name: 'Fay Free' });
    const [premiumQ] = await app.db
      .select()
      .from(question)
      .where(and(eq(question.area, 'law'), eq(question.premium, true)))
      .limit(1);
    expect((await call(who, 'PUT', '/api/bookmarks/question/q-nope')).status).toBe(404);
    expect((await call(who, 'PUT', '/api/bookmarks/glossary/x')).status).toBe(400);
    const locked = await call(who, 'PUT', `/api/bookmarks/question/${premiumQ!.id}`);
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('PREMIUM_REQUIRED');
    expect((await call(who, 'GET', '/api/bookmarks')).body).toEqual({ questions: [], flashcards: [] });
    expect((await call(null, 'GET', '/api/bookmarks')).status).toBe(401);
    const empty = await build(who, { stateCode: 'TX', source: 'bookmarked' });
    expect(empty.status).toBe(404);
  });

  it('counts the mistakes deck on the summary', async () => {
    const who = await signUp(app, { name: 'Max Missed' });
    const round = await build(who, { stateCode: 'TX', count: 5 });
    await answer(who, round.body.sessionId, round.body.questions[0]!.id, false);
    await answer(who, round.body.sessionId, round.body.questions[1]!.id, false);
    expect((await call(who, 'GET', '/api/practice/summary')).body.mistakes).toBe(2);
  });
});
