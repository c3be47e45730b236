/**
 * The device picks and judges offline rounds with the same shared modules the server uses: for the
 * same pack, schedule, clock and random stream, a round chosen locally is the round the server would
 * choose, and a local judgement is the server's.
 */
import { randomUUID } from 'node:crypto';
import { authed, createTestApp, grantPremium, signUp, type TestApp, testClock } from '@server/test/helpers';
import type { PackResponse, SyncResponse } from '@shared/contracts/offline';
import { ADAPTIVE_ROUND_SIZE, QUICK_ROUND_SIZE } from '@shared/domain/limits';
import { judgeAnswer } from '@shared/learning/judge';
import { selectPracticeRound } from '@shared/learning/selection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuizSession } from './service';

const clock = testClock(Date.parse('2026-11-20T18:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

describe('local (offline) rounds and judging = the server’s', () => {
  it('same pack, schedule, clock and random stream: the same Quick Hits and Smart Review rounds', async () => {
    const me = await signUp(app);
    await grantPremium(app, me.userId);
    const viewer = {
      id: me.userId,
      email: null,
      name: 'Maria',
      isGuest: false,
      isAdmin: false,
      emailVerified: true,
    };
    const ctx = (seed: number) => ({
      db: app.db,
      config: app.config,
      viewer,
      isPremium: true,
      now: clock(),
      rng: seeded(seed),
    });
    // Some history first, so the schedule has due, not-yet-due and new items.
    const first = await createQuizSession(ctx(99), 'adaptive', 'TX');
    const items = first.questions.slice(0, 6).map((q, i) => ({
      kind: 'answer' as const,
      id: randomUUID(),
      sessionId: null,
      questionId: q.id,
      selectedAnswer: i % 2 ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!,
      confidenceLevel: 'confident' as const,
      timeSpent: 5,
      answeredAt: new Date(clock().getTime() - 3 * 86_400_000).toISOString(),
    }));
    const synced = await app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: authed(me),
      payload: { items },
    });
    expect(synced.statusCode).toBe(200);
    // A replay reports each answer's own points (the first sync added achievements on top).
    const replay = await app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: authed(me),
      payload: { items },
    });
    const body = replay.json() as SyncResponse;
    const pack = (
      await app.inject({ url: '/api/offline/pack?stateCode=TX', headers: authed(me) })
    ).json() as PackResponse;

    // Judging: the device's judgement of each answer is the server's.
    for (const [i, it] of items.entries()) {
      const q = pack.questions!.find((x) => x.id === it.questionId)!;
      const local = judgeAnswer(
        { options: q.options, answerIndex: q.options.indexOf(q.correctAnswer), difficulty: q.difficulty },
        it.selectedAnswer,
        it.confidenceLevel,
      );
      expect(local.isCorrect).toBe(body.results[i]!.isCorrect);
      expect(local.correctAnswer).toBe(body.results[i]!.correctAnswer);
      expect(local.points).toBe(body.results[i]!.pointsEarned);
    }

    const schedule = new Map(
      pack.schedule
        .filter((s) => s.itemType === 'question')
        .map((s) => [
          s.itemId,
          { due: new Date(s.due), lastReview: s.lastReview ? new Date(s.lastReview) : null },
        ]),
    );
    expect(schedule.size).toBe(6);
    for (const mode of ['quick', 'adaptive'] as const)
      for (let seed = 1; seed <= 15; seed++) {
        const server = await createQuizSession(ctx(seed), mode, 'TX');
        const local = selectPracticeRound({
          mode,
          pool: pack.questions!.map((q) => ({ ...q, area: q.area ?? 'financing' })),
          stateCode: 'TX',
          schedule,
          now: clock(),
          size: mode === 'quick' ? QUICK_ROUND_SIZE : ADAPTIVE_ROUND_SIZE,
          stateShare: pack.stateShare,
          rng: seeded(seed),
        });
        expect(
          local.map((q) => q.id),
          `${mode} seed ${seed}`,
        ).toEqual(server.questions.map((q) => q.id));
      }
  });
});
