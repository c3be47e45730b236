import { randomUUID } from 'node:crypto';
import { entitlement } from '@server/db/schema/entitlements';
import { answer, reviewState, userAchievement } from '@server/db/schema/learning';
import {
  answerQuizQuestion,
  authed,
  createTestApp,
  grantPremium,
  type Session,
  signUp,
  startQuickRound,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import type { QuizQuestion, QuizSessionResponse } from '@shared/contracts/quiz';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The quiz routes' fewer round trips (issue 19): a round starts with one prepared statement for the
 * profile, the entitlement and the schedule, and an answer's writes are one statement. What a
 * learner would notice if either mixed learners up or dropped a write.
 */
const DAY = 86_400_000;
// A day ago: the profile's current streak is read against the real date.
const clock = testClock(Date.now() - DAY);
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const round = (who: Session, type = 'quick') => startQuickRound(app, who, type);
const answerIt = (who: Session, sessionId: string, q: QuizQuestion, correct: boolean, answerId?: string) =>
  answerQuizQuestion(app, who, sessionId, q, correct, answerId);

describe("a round's one read is the learner's own", () => {
  it('Premium, free and lapsed learners one after the other each get their own entitlement, preview and schedule', async () => {
    const premium = await signUp(app, { name: 'Pat Premium' });
    await grantPremium(app, premium.userId);
    const free = await signUp(app, { name: 'Fran Free' });
    const lapsed = await signUp(app, { name: 'Lee Lapsed' });
    await app.db.insert(entitlement).values({
      userId: lapsed.userId,
      plan: 'monthly',
      status: 'active',
      provider: 'test',
      providerRef: `test_${randomUUID()}`,
      expiresAt: new Date(clock().getTime() - DAY),
    });
    // A first round each (their profiles exist from then on, so later rounds take the one read).
    const first = await round(premium);
    const firstFree = await round(free);
    await round(lapsed);

    // The premium and the free learner get every one of their first round's questions wrong: they
    // come due, and Smart Review serves due items first.
    for (const q of first.questions) await answerIt(premium, first.sessionId, q, false);
    for (const q of firstFree.questions) await answerIt(free, firstFree.sessionId, q, false);
    const premiumDue = new Set(first.questions.map((q) => q.id));
    const freeDue = new Set(firstFree.questions.map((q) => q.id));
    const overlap = (r: QuizSessionResponse, ids: Set<string>) =>
      r.questions.filter((q) => ids.has(q.id)).length;
    clock.advance(DAY);

    for (let i = 0; i < 2; i++) {
      const p = await round(premium, 'adaptive');
      expect(p.preview).toBeNull();
      const f = await round(free, 'adaptive');
      expect(f.preview).toEqual({ used: i, limit: 5 });
      const l = await round(lapsed, 'adaptive');
      expect(l.preview).toEqual({ used: 0, limit: 5 });
      // Each learner's own due items, not the one who asked just before.
      expect(overlap(p, premiumDue)).toBeGreaterThanOrEqual(2);
      expect(overlap(p, freeDue)).toBeLessThan(2);
      expect(overlap(f, freeDue)).toBeGreaterThanOrEqual(2);
      expect(overlap(f, premiumDue)).toBeLessThan(2);
      // The lapsed learner has nothing due: a round of new items drawn at random from some thousand can
      // hit the others' ten due ones by chance (about 1 in 200 rounds for two of them, about 1 in 6,000
      // for three); served the others' schedule, half the round would be theirs.
      expect(overlap(l, premiumDue) + overlap(l, freeDue)).toBeLessThan(3);
      // The free learner uses one preview answer between the two passes; nobody else's count moves.
      if (i === 0) await answerIt(free, f.sessionId, f.questions[0]!, true);
    }
  });
});

describe('an answer written in one statement', () => {
  it('still moves the review state, points, streak and achievements the learner sees', async () => {
    const who = await signUp(app);
    const r1 = await round(who);
    const a1 = await answerIt(who, r1.sessionId, r1.questions[0]!, true);
    expect(a1.newAchievements.map((x) => x.id).sort()).toEqual(['first-correct', 'first-steps']);
    await answerIt(who, r1.sessionId, r1.questions[1]!, false);
    clock.advance(DAY);
    const r2 = await round(who);
    const a3 = await answerIt(who, r2.sessionId, r2.questions[0]!, true);
    expect(a3.currentStreak).toBe(2);

    const user = (await app.inject({ url: '/api/user', headers: authed(who) })).json();
    expect(user).toMatchObject({ currentStreak: 2, longestStreak: 2, totalPoints: a3.totalPoints });
    const earned = (await app.inject({ url: '/api/user/achievements', headers: authed(who) })).json();
    expect(earned.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining(['first-correct', 'first-steps']),
    );
    const reviews = await app.db.select().from(reviewState).where(eq(reviewState.userId, who.userId));
    // Three answers to three questions (unless round two repeated one): a review state each.
    const answered = new Set([r1.questions[0]!.id, r1.questions[1]!.id, r2.questions[0]!.id]);
    expect(new Set(reviews.map((r) => r.itemId))).toEqual(answered);
    const wrong = reviews.find((r) => r.itemId === r1.questions[1]!.id)!;
    const right = reviews.find((r) => r.itemId === r1.questions[0]!.id)!;
    expect(wrong.due.getTime()).toBeLessThan(right.due.getTime());
  });

  it('the same first answer sent twice at once is stored once, with its achievements and points once', async () => {
    const who = await signUp(app);
    const r = await round(who);
    const answerId = randomUUID();
    const [x, y] = await Promise.all([
      answerIt(who, r.sessionId, r.questions[0]!, true, answerId),
      answerIt(who, r.sessionId, r.questions[0]!, true, answerId),
    ]);
    expect([x.duplicate, y.duplicate].sort()).toEqual([false, true]);
    expect(x.totalPoints).toBe(y.totalPoints);
    const stored = await app.db.select().from(answer).where(eq(answer.userId, who.userId));
    expect(stored).toHaveLength(1);
    const achievements = await app.db
      .select()
      .from(userAchievement)
      .where(and(eq(userAchievement.userId, who.userId)));
    expect(achievements.map((a) => a.achievementId).sort()).toEqual(['first-correct', 'first-steps']);
    const user = (await app.inject({ url: '/api/user', headers: authed(who) })).json();
    expect(user.totalPoints).toBe(x.totalPoints);
  });
});
