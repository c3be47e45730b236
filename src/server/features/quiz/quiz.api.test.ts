import { randomUUID } from 'node:crypto';
import { question } from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import { answer, quizSession, reviewState } from '@server/db/schema/learning';
import {
  authed,
  createCallers,
  createTestApp,
  grantPremium,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import type {
  AnswerResponse,
  QuizQuestion,
  QuizSessionResponse,
  SessionResult,
} from '@shared/contracts/quiz';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp();
  callers = await createCallers(app);
});
afterAll(() => app.close());

async function start(who: Session | null, query: string) {
  return app.inject({ url: `/api/quiz/questions?${query}`, headers: authed(who) });
}
async function startOk(who: Session, query: string) {
  const res = await start(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuizSessionResponse;
}
function wrongOption(q: QuizQuestion) {
  return q.options.find((o) => o !== q.correctAnswer)!;
}
async function answerQ(
  who: Session,
  sessionId: string,
  q: QuizQuestion,
  opts: { correct?: boolean; confidence?: string; answerId?: string; claim?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/quiz/answer',
    headers: authed(who),
    payload: {
      answerId: opts.answerId ?? randomUUID(),
      sessionId,
      questionId: q.id,
      selectedAnswer: opts.correct === false ? wrongOption(q) : q.correctAnswer,
      isCorrect: opts.claim,
      confidenceLevel: opts.confidence ?? 'confident',
      timeSpent: 12,
    },
  });
}
const answersOf = (userId: string) => app.db.select().from(answer).where(eq(answer.userId, userId));

describe('GET /api/quiz/questions', () => {
  it('Quick Hits gives a free learner 5 questions in the spec shape, from the free areas only', async () => {
    const s = await startOk(callers.free, 'type=quick');
    expect(s.mode).toBe('quick');
    expect(s.stateCode).toBe('CA');
    expect(s.questions).toHaveLength(5);
    for (const q of s.questions) {
      expect(q).toMatchObject({ type: 'multiple_choice' });
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain(q.correctAnswer);
      expect(['property', 'contracts']).toContain(q.area);
    }
    expect(s.preview).toBeNull();
  });

  it('guests can take Quick Hits too; a visitor with no session cannot', async () => {
    expect((await startOk(callers.guest, 'type=quick')).questions).toHaveLength(5);
    expect((await start(null, 'type=quick')).statusCode).toBe(401);
  });

  it('rejects an unknown mode or state with a clear 400 and creates no session', async () => {
    const bad = await start(callers.free, 'type=speedrun');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/type must be one of quick, adaptive, weak_areas, mock_exam/);
    const badState = await start(callers.premium, 'type=quick&stateCode=ZZ');
    expect(badState.statusCode).toBe(400);
    expect(badState.json().error.message).toMatch(/stateCode/);
  });

  it('Smart Review gives a premium learner 10 questions from every area', async () => {
    const areas = new Set<string | null>();
    for (let i = 0; i < 4; i++)
      for (const q of (await startOk(callers.premium, 'type=adaptive')).questions) areas.add(q.area);
    expect(areas).toEqual(new Set(['property', 'contracts', 'financing', 'law']));
    expect((await startOk(callers.premium, 'type=adaptive')).questions).toHaveLength(10);
  });

  it('accepts exam_simulator as mock_exam and sizes it by the state table with its time limit', async () => {
    const s = await startOk(callers.premium, 'type=exam_simulator&stateCode=NY');
    expect(s.mode).toBe('mock_exam');
    expect(s.questions).toHaveLength(75);
    expect(s.timeLimitSeconds).toBe(90 * 60);
    const deadline = Date.parse(s.deadline!);
    expect(deadline - Date.now()).toBeGreaterThan(89 * 60 * 1000);
    const wy = await startOk(callers.premium, 'type=mock_exam&stateCode=WY');
    expect(wy.questions).toHaveLength(100);
    expect(wy.timeLimitSeconds).toBe(120 * 60);
  });

  it("draws a Pearson VUE mock exam in the outline's exact counts per domain, math included", async () => {
    // Florida: 100 items over Pearson VUE's 11/9/11/16/10/9/7/7 of 80, by largest remainder.
    const s = await startOk(callers.premium, 'type=mock_exam&stateCode=FL');
    expect(s.questions).toHaveLength(100);
    const bankIds = s.questions.map((q) => q.id).filter((id) => !id.startsWith('math-'));
    const rows = await app.db
      .select({ topics: question.topics })
      .from(question)
      .where(inArray(question.id, bankIds));
    const perTopic: Record<string, number> = { 'pv-math': 100 - bankIds.length };
    for (const r of rows) {
      const pv = r.topics.find((t) => t.startsWith('pv-'))!;
      perTopic[pv] = (perTopic[pv] ?? 0) + 1;
    }
    expect(perTopic).toEqual({
      'pv-property': 14,
      'pv-ownership': 11,
      'pv-valuation': 14,
      'pv-contracts-agency': 20,
      'pv-practice': 12,
      'pv-disclosures': 11,
      'pv-financing': 9,
      'pv-math': 9,
    });
  });

  it('draws the mock exam across outline topics in the blueprint proportions, math included', async () => {
    const s = await startOk(callers.premium, 'type=mock_exam&stateCode=CA');
    expect(s.questions).toHaveLength(150);
    const ids = s.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(150);
    // CA's vendor is not Pearson VUE, so the PSI outline applies: 10% math = 15 generated questions.
    expect(ids.filter((id) => id.startsWith('math-'))).toHaveLength(15);
    const areas = s.questions.reduce<Record<string, number>>((acc, q) => {
      acc[q.area ?? 'none'] = (acc[q.area ?? 'none'] ?? 0) + 1;
      return acc;
    }, {});
    for (const area of ['property', 'contracts', 'financing', 'law']) expect(areas[area]).toBeGreaterThan(10);
  });
});

