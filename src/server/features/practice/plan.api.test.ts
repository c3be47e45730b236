import { reviewState } from '@server/db/schema/learning';
import { studyPlan } from '@server/db/schema/practice';
import { scheduleReview } from '@server/learning/scheduling';
import { authed, createTestApp, type Session, signUp, type TestApp, testClock } from '@server/test/helpers';
import type { PlanResponse } from '@shared/contracts/practice';
import { RETENTION_CHOICES } from '@shared/learning/exam-plan';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Monday 2 March 2026, 15:00 UTC (learners' time zone defaults to UTC).
const clock = testClock(Date.parse('2026-03-02T15:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

async function call(who: Session | null, method: 'GET' | 'PUT' | 'DELETE', payload?: object) {
  const res = await app.inject({ method, url: '/api/plan', headers: authed(who), payload });
  return { status: res.statusCode, body: res.json() as PlanResponse & { error?: { code: string } } };
}
async function plans(userId: string) {
  const [row] = await app.db.select({ n: count() }).from(studyPlan).where(eq(studyPlan.userId, userId));
  return row!.n;
}

/** A well-known question (stability 30 days, last seen 10 days ago) reviewed Good now: its next due date. */
async function reviewWellKnown(who: Session) {
  const now = clock();
  await app.db.insert(reviewState).values({
    userId: who.userId,
    itemType: 'question',
    itemId: 'q-well-known',
    due: now,
    stability: 30,
    difficulty: 5,
    elapsedDays: 10,
    scheduledDays: 10,
    learningSteps: 0,
    reps: 4,
    lapses: 0,
    state: 2,
    lastReview: new Date(now.getTime() - 10 * 86_400_000),
  });
  return (await scheduleReview(app.db, who.userId, 'question', 'q-well-known', 3, now)).due;
}

describe('/api/plan', () => {
  it('needs a session and starts empty', async () => {
    expect((await call(null, 'GET')).status).toBe(401);
    const who = await signUp(app);
    expect((await call(who, 'GET')).body).toEqual({ plan: null, today: null });
  });

  it('refuses a date that is not ahead, too far, or not a date, and minutes out of range, storing nothing', async () => {
    const who = await signUp(app);
    for (const payload of [
      { examDate: '2026-03-02', minutesPerDay: 30 },
      { examDate: '2026-02-20', minutesPerDay: 30 },
      { examDate: '2027-03-10', minutesPerDay: 30 },
      { examDate: '03/10/2026', minutesPerDay: 30 },
      { examDate: '2026-04-01', minutesPerDay: 5 },
      { examDate: '2026-04-01', minutesPerDay: 181 },
      { examDate: '2026-04-01' },
    ]) {
      const res = await call(who, 'PUT', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(await plans(who.userId)).toBe(0);
  });

  it("chooses a retention and a pace for the date, and sizes today's plan to the minutes", async () => {
    const who = await signUp(app);
    const started = Date.now();
    const res = await call(who, 'PUT', { examDate: '2026-04-13', minutesPerDay: 20 });
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    expect(took).toBeLessThan(10_000);
    const { plan, today } = res.body;
    expect(plan!.examDate).toBe('2026-04-13');
    expect(RETENTION_CHOICES).toContain(plan!.desiredRetention);
    // The free bank (two areas plus nothing of the state's law) over the 42 days less a week's buffer.
    expect(plan!.newPerDay).toBeGreaterThan(10);
    expect(today).toEqual({
      daysLeft: 42,
      dueReviews: 0,
      newItems: Math.min(plan!.newPerDay, 20),
      mockExam: false,
      estimatedMinutes: Math.min(plan!.newPerDay, 20),
    });
    // Within three weeks of the exam, a mock exam joins the plan.
    clock.advance(25 * 86_400_000);
    expect((await call(who, 'GET')).body.today).toMatchObject({ daysLeft: 17, mockExam: true });
    clock.advance(-25 * 86_400_000);
  });

  it('pulls an item that would come due after the exam in to its eve; without a date it is left alone', async () => {
    const planned = await signUp(app);
    await call(planned, 'PUT', { examDate: '2026-03-05', minutesPerDay: 30 });
    const due = await reviewWellKnown(planned);
    expect(due.getTime()).toBeLessThanOrEqual(Date.parse('2026-03-04T00:00:00Z'));
    expect(due.getTime()).toBeGreaterThan(clock().getTime());
    const free = await signUp(app);
    const dueWithout = await reviewWellKnown(free);
    expect(dueWithout.getTime()).toBeGreaterThan(Date.parse('2026-03-05T00:00:00Z'));
    // Cleared: back to the default.
    expect((await call(planned, 'DELETE')).body).toEqual({ plan: null, today: null });
    expect(await plans(planned.userId)).toBe(0);
  });
});

describe('GET /api/practice/flashcards-today', () => {
  it("counts today's ratings and the cards due again, against the daily goal", async () => {
    expect((await app.inject({ url: '/api/practice/flashcards-today' })).statusCode).toBe(401);
    const who = await signUp(app);
    const today = async () =>
      (await app.inject({ url: '/api/practice/flashcards-today', headers: authed(who) })).json();
    expect(await today()).toEqual({ due: 0, reviewedToday: 0, dailyGoal: 20 });
    const cards = (await app.inject({ url: '/api/flashcards?category=law' })).json() as { id: string }[];
    for (const [i, c] of cards.slice(0, 3).entries())
      await app.inject({
        method: 'POST',
        url: `/api/flashcards/${c.id}/review`,
        headers: authed(who),
        payload: { reviewId: crypto.randomUUID(), rating: i === 0 ? 'again' : 'easy' },
      });
    expect(await today()).toMatchObject({ reviewedToday: 3, due: 0 });
    // Ten minutes on, the card rated Again is due again; the next day nothing was rated yet.
    clock.advance(10 * 60_000);
    expect(await today()).toMatchObject({ reviewedToday: 3, due: 1 });
    clock.advance(86_400_000);
    expect((await today()).reviewedToday).toBe(0);
    clock.advance(-86_400_000 - 10 * 60_000);
  });
});
