import { question } from '@server/db/schema/content';
import { authed, createTestApp, type Session, signUp, type TestApp, testClock } from '@server/test/helpers';
import type { ProgressHistoryResponse } from '@shared/contracts/insights';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from './service';

// Wednesday 4 March 2026, 15:00 UTC.
const clock = testClock(Date.parse('2026-03-04T15:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

async function history(who: Session | null, query = '?stateCode=TX') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/progress/history${query}`,
    headers: authed(who),
  });
  return { status: res.statusCode, body: res.json() as ProgressHistoryResponse };
}

async function playRound(who: Session, rightCount: number, seconds: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/practice/quiz',
    headers: authed(who),
    payload: { stateCode: 'TX', areas: ['property'], count: 5, stateItems: 'exclude' },
  });
  const round = res.json() as QuizSessionResponse;
  for (const [i, q] of round.questions.entries()) {
    const [row] = await app.db.select().from(question).where(eq(question.id, q.id));
    await app.inject({
      method: 'POST',
      url: '/api/quiz/answer',
      headers: authed(who),
      payload: {
        answerId: crypto.randomUUID(),
        sessionId: round.sessionId,
        questionId: q.id,
        selectedAnswer: row!.options[i < rightCount ? row!.answerIndex : (row!.answerIndex + 1) % 4],
        confidenceLevel: 'confident',
        timeSpent: seconds,
      },
    });
  }
  await app.inject({
    method: 'POST',
    url: `/api/quiz/sessions/${round.sessionId}/complete`,
    headers: authed(who),
  });
  return round;
}

describe('week arithmetic', () => {
  it('finds the Monday of a week and adds days across months', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });
});

describe('GET /api/user/progress/history', () => {
  it('needs a session, and refuses a bad state code', async () => {
    expect((await history(null)).status).toBe(401);
    const who = await signUp(app);
    expect((await history(who, '?stateCode=ZZ')).status).toBe(400);
  });

  it('shows accuracy per domain by week, time per day, concepts weakest first and finished rounds', async () => {
    const who = await signUp(app, { name: 'Hal History' });
    const empty = await history(who);
    expect(empty.body.vendor).toBe('Pearson VUE');
    expect(empty.body.weeks).toHaveLength(8);
    expect(empty.body.weeks.at(-1)).toBe('2026-03-02');
    expect(empty.body.domains.every((d) => d.weekly.every((w) => w === null))).toBe(true);
    expect(empty.body.days).toHaveLength(28);
    expect(empty.body.concepts).toEqual([]);

    // Last week: 1 of 5 right at 10 s each; this week: 4 of 5 right at 20 s each.
    clock.advance(-7 * 86_400_000);
    await playRound(who, 1, 10);
    clock.advance(7 * 86_400_000);
    await playRound(who, 4, 20);

    const h = (await history(who)).body;
    const answeredDomains = h.domains.filter((d) => d.answered > 0);
    expect(answeredDomains.length).toBeGreaterThan(0);
    const total = answeredDomains.reduce((s, d) => s + d.answered, 0);
    expect(total).toBe(10); // each national item has exactly one Pearson VUE domain
    // Across domains, last week's answers were mostly wrong and this week's mostly right.
    const week = (i: number) => answeredDomains.map((d) => d.weekly[i]).filter((v) => v !== null) as number[];
    // 1 of 5 right: some domain is at 20% or below; 4 of 5 right: some domain is at 80% or above.
    expect(Math.min(...week(6))).toBeLessThanOrEqual(20);
    expect(Math.max(...week(7))).toBeGreaterThanOrEqual(80);
    expect(h.days.at(-1)).toEqual({ day: '2026-03-04', seconds: 100, answers: 5 });
    expect(h.days.at(-8)).toEqual({ day: '2026-02-25', seconds: 50, answers: 5 });
    expect(h.concepts.length).toBeGreaterThan(0);
    for (let i = 1; i < h.concepts.length; i++)
      expect(h.concepts[i]!.accuracy).toBeGreaterThanOrEqual(h.concepts[i - 1]!.accuracy);
    expect(h.concepts.some((c) => c.storyPath?.startsWith('/study'))).toBe(true);
    expect(h.sessions).toHaveLength(2);
    expect(h.sessions[0]).toMatchObject({ mode: 'custom', correct: 4, total: 5 });
    expect(h.sessions[1]).toMatchObject({ correct: 1, total: 5 });
  });
});