describe('POST /api/quiz/answer', () => {
  it('judges correctness itself: a client that lies in isCorrect is recorded as wrong', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const q = s.questions[0]!;
    const res = await answerQ(learner, s.sessionId, q, { correct: false, claim: true });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AnswerResponse;
    expect(body.isCorrect).toBe(false);
    expect(body.correctAnswer).toBe(q.correctAnswer);
    const [row] = await answersOf(learner.userId);
    expect(row).toMatchObject({
      isCorrect: false,
      claimedCorrect: true,
      questionId: q.id,
      confidenceLevel: 'confident',
      timeSpentSeconds: 12,
    });
  });

  it('stores a resent answer once (the answer id is the idempotency key)', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const answerId = randomUUID();
    const first = (
      await answerQ(learner, s.sessionId, s.questions[0]!, { answerId })
    ).json() as AnswerResponse;
    const again = (
      await answerQ(learner, s.sessionId, s.questions[0]!, { answerId })
    ).json() as AnswerResponse;
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect(again.totalPoints).toBe(first.totalPoints);
    expect(await answersOf(learner.userId)).toHaveLength(1);
  });

  it.each([
    [{ answerId: 'not-a-uuid' }, /answerId/],
    [{ confidenceLevel: 'very' }, /confidenceLevel/],
    [{ timeSpent: -3 }, /timeSpent/],
    [{ selectedAnswer: '' }, /selectedAnswer/],
  ])('rejects %j with a clear 400 and stores nothing', async (patch, message) => {
    const learner = await signInGuest(app);
    const s = await startOk(learner, 'type=quick');
    const q = s.questions[0]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/quiz/answer',
      headers: authed(learner),
      payload: {
        answerId: randomUUID(),
        sessionId: s.sessionId,
        questionId: q.id,
        selectedAnswer: q.correctAnswer,
        confidenceLevel: 'confident',
        timeSpent: 5,
        ...patch,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(await answersOf(learner.userId)).toHaveLength(0);
  });

  it("refuses an option that is not one of the question, a question outside the session, and someone else's session", async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const q = s.questions[0]!;
    const notOption = await app.inject({
      method: 'POST',
      url: '/api/quiz/answer',
      headers: authed(learner),
      payload: {
        answerId: randomUUID(),
        sessionId: s.sessionId,
        questionId: q.id,
        selectedAnswer: 'Something else',
        confidenceLevel: 'confident',
        timeSpent: 5,
      },
    });
    expect(notOption.statusCode).toBe(400);
    const other = await startOk(callers.free, 'type=quick');
    const outside = await answerQ(
      learner,
      s.sessionId,
      other.questions.find((x) => !s.questions.some((y) => y.id === x.id))!,
    );
    expect(outside.statusCode).toBe(400);
    const stolen = await answerQ(learner, other.sessionId, other.questions[0]!);
    expect(stolen.statusCode).toBe(404);
    expect(await answersOf(learner.userId)).toHaveLength(0);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/quiz/answer', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('updates FSRS: a wrong answer comes back sooner than a confident right one', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const [a, b] = s.questions;
    await answerQ(learner, s.sessionId, a!, { correct: false });
    await answerQ(learner, s.sessionId, b!, { correct: true, confidence: 'confident' });
    const rows = await app.db.select().from(reviewState).where(eq(reviewState.userId, learner.userId));
    const dueOf = (id: string) => rows.find((r) => r.itemId === id)!.due.getTime();
    expect(rows).toHaveLength(2);
    expect(dueOf(a!.id)).toBeLessThan(dueOf(b!.id));
    expect(
      rows.find((r) => r.itemId === a!.id)!.lapses + rows.find((r) => r.itemId === a!.id)!.reps,
    ).toBeGreaterThan(0);
  });

  it('earns points, a streak day and the first achievements', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const body = (
      await answerQ(learner, s.sessionId, s.questions[0]!, { correct: true })
    ).json() as AnswerResponse;
    expect(body.currentStreak).toBe(1);
    expect(body.newAchievements.map((a) => a.id).sort()).toEqual(['first-correct', 'first-steps']);
    // 8 + 2 x difficulty for a right answer, plus 10 for each of the two achievements it earns.
    expect(body.pointsEarned).toBe(8 + 2 * s.questions[0]!.difficulty + 10 + 10);
    expect(body.totalPoints).toBe(8 + 2 * s.questions[0]!.difficulty + 20);
    const earned = await app.inject({ url: '/api/user/achievements', headers: authed(learner) });
    expect(
      earned
        .json()
        .map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual(['first-correct', 'first-steps']);
    const user = await app.inject({ url: '/api/user', headers: authed(learner) });
    expect(user.json()).toMatchObject({ currentStreak: 1, longestStreak: 1, totalPoints: body.totalPoints });
  });
});

