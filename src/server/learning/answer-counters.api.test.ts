import { randomUUID } from 'node:crypto';
import { answer, learnerAreaStat } from '@server/db/schema/learning';
import {
  answerQuizQuestion,
  authed,
  createTestApp,
  makeAdmin,
  nationalQuestions,
  type Session,
  signUp,
  startQuickRound,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import type { SyncItem, SyncResponse } from '@shared/contracts/offline';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The answer counters (learner_area_stat, kept by a trigger on answer) are what the answer path and
 * the achievement rules read instead of counting a learner's answers. Whatever path stored the
 * answers (a round online, offline sync, a resend, a reset), they must equal a recount.
 */
const clock = testClock(Date.parse('2026-11-20T18:00:00Z'));
let app: TestApp;
type Q = { id: string; options: string[]; answerIndex: number };
let freeQs: Q[];

beforeAll(async () => {
  app = await createTestApp({ clock });
  freeQs = (await nationalQuestions(app)).free.slice(0, 40);
});
afterAll(() => app.close());

/** The counters as stored, per area ('' for answers without one), without empty rows. */
async function counters(userId: string): Promise<Record<string, { answered: number; correct: number }>> {
  const rows = await app.db.select().from(learnerAreaStat).where(eq(learnerAreaStat.userId, userId));
  return Object.fromEntries(
    rows
      .filter((r) => r.answered > 0)
      .map((r) => [r.area, { answered: r.answered, correct: r.correct }])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** The same figures counted from the learner's answers. */
async function recount(userId: string): Promise<Record<string, { answered: number; correct: number }>> {
  const rows = await app.db
    .select({
      area: sql<string>`coalesce(${answer.area}, '')`,
      answered: count(),
      correct: sql<number>`(count(*) filter (where ${answer.isCorrect}))::int`,
    })
    .from(answer)
    .where(eq(answer.userId, userId))
    .groupBy(sql`1`);
  return Object.fromEntries(
    rows
      .map((r) => [r.area, { answered: Number(r.answered), correct: Number(r.correct) }])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

async function onlineRound(who: Session, rightOf: (i: number) => boolean) {
  const round = await startQuickRound(app, who);
  for (const [i, q] of round.questions.entries()) {
    const res = await answerQuizQuestion(app, who, round.sessionId, q, rightOf(i));
    expect(res.duplicate).toBe(false);
  }
}

function syncAnswer(q: Q, correct: boolean, sessionId: string | null = null): SyncItem {
  return {
    kind: 'answer',
    id: randomUUID(),
    sessionId,
    questionId: q.id,
    selectedAnswer: correct ? q.options[q.answerIndex]! : q.options.find((_, i) => i !== q.answerIndex)!,
    confidenceLevel: 'need_practice',
    timeSpent: 7,
    answeredAt: clock().toISOString(),
  };
}

async function sync(who: Session, items: SyncItem[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sync',
    headers: authed(who),
    payload: { items },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SyncResponse;
}

describe('answer counters', () => {
  it('equal a recount after answers online, offline sync (a round and loose answers) and resends', async () => {
    const me = await signUp(app);
    await onlineRound(me, (i) => i % 2 === 0);

    const roundId = randomUUID();
    const offline = freeQs.slice(0, 5);
    const roundAnswers = offline.map((q, i) => syncAnswer(q, i !== 1, roundId));
    const loose = freeQs.slice(10, 16).map((q, i) => syncAnswer(q, i % 3 === 0));
    const body = await sync(me, [
      {
        kind: 'round_start',
        id: roundId,
        mode: 'quick',
        stateCode: 'CA',
        questionIds: offline.map((q) => q.id),
        startedAt: clock().toISOString(),
      },
      ...roundAnswers,
      { kind: 'round_complete', id: randomUUID(), sessionId: roundId, completedAt: clock().toISOString() },
      ...loose,
    ]);
    expect(body.results.every((r) => r.status === 'accepted')).toBe(true);
    // The same answers sent again (a device that lost the first response): stored once, counted once.
    const again = await sync(me, [...roundAnswers.slice(0, 3), ...loose.slice(0, 2)]);
    expect(again.results.every((r) => r.duplicate)).toBe(true);

    await onlineRound(me, (i) => i !== 4);

    const stored = await counters(me.userId);
    expect(stored).toEqual(await recount(me.userId));
    const total = Object.values(stored).reduce((s, r) => s + r.answered, 0);
    expect(total).toBe(5 + 5 + 6 + 5);
  });

  it('go back to zero when an admin resets the learner, and count again from there', async () => {
    const me = await signUp(app);
    const admin = await signUp(app);
    await makeAdmin(app, admin.userId);
    await onlineRound(me, () => true);
    await sync(me, [syncAnswer(freeQs[20]!, false), syncAnswer(freeQs[21]!, true)]);
    expect(await counters(me.userId)).toEqual(await recount(me.userId));

    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/reset-user/${me.userId}`,
      headers: authed(admin),
      payload: {},
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await counters(me.userId)).toEqual({});

    await sync(me, [syncAnswer(freeQs[22]!, true)]);
    expect(await counters(me.userId)).toEqual(await recount(me.userId));
    expect(Object.values(await counters(me.userId)).reduce((s, r) => s + r.answered, 0)).toBe(1);
  });

  it('keep each learner apart', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await onlineRound(a, () => false);
    await sync(b, [syncAnswer(freeQs[30]!, true)]);
    expect(Object.values(await counters(a.userId)).reduce((s, r) => s + r.correct, 0)).toBe(0);
    expect(await counters(a.userId)).toEqual(await recount(a.userId));
    expect(await counters(b.userId)).toEqual(await recount(b.userId));
  });
});
