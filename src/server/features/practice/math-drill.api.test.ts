import { answer } from '@server/db/schema/learning';
import { mathItem } from '@server/learning/quiz-items';
import { authed, createCallers, createTestApp, type Session, type TestApp } from '@server/test/helpers';
import type { MathAnswerResponse, MathDrillResponse } from '@shared/contracts/practice';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  callers = await createCallers(app);
});
afterAll(() => app.close());

async function drill(who: Session | null, query = '') {
  const res = await app.inject({ url: `/api/practice/math/drill${query}`, headers: authed(who) });
  return { status: res.statusCode, body: res.json() as MathDrillResponse & { error?: { code: string } } };
}
async function type(who: Session, questionId: string, typed: string, answerId: string = crypto.randomUUID()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/practice/math/answer',
    headers: authed(who),
    payload: { answerId, questionId, typed, timeSpent: 30 },
  });
  return { status: res.statusCode, body: res.json() as MathAnswerResponse };
}
async function stored(userId: string) {
  const [row] = await app.db.select({ n: count() }).from(answer).where(eq(answer.userId, userId));
  return row!.n;
}

describe('typed math drill', () => {
  it('is Premium: a visitor gets 401, a free learner 403', async () => {
    expect((await drill(null)).status).toBe(401);
    const free = await drill(callers.free);
    expect(free.status).toBe(403);
    expect(free.body.error?.code).toBe('PREMIUM_REQUIRED');
  });

  it('interleaves the families: never the same family twice in a row', async () => {
    const { body } = await drill(callers.premium, '?count=20');
    expect(body.items).toHaveLength(20);
    for (let i = 1; i < body.items.length; i++)
      expect(body.items[i]!.familyId).not.toBe(body.items[i - 1]!.familyId);
    expect(body.families.length).toBeGreaterThanOrEqual(10);
    expect((await drill(callers.premium, '?count=3')).status).toBe(400);
  });

  it('judges money to the cent, shows the worked steps, tracks the family, and stores a resend once', async () => {
    const { body } = await drill(callers.premium, '?count=30');
    const money = body.items.find((i) => i.unit === 'money')!;
    const key = mathItem(money.questionId)!;
    const correct = key.options[key.answerIndex]!;
    const value = Number(correct.replace(/[^0-9.]/g, ''));
    const before = await stored(callers.premium.userId);
    const id = crypto.randomUUID();
    const right = await type(callers.premium, money.questionId, value.toFixed(2), id);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ isCorrect: true, correctAnswer: correct });
    expect(right.body.steps).toBe(key.explanation);
    expect(right.body.family).toMatchObject({ id: money.familyId, answered: 1, correct: 1 });
    // The same answer id again: stored once, same verdict.
    expect((await type(callers.premium, money.questionId, 'anything', id)).body.isCorrect).toBe(true);
    expect(await stored(callers.premium.userId)).toBe(before + 1);
    const wrong = await type(callers.premium, money.questionId, (value + 0.01).toFixed(2));
    expect(wrong.body.isCorrect).toBe(false);
    expect(wrong.body.family).toMatchObject({ answered: 2, correct: 1 });
  });

  it('judges a percent to one decimal', async () => {
    const { body } = await drill(callers.premium, '?count=30');
    // 30 items go round every family at least once, and cash-on-cash answers in percent.
    const pct = body.items.find((i) => i.unit === 'percent')!;
    expect(pct).toBeDefined();
    const key = mathItem(pct.questionId)!;
    const value = Number(key.options[key.answerIndex]!.replace(/[^0-9.]/g, ''));
    expect((await type(callers.premium, pct.questionId, `${value.toFixed(1)}%`)).body.isCorrect).toBe(true);
    expect((await type(callers.premium, pct.questionId, (value + 0.2).toFixed(1))).body.isCorrect).toBe(
      false,
    );
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await stored(callers.premium.userId);
    const { body } = await drill(callers.premium, '?count=5');
    const q = body.items[0]!.questionId;
    for (const payload of [
      { answerId: 'x', questionId: q, typed: '1', timeSpent: 1 },
      { answerId: crypto.randomUUID(), questionId: 'q-prop-0001', typed: '1', timeSpent: 1 },
      { answerId: crypto.randomUUID(), questionId: q, typed: '', timeSpent: 1 },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/practice/math/answer',
        headers: authed(callers.premium),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await type(callers.premium, 'math-no-such-family-5', '1')).status).toBe(404);
    expect(await stored(callers.premium.userId)).toBe(before);
  });
});