describe('the shared 5-question preview of premium modes', () => {
  it('lets a free learner answer 5 premium-mode questions in all, counted on the server, then refuses', async () => {
    const learner = await signUp(app);
    const first = await startOk(learner, 'type=adaptive');
    expect(first.questions).toHaveLength(5);
    expect(first.preview).toEqual({ used: 0, limit: 5 });
    for (const q of first.questions.slice(0, 3))
      expect((await answerQ(learner, first.sessionId, q)).statusCode).toBe(200);
    const second = await startOk(learner, 'type=weak_areas');
    expect(second.questions).toHaveLength(2);
    expect(second.preview).toEqual({ used: 3, limit: 5 });
    const fourth = (await answerQ(learner, second.sessionId, second.questions[0]!)).json() as AnswerResponse;
    expect(fourth.previewUsed).toBe(4);
    expect((await answerQ(learner, second.sessionId, second.questions[1]!)).json().previewUsed).toBe(5);
    const sixth = await answerQ(learner, first.sessionId, first.questions[3]!);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.code).toBe('PREVIEW_EXHAUSTED');
    const again = await start(learner, 'type=mock_exam');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('PREVIEW_EXHAUSTED');
    expect(await answersOf(learner.userId)).toHaveLength(5);
    // Quick Hits stays free.
    expect((await start(learner, 'type=quick')).statusCode).toBe(200);
  });

  it('never sends premium-area questions to a free learner in the preview', async () => {
    const learner = await signInGuest(app);
    const s = await startOk(learner, 'type=mock_exam&stateCode=TX');
    expect(s.questions).toHaveLength(5);
    for (const q of s.questions) expect(['property', 'contracts']).toContain(q.area);
  });

  it('premium learners have no preview limit', async () => {
    const learner = await signUp(app);
    await grantPremium(app, learner.userId);
    await app.inject({ url: '/api/user', headers: authed(learner) });
    await app.db
      .update(learnerProfile)
      .set({ previewUsed: 5 })
      .where(eq(learnerProfile.userId, learner.userId));
    const s = await startOk(learner, 'type=adaptive');
    expect(s.preview).toBeNull();
    expect(s.questions).toHaveLength(10);
  });
});

