import { randomUUID } from 'node:crypto';
import { question } from '@server/db/schema/content';
import { answer } from '@server/db/schema/learning';
import { authed, createCallers, createTestApp, signInGuest, type TestApp } from '@server/test/helpers';
import type { ActivityResponse, ItemStatsResponse, PivotResponse } from '@shared/contracts/analytics';
import { areas } from '@shared/domain/areas';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp();
  callers = await createCallers(app);
}, 60_000);
afterAll(() => app.close());

const get = async <T>(url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: authed(callers.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

async function answerAs(userId: string, q: typeof question.$inferSelect, option: string) {
  await app.db.insert(answer).values({
    id: randomUUID(),
    userId,
    questionId: q.id,
    area: q.area,
    conceptId: q.conceptId,
    topics: q.topics,
    selectedAnswer: option,
    isCorrect: option === q.options[q.answerIndex],
    confidenceLevel: 'somewhat_confident',
    timeSpentSeconds: 20,
    localDay: new Date().toISOString().slice(0, 10),
  });
}

describe('analytics', () => {
  it('is for admins only', async () => {
    for (const url of ['/api/analytics/pivot', '/api/analytics/items', '/api/analytics/activity']) {
      for (const who of [callers.guest, callers.free, callers.premium]) {
        const res = await app.inject({ method: 'GET', url, headers: authed(who) });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('pivot: questions in service by state (Universal for national) and topic, adding up to the bank', async () => {
    const rows = await get<PivotResponse>('/api/analytics/pivot');
    const [total] = await app.db.select({ n: count() }).from(question).where(isNull(question.retiredAt));
    expect(rows.reduce((s, r) => s + r.question_count, 0)).toBe(total!.n);
    expect(
      rows
        .filter((r) => r.state_code === 'Universal')
        .map((r) => r.topic_name)
        .sort(),
    ).toEqual(areas.map((a) => a.title).sort());
    expect(rows.some((r) => /^[A-Z]{2}$/.test(r.state_code))).toBe(true);
    for (const r of rows)
      expect(r).toEqual({
        state_code: expect.any(String),
        topic_name: expect.any(String),
        question_count: expect.any(Number),
      });
  });

  it('item statistics: attempts, percent correct, observed vs stated difficulty (most disagreeing first), picks per option', async () => {
    const [easy, other] = await app.db
      .select()
      .from(question)
      .where(and(eq(question.difficulty, 1), isNull(question.retiredAt), isNull(question.stateCode)))
      .orderBy(question.id)
      .limit(2);
    // Six learners all pick the same wrong option of an item stated as Beginner: it behaves as Expert.
    const wrong = easy!.options.find((_, i) => i !== easy!.answerIndex)!;
    for (let i = 0; i < 6; i++) await answerAs((await signInGuest(app)).userId, easy!, wrong);
    // Two answers are too few to rank.
    await answerAs(callers.free.userId, other!, other!.options[other!.answerIndex]!);
    await answerAs(callers.premium.userId, other!, other!.options[other!.answerIndex]!);

    const stats = await get<ItemStatsResponse>('/api/analytics/items');
    expect(stats.answeredItems).toBe(2);
    expect(stats.items.map((i) => i.questionId)).toEqual([easy!.id, other!.id]);
    const [first, second] = stats.items;
    expect(first).toMatchObject({
      attempts: 6,
      correct: 0,
      percentCorrect: 0,
      statedDifficulty: 1,
      observedDifficulty: 5,
      disagreement: 4,
      enoughData: true,
    });
    expect(first!.options).toEqual(
      easy!.options.map((text, i) => ({
        text,
        isKey: i === easy!.answerIndex,
        picks: text === wrong ? 6 : 0,
      })),
    );
    expect(second).toMatchObject({
      attempts: 2,
      percentCorrect: 100,
      observedDifficulty: 1,
      enoughData: false,
    });
  });

  it('activity: answers and learners per day for 30 days, active learners, accuracy by outline topic', async () => {
    const a = await get<ActivityResponse>('/api/analytics/activity');
    expect(a.days).toHaveLength(30);
    const today = a.days[a.days.length - 1]!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ answers: 8, learners: 8 });
    expect(a.activeLearners).toEqual({ last7Days: 8, last30Days: 8 });
    const topicAnswers = a.topics.reduce((s, t) => s + t.answers, 0);
    expect(topicAnswers).toBe(16); // each answer counts under its question's two outline topics
    for (const t of a.topics) {
      expect(t.title).not.toBe(t.topic);
      expect(t.percentCorrect).toBeGreaterThanOrEqual(0);
    }
  });
});