describe('Exam Simulator deadline', () => {
  it('refuses answers after the deadline and scores the exam with unanswered items wrong', async () => {
    const clock = testClock();
    const short = await createTestApp({ env: { MOCK_EXAM_SECONDS: '1' }, clock });
    try {
      const learner = await signUp(short);
      await grantPremium(short, learner.userId);
      const res = await short.inject({
        url: '/api/quiz/questions?type=mock_exam&stateCode=FL',
        headers: authed(learner),
      });
      const s = res.json() as QuizSessionResponse;
      expect(s.timeLimitSeconds).toBe(1);
      expect(s.questions).toHaveLength(100);
      const ok = await short.inject({
        method: 'POST',
        url: '/api/quiz/answer',
        headers: authed(learner),
        payload: {
          answerId: randomUUID(),
          sessionId: s.sessionId,
          questionId: s.questions[0]!.id,
          selectedAnswer: s.questions[0]!.correctAnswer,
          confidenceLevel: 'confident',
          timeSpent: 1,
        },
      });
      expect(ok.statusCode).toBe(200);
      clock.advance(1200);
      const late = await short.inject({
        method: 'POST',
        url: '/api/quiz/answer',
        headers: authed(learner),
        payload: {
          answerId: randomUUID(),
          sessionId: s.sessionId,
          questionId: s.questions[1]!.id,
          selectedAnswer: s.questions[1]!.correctAnswer,
          confidenceLevel: 'confident',
          timeSpent: 1,
        },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toMatch(/Time is up/);
      const done = await short.inject({
        method: 'POST',
        url: `/api/quiz/sessions/${s.sessionId}/complete`,
        headers: authed(learner),
        payload: {},
      });
      const result = done.json() as SessionResult;
      expect(result).toMatchObject({
        total: 100,
        answered: 1,
        correct: 1,
        scorePercent: 1,
        timedOut: true,
        passingPercentage: 75,
      });
      expect(result.review.filter((r) => r.selectedAnswer === null && !r.isCorrect)).toHaveLength(99);
      const earned = (await short.inject({ url: '/api/user/achievements', headers: authed(learner) }))
        .json()
        .map((a: { id: string }) => a.id);
      expect(earned).toContain('first-mock-exam');
    } finally {
      await short.close();
    }
  });
});

describe('completing a round', () => {
  it('scores it per topic, lists every answer for review, and cannot be answered afterwards', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    for (const [i, q] of s.questions.entries()) await answerQ(learner, s.sessionId, q, { correct: i !== 0 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/quiz/sessions/${s.sessionId}/complete`,
      headers: authed(learner),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const r = res.json() as SessionResult;
    expect(r).toMatchObject({ total: 5, answered: 5, correct: 4, scorePercent: 80, timedOut: false });
    expect(r.byTopic.reduce((n, t) => n + t.total, 0)).toBe(5);
    expect(r.review[0]).toMatchObject({ isCorrect: false, correctAnswer: s.questions[0]!.correctAnswer });
    expect(r.review[0]!.selectedAnswer).not.toBe(s.questions[0]!.correctAnswer);
    const late = await answerQ(learner, s.sessionId, s.questions[0]!);
    expect(late.statusCode).toBe(409);
  });

  it("answers 404 for someone else's session and 400 for a malformed id", async () => {
    const s = await startOk(callers.free, 'type=quick');
    const other = await app.inject({
      method: 'POST',
      url: `/api/quiz/sessions/${s.sessionId}/complete`,
      headers: authed(callers.premium),
      payload: {},
    });
    expect(other.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/quiz/sessions/xyz/complete',
      headers: authed(callers.premium),
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Challenge Mode', () => {
  it("starts with the learner's lowest-accuracy concept once it has enough answers to judge", async () => {
    const learner = await signUp(app);
    await grantPremium(app, learner.userId);
    const seed = (conceptId: string, isCorrect: boolean) =>
      Array.from({ length: 4 }, () => ({
        id: randomUUID(),
        userId: learner.userId,
        questionId: `seeded-${conceptId}`,
        area: 'property',
        conceptId,
        topics: ['pv-property', 'psi-ownership'],
        selectedAnswer: 'x',
        isCorrect,
        confidenceLevel: 'confident',
        timeSpentSeconds: 5,
        localDay: '2026-11-01',
      }));
    await app.db.insert(answer).values([...seed('prop-easements', false), ...seed('prop-fixtures', true)]);
    const s = await startOk(learner, 'type=weak_areas');
    expect(s.questions).toHaveLength(10);
    const served = await app.db.query.question.findMany({
      where: (q, { inArray }) =>
        inArray(
          q.id,
          s.questions.map((x) => x.id),
        ),
    });
    const conceptOf = new Map(served.map((q) => [q.id, q.conceptId]));
    expect(s.questions.slice(0, 3).map((q) => conceptOf.get(q.id))).toEqual([
      'prop-easements',
      'prop-easements',
      'prop-easements',
    ]);
    expect(s.questions.some((q) => conceptOf.get(q.id) === 'prop-fixtures')).toBe(false);
  });
});

describe('progress, achievements, readiness and track', () => {
  it('GET /api/user/progress counts answers and correct ones per area with a rounded overall accuracy', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    for (const [i, q] of s.questions.slice(0, 3).entries())
      await answerQ(learner, s.sessionId, q, { correct: i < 2 });
    const res = await app.inject({ url: '/api/user/progress', headers: authed(learner) });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.overall).toEqual({ questionsAnswered: 3, questionsCorrect: 2, accuracy: 67 });
    expect(p.areas).toHaveLength(4);
    expect(p.areas.reduce((n: number, a: { questionsAnswered: number }) => n + a.questionsAnswered, 0)).toBe(
      3,
    );
    expect((await app.inject('/api/user/progress')).statusCode).toBe(401);
  });

  it('GET /api/achievements lists every achievement to anyone', async () => {
    const res = await app.inject('/api/achievements');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(20);
    expect(res.json()[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        icon: expect.stringMatching(/trophy|star|bullseye/),
      }),
    );
  });

  it("GET /api/user/readiness predicts a score for the state's outline with a band that narrows with answers", async () => {
    const learner = await signUp(app);
    const before = (
      await app.inject({ url: '/api/user/readiness?stateCode=TX', headers: authed(learner) })
    ).json();
    expect(before).toMatchObject({
      stateCode: 'TX',
      vendor: 'Pearson VUE',
      passingPercentage: 70,
      answered: 0,
      predictedPercent: 50,
    });
    expect(before.byTopic).toHaveLength(8);
    for (let i = 0; i < 4; i++) {
      const s = await startOk(learner, 'type=quick');
      for (const q of s.questions) await answerQ(learner, s.sessionId, q, { correct: true });
    }
    const after = (
      await app.inject({ url: '/api/user/readiness?stateCode=TX', headers: authed(learner) })
    ).json();
    expect(after.answered).toBeGreaterThan(0);
    expect(after.predictedPercent).toBeGreaterThan(before.predictedPercent);
    expect(after.high - after.low).toBeLessThan(before.high - before.low);
    const bad = await app.inject({ url: '/api/user/readiness?stateCode=XX', headers: authed(learner) });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject('/api/user/readiness')).statusCode).toBe(401);
  });

  it('readiness is per portion, each against its own pass mark, with no figure until it has enough answers', async () => {
    const learner = await signUp(app);
    await grantPremium(app, learner.userId);
    const read = async () =>
      (await app.inject({ url: '/api/user/readiness?stateCode=TX', headers: authed(learner) })).json();
    const before = await read();
    expect(before.portions.map((p: { kind: string }) => p.kind)).toEqual(['national', 'state']);
    for (const p of before.portions)
      expect(p).toMatchObject({ answered: 0, predictedPercent: null, low: null, high: null });
    expect(before.portions[0].needed).toBe(30);
    expect(before.portions[1].needed).toBe(15);
    // Answer Texas state-law items (Challenge Mode on state law) until the state portion has enough.
    let stateAnswered = 0;
    while (stateAnswered < 15) {
      const s = await startOk(learner, 'type=weak_areas&stateCode=TX&topic=state-law');
      for (const q of s.questions) {
        await answerQ(learner, s.sessionId, q, { correct: true });
        stateAnswered++;
      }
    }
    const after = await read();
    const [national, state] = after.portions;
    expect(national.predictedPercent).toBeNull();
    expect(state.answered).toBe(stateAnswered);
    // All right so far, but topics not yet answered still count as a coin toss: above the 50% start.
    expect(state.predictedPercent).toBeGreaterThan(50);
    expect(state.low).toBeLessThanOrEqual(state.predictedPercent);
    expect(state.passPercent).toBe(70);
    expect(state.byTopic.reduce((n: number, t: { answered: number }) => n + t.answered, 0)).toBe(
      stateAnswered,
    );
  });

  it('GET /api/track completes steps from real activity', async () => {
    const learner = await signUp(app);
    const empty = (await app.inject({ url: '/api/track', headers: authed(learner) })).json();
    expect(empty).toMatchObject({ completed: 0, total: 10 });
    await app.inject({
      method: 'POST',
      url: '/api/user/onboarding-complete',
      headers: authed(learner),
      payload: {},
    });
    const s = await startOk(learner, 'type=quick');
    for (const q of s.questions) await answerQ(learner, s.sessionId, q);
    await app.inject({
      method: 'POST',
      url: `/api/quiz/sessions/${s.sessionId}/complete`,
      headers: authed(learner),
      payload: {},
    });
    const track = (await app.inject({ url: '/api/track', headers: authed(learner) })).json();
    const done = track.steps
      .filter((x: { completed: boolean }) => x.completed)
      .map((x: { id: string }) => x.id);
    expect(done).toContain('welcome');
    expect(done.some((id: string) => id === 'property-quiz' || id === 'contracts-quiz')).toBe(true);
    expect((await app.inject('/api/track')).statusCode).toBe(401);
  });
});

describe('answers at the same time (the race shows on PostgreSQL; PGlite runs one at a time)', () => {
  const profileOf = async (userId: string) =>
    (await app.db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId)))[0]!;

  it('five answers sent at once all count: the stored points are the sum of what each earned', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const replies = await Promise.all(s.questions.map((q) => answerQ(learner, s.sessionId, q)));
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const earned = replies.reduce((sum, r) => sum + (r.json() as AnswerResponse).pointsEarned, 0);
    const expected = s.questions.reduce((sum, q) => sum + 8 + 2 * q.difficulty, 0);
    const profile = await profileOf(learner.userId);
    expect(earned).toBeGreaterThanOrEqual(expected);
    expect(profile.totalPoints).toBe(earned);
    expect(profile.currentStreak).toBe(1);
  });

  it('a question is answered once per round: a second answer to it is refused and earns nothing', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    const q = s.questions[0]!;
    const replies = await Promise.all([1, 2, 3, 4].map(() => answerQ(learner, s.sessionId, q)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().error.message).toMatch(/already answered/);
    expect(await answersOf(learner.userId)).toHaveLength(1);
    const ok = replies.find((r) => r.statusCode === 200)!.json() as AnswerResponse;
    expect((await profileOf(learner.userId)).totalPoints).toBe(ok.pointsEarned);
  });

  it('completing a round twice at once keeps the first completion and awards once', async () => {
    const learner = await signUp(app);
    const s = await startOk(learner, 'type=quick');
    for (const q of s.questions) expect((await answerQ(learner, s.sessionId, q)).statusCode).toBe(200);
    const before = (await profileOf(learner.userId)).totalPoints;
    const done = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: `/api/quiz/sessions/${s.sessionId}/complete`,
          headers: authed(learner),
        }),
      ),
    );
    for (const d of done) expect(d.statusCode).toBe(200);
    const awarded = done.flatMap((d) => (d.json() as SessionResult).newAchievements.map((a) => a.id));
    expect(new Set(awarded).size).toBe(awarded.length);
    const gained = awarded.length ? (await profileOf(learner.userId)).totalPoints - before : 0;
    expect(gained).toBe(
      done.reduce(
        (n, d) => n + (d.json() as SessionResult).newAchievements.reduce((m, a) => m + a.points, 0),
        0,
      ),
    );
    const [session] = await app.db.select().from(quizSession).where(eq(quizSession.id, s.sessionId));
    expect(session!.correctCount).toBe(5);
  });
});

describe('state-law items in practice', () => {
  async function stateOf(ids: string[]) {
    const rows = await app.db.select().from(question).where(inArray(question.id, ids));
    return rows.map((r) => r.stateCode);
  }

  it("Quick Hits and Smart Review mix in the learner's state items at its exam's share (Texas: a third)", async () => {
    const quick = await startOk(callers.premium, 'type=quick&stateCode=TX');
    expect((await stateOf(quick.questions.map((q) => q.id))).filter((s) => s === 'TX')).toHaveLength(2);
    const review = await startOk(callers.premium, 'type=adaptive&stateCode=TX');
    const states = await stateOf(review.questions.map((q) => q.id));
    expect(states.filter((s) => s === 'TX')).toHaveLength(3);
    expect(states.every((s) => s === null || s === 'TX')).toBe(true);
  });

  it('a state with no state-law bank gets national items only', async () => {
    const quick = await startOk(callers.premium, 'type=quick&stateCode=WY');
    expect((await stateOf(quick.questions.map((q) => q.id))).every((s) => s === null)).toBe(true);
  });

  it('free learners get state items only from the free areas', async () => {
    const quick = await startOk(callers.free, 'type=quick&stateCode=TX');
    const rows = await app.db
      .select()
      .from(question)
      .where(
        inArray(
          question.id,
          quick.questions.map((q) => q.id),
        ),
      );
    expect(rows.every((r) => !r.premium)).toBe(true);
  });

  it('Challenge Mode on "State law" draws only the state\'s items; on a state topic, only that topic', async () => {
    const round = await startOk(callers.premium, 'type=weak_areas&stateCode=TX&topic=state-law');
    expect(round.questions.length).toBeGreaterThan(0);
    expect((await stateOf(round.questions.map((q) => q.id))).every((s) => s === 'TX')).toBe(true);
    const trust = await startOk(callers.premium, 'type=weak_areas&stateCode=TX&topic=trust-accounts');
    const rows = await app.db
      .select()
      .from(question)
      .where(
        inArray(
          question.id,
          trust.questions.map((q) => q.id),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.stateCode === 'TX' && r.stateTopic === 'trust-accounts')).toBe(true);
    const domain = await startOk(callers.premium, 'type=weak_areas&stateCode=TX&topic=pv-financing');
    const fin = await app.db
      .select()
      .from(question)
      .where(
        inArray(
          question.id,
          domain.questions.map((q) => q.id),
        ),
      );
    expect(fin.every((r) => r.stateCode === null && r.topics.includes('pv-financing'))).toBe(true);
  });

  it('refuses an unknown topic with a clear message', async () => {
    const res = await start(callers.premium, 'type=weak_areas&stateCode=TX&topic=astrology');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/topic/);
  });
});
