import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { achievement, question } from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import {
  answer,
  flashcardReview,
  quizSession,
  reviewState,
  userAchievement,
} from '@server/db/schema/learning';
import {
  authed,
  createTestApp,
  grantPremium,
  makeAdmin,
  nationalQuestions,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import {
  OFFLINE_PACK_MAX_QUESTIONS,
  type PackContent,
  type PackResponse,
  type SyncItem,
  type SyncResponse,
} from '@shared/contracts/offline';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { pointsForAnswer } from '@shared/learning/points';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const clock = testClock(Date.parse('2026-11-20T18:00:00Z'));
let app: TestApp;
type Q = { id: string; options: string[]; answerIndex: number; difficulty: number; premium: boolean };
let freeQs: Q[];
let premiumQs: Q[];

beforeAll(async () => {
  app = await createTestApp({ clock });
  const bank = await nationalQuestions(app);
  freeQs = bank.free.slice(0, 30);
  premiumQs = bank.premium.slice(0, 10);
});
afterAll(() => app.close());

const iso = (ms: number) => new Date(ms).toISOString();
const right = (q: Q) => q.options[q.answerIndex]!;
const wrong = (q: Q) => q.options.find((_, i) => i !== q.answerIndex)!;

function answerItem(
  q: Q,
  opts: { correct?: boolean; sessionId?: string | null; at?: string } = {},
): SyncItem {
  return {
    kind: 'answer',
    id: randomUUID(),
    sessionId: opts.sessionId ?? null,
    questionId: q.id,
    selectedAnswer: opts.correct === false ? wrong(q) : right(q),
    confidenceLevel: 'confident',
    timeSpent: 9,
    answeredAt: opts.at ?? clock().toISOString(),
  };
}

async function sync(who: Session | null, items: unknown) {
  return app.inject({ method: 'POST', url: '/api/sync', headers: authed(who), payload: { items } });
}
async function syncOk(who: Session, items: SyncItem[]) {
  const res = await sync(who, items);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SyncResponse;
}
const answersOf = (userId: string) => app.db.select().from(answer).where(eq(answer.userId, userId));
const profileOf = async (userId: string) =>
  (await app.db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId)))[0]!;

describe('POST /api/sync', () => {
  it('applies an offline Quick Hits round in order: the server judges, scores and completes it', async () => {
    const me = await signUp(app);
    const round = freeQs.slice(0, 5);
    const roundId = randomUUID();
    const answers = round.map((q, i) => answerItem(q, { sessionId: roundId, correct: i !== 2 }));
    const items: SyncItem[] = [
      {
        kind: 'round_start',
        id: roundId,
        mode: 'quick',
        stateCode: 'CA',
        questionIds: round.map((q) => q.id),
        startedAt: clock().toISOString(),
      },
      ...answers,
      { kind: 'round_complete', id: randomUUID(), sessionId: roundId, completedAt: clock().toISOString() },
    ];
    const body = await syncOk(me, items);
    expect(body.results.map((r) => r.status)).toEqual(Array(7).fill('accepted'));
    expect(body.results.map((r) => r.duplicate)).toEqual(Array(7).fill(false));
    expect(body.results.slice(1, 6).map((r) => r.isCorrect)).toEqual([true, true, false, true, true]);
    const expected = round.reduce((s, q, i) => s + pointsForAnswer(i !== 2, q.difficulty), 0);
    const stored = await answersOf(me.userId);
    expect(stored).toHaveLength(5);
    expect(stored.every((a) => a.sessionId === roundId)).toBe(true);
    const [session] = await app.db.select().from(quizSession).where(eq(quizSession.id, roundId));
    expect(session).toMatchObject({ userId: me.userId, mode: 'quick', correctCount: 4, total: 5 });
    expect(session!.completedAt).not.toBeNull();
    // Points: the answers' own plus any achievement the round earned (first round, for one).
    const achievementPoints = body.results.reduce((s, r) => s + r.pointsEarned, 0) - expected;
    expect(achievementPoints).toBeGreaterThanOrEqual(0);
    expect(body.profile.totalPoints).toBe(expected + achievementPoints);
    expect(body.profile.currentStreak).toBe(1);
    const schedule = await app.db.select().from(reviewState).where(eq(reviewState.userId, me.userId));
    expect(schedule.filter((s) => s.itemType === 'question')).toHaveLength(5);
  });

  it('a replay of the same batch answers with the original results and counts nothing twice', async () => {
    const me = await signUp(app);
    const items: SyncItem[] = [
      answerItem(freeQs[5]!, { correct: true }),
      answerItem(freeQs[6]!, { correct: false }),
      {
        kind: 'flashcard_rating',
        id: randomUUID(),
        flashcardId: 'fc-law-001',
        rating: 'good',
        reviewedAt: iso(clock().getTime()),
      },
    ];
    const first = await syncOk(me, items);
    const before = await profileOf(me.userId);
    const again = await syncOk(me, items);
    expect(again.results.map((r) => r.duplicate)).toEqual([true, true, true]);
    expect(again.results.map((r) => r.isCorrect)).toEqual(first.results.map((r) => r.isCorrect));
    expect(again.results.slice(0, 2).map((r) => r.pointsEarned)).toEqual([
      pointsForAnswer(true, freeQs[5]!.difficulty),
      pointsForAnswer(false, freeQs[6]!.difficulty),
    ]);
    expect(again.results[2]!.due).toBe(first.results[2]!.due);
    expect(await answersOf(me.userId)).toHaveLength(2);
    const reviews = await app.db.select().from(flashcardReview).where(eq(flashcardReview.userId, me.userId));
    expect(reviews).toHaveLength(1);
    const after = await profileOf(me.userId);
    expect(after.totalPoints).toBe(before.totalPoints);
    const [card] = await app.db
      .select()
      .from(reviewState)
      .where(and(eq(reviewState.userId, me.userId), eq(reviewState.itemId, 'fc-law-001')));
    expect(card!.reps).toBe(1);
  });

  it('refuses a Premium item or a Smart Review round from a free learner, stores nothing of it, and goes on', async () => {
    const me = await signUp(app);
    const roundId = randomUUID();
    const body = await syncOk(me, [
      answerItem(premiumQs[0]!),
      {
        kind: 'round_start',
        id: roundId,
        mode: 'adaptive',
        stateCode: 'CA',
        questionIds: freeQs.slice(0, 3).map((q) => q.id),
        startedAt: clock().toISOString(),
      },
      answerItem(freeQs[0]!, { sessionId: roundId }),
      {
        kind: 'round_start',
        id: randomUUID(),
        mode: 'quick',
        stateCode: 'CA',
        questionIds: [freeQs[1]!.id, premiumQs[1]!.id],
        startedAt: clock().toISOString(),
      },
      answerItem(freeQs[7]!),
    ]);
    expect(body.results.map((r) => r.status)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
      'accepted',
    ]);
    expect(body.results.map((r) => r.error?.code ?? null)).toEqual([
      'PREMIUM_REQUIRED',
      'PREMIUM_REQUIRED',
      'NOT_FOUND',
      'PREMIUM_REQUIRED',
      null,
    ]);
    const stored = await answersOf(me.userId);
    expect(stored.map((a) => a.questionId)).toEqual([freeQs[7]!.id]);
    expect(await app.db.select().from(quizSession).where(eq(quizSession.userId, me.userId))).toEqual([]);
  });

  it('takes a Premium learner’s Premium items and Smart Review rounds', async () => {
    const me = await signUp(app);
    await grantPremium(app, me.userId);
    const roundId = randomUUID();
    const body = await syncOk(me, [
      {
        kind: 'round_start',
        id: roundId,
        mode: 'adaptive',
        stateCode: 'TX',
        questionIds: premiumQs.slice(0, 2).map((q) => q.id),
        startedAt: clock().toISOString(),
      },
      ...premiumQs.slice(0, 2).map((q) => answerItem(q, { sessionId: roundId })),
    ]);
    expect(body.results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(await answersOf(me.userId)).toHaveLength(2);
  });

  it('processes items in order: an answer before its round exists is refused', async () => {
    const me = await signUp(app);
    const roundId = randomUUID();
    const start: SyncItem = {
      kind: 'round_start',
      id: roundId,
      mode: 'quick',
      stateCode: 'CA',
      questionIds: [freeQs[2]!.id],
      startedAt: clock().toISOString(),
    };
    const body = await syncOk(me, [answerItem(freeQs[2]!, { sessionId: roundId }), start]);
    expect(body.results.map((r) => r.status)).toEqual(['refused', 'accepted']);
  });

  it('counts offline days for the streak in the learner’s time zone, whatever order they arrive in', async () => {
    const phone = await signUp(app);
    const tz = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authed(phone),
      payload: { timeZone: 'America/Los_Angeles' },
    });
    expect(tz.statusCode).toBe(200);
    // The laptop answers online today (Nov 20 in Los Angeles) first...
    const s = await app.inject({ url: '/api/quiz/questions?type=quick', headers: authed(phone) });
    const round = s.json() as QuizSessionResponse;
    const q = round.questions[0]!;
    const online = await app.inject({
      method: 'POST',
      url: '/api/quiz/answer',
      headers: authed(phone),
      payload: {
        answerId: randomUUID(),
        sessionId: round.sessionId,
        questionId: q.id,
        selectedAnswer: q.correctAnswer,
        confidenceLevel: 'confident',
        timeSpent: 5,
      },
    });
    expect(online.statusCode).toBe(200);
    expect(online.json().currentStreak).toBe(1);
    // ...then the phone syncs what it did offline on Nov 18 and Nov 19 (local), the 19th late at night:
    // 07:30 UTC on the 20th is 23:30 on the 19th in Los Angeles.
    const body = await syncOk(phone, [
      answerItem(freeQs[10]!, { at: '2026-11-18T20:00:00Z' }),
      answerItem(freeQs[11]!, { at: '2026-11-20T07:30:00Z' }),
    ]);
    expect(body.profile.currentStreak).toBe(3);
    expect(body.profile.longestStreak).toBe(3);
    const days = (await answersOf(phone.userId)).map((a) => a.localDay).sort();
    expect(days).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
  });

  it('bounds the client’s clock: a future time counts as now, one older than 30 days as now', async () => {
    const me = await signUp(app);
    await syncOk(me, [
      answerItem(freeQs[12]!, { at: '2027-05-01T00:00:00Z' }),
      answerItem(freeQs[13]!, { at: '2026-09-01T00:00:00Z' }),
      answerItem(freeQs[14]!, { at: '2026-11-10T12:00:00Z' }),
    ]);
    const stored = await answersOf(me.userId);
    const byQ = new Map(stored.map((a) => [a.questionId, a.answeredAt.toISOString()]));
    expect(byQ.get(freeQs[12]!.id)).toBe(clock().toISOString());
    expect(byQ.get(freeQs[13]!.id)).toBe(clock().toISOString());
    expect(byQ.get(freeQs[14]!.id)).toBe('2026-11-10T12:00:00.000Z');
  });

  it('two devices of one account: each answer stored once, points added once each', async () => {
    const me = await signUp(app);
    const phoneItems = freeQs
      .slice(15, 20)
      .map((q) => answerItem(q, { at: iso(clock().getTime() - 3_600_000) }));
    const laptopItems = freeQs.slice(20, 23).map((q) => answerItem(q));
    // The phone's sync is interrupted and resent; the laptop syncs in between; both resend once more.
    await syncOk(me, phoneItems.slice(0, 3));
    await syncOk(me, laptopItems);
    await syncOk(me, phoneItems);
    await Promise.all([syncOk(me, phoneItems), syncOk(me, laptopItems)]);
    const stored = await answersOf(me.userId);
    expect(stored.map((a) => a.id).sort()).toEqual([...phoneItems, ...laptopItems].map((i) => i.id).sort());
    const expected = [...freeQs.slice(15, 23)].reduce((s, q) => s + pointsForAnswer(true, q.difficulty), 0);
    const profile = await profileOf(me.userId);
    expect(profile.totalPoints).toBeGreaterThanOrEqual(expected);
    // Whatever achievements came on top were awarded once: points = answers + earned achievements.
    const again = await syncOk(me, [...phoneItems, ...laptopItems]);
    expect(again.results.every((r) => r.duplicate)).toBe(true);
    expect((await profileOf(me.userId)).totalPoints).toBe(profile.totalPoints);
  });

  it('an answer id used by another learner is refused, not taken over', async () => {
    const a = await signUp(app);
    const b = await signInGuest(app);
    const item = answerItem(freeQs[24]!);
    await syncOk(a, [item]);
    const body = await syncOk(b, [item]);
    expect(body.results[0]).toMatchObject({ status: 'refused', error: { code: 'CONFLICT' } });
    expect(await answersOf(b.userId)).toEqual([]);
  });

  it('bad input is a clear 400 and stores nothing; a visitor gets 401', async () => {
    const me = await signUp(app);
    const bad = [
      [],
      [{ ...answerItem(freeQs[25]!), id: 'not-a-uuid' }],
      [{ ...answerItem(freeQs[25]!), confidenceLevel: 'very' }],
      [{ ...answerItem(freeQs[25]!), answeredAt: 'yesterday' }],
      [{ kind: 'bookmark', id: randomUUID() }],
      Array.from({ length: 201 }, () => answerItem(freeQs[25]!)),
    ];
    for (const items of bad) {
      const res = await sync(me, items);
      expect(res.statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const wrongOption = await syncOk(me, [
      { ...answerItem(freeQs[25]!), selectedAnswer: 'none of these' } as SyncItem,
    ]);
    expect(wrongOption.results[0]).toMatchObject({ status: 'refused', error: { code: 'BAD_REQUEST' } });
    expect(await answersOf(me.userId)).toEqual([]);
    expect((await sync(null, [answerItem(freeQs[25]!)])).statusCode).toBe(401);
  });

  it('a guest may sync too (free entitlement)', async () => {
    const g = await signInGuest(app);
    const body = await syncOk(g, [answerItem(freeQs[26]!)]);
    expect(body.results[0]!.status).toBe('accepted');
  });
});

describe('GET /api/offline/pack', () => {
  const pack = async (who: Session | null, query = '') =>
    app.inject({ url: `/api/offline/pack${query}`, headers: authed(who) });

  it('gives a free learner only free questions (national and their state’s), flashcards and their schedule', async () => {
    const me = await signUp(app);
    await syncOk(me, [answerItem(freeQs[27]!)]);
    const res = await pack(me, '?stateCode=TX');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PackResponse;
    expect(body.isPremium).toBe(false);
    expect(body.questions!.length).toBeGreaterThan(500);
    expect(body.questions!.length).toBeLessThanOrEqual(OFFLINE_PACK_MAX_QUESTIONS);
    expect(new Set(body.questions!.map((q) => q.area))).toEqual(new Set(['property', 'contracts']));
    expect(body.questions!.every((q) => q.stateCode === null || q.stateCode === 'TX')).toBe(true);
    const premiumIds = new Set(premiumQs.map((q) => q.id));
    expect(body.questions!.some((q) => premiumIds.has(q.id))).toBe(false);
    expect(body.flashcards!.length).toBeGreaterThan(500);
    expect(body.schedule.map((s) => s.itemId)).toEqual([freeQs[27]!.id]);
  });

  it('gives a Premium learner every area within the budget, and resends nothing unchanged (have=)', async () => {
    const me = await signUp(app);
    await grantPremium(app, me.userId);
    const res = await pack(me, '?stateCode=TX');
    const body = res.json() as PackResponse;
    expect(body.isPremium).toBe(true);
    expect(new Set(body.questions!.map((q) => q.area))).toEqual(
      new Set(['property', 'contracts', 'financing', 'law']),
    );
    expect(body.questions!.length).toBeLessThanOrEqual(OFFLINE_PACK_MAX_QUESTIONS);
    expect(body.questions!.some((q) => q.stateCode === 'TX')).toBe(true);
    console.info(
      `[pack] ${body.questions!.length} questions, ${body.flashcards!.length} flashcards, ${Math.round(res.body.length / 1024)} KB of JSON`,
    );
    const again = (await pack(me, `?stateCode=TX&have=${body.contentKey}`)).json() as PackResponse;
    expect(again.contentKey).toBe(body.contentKey);
    expect(again.questions).toBeNull();
    expect(again.flashcards).toBeNull();
    // Another state is another pack.
    const ca = (await pack(me, `?stateCode=CA&have=${body.contentKey}`)).json() as PackResponse;
    expect(ca.questions).not.toBeNull();
  });

  it('bad input is a 400; a visitor gets 401', async () => {
    const me = await signUp(app);
    expect((await pack(me, '?stateCode=ZZ')).statusCode).toBe(400);
    expect((await pack(null)).statusCode).toBe(401);
  });
});

describe('POST /api/sync against random replays from two devices (fast-check, the real server)', () => {
  it('each answer stored once, points counted once, whatever is resent, split or raced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ q: fc.nat(29), correct: fc.boolean(), device: fc.nat(1) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.record({ device: fc.nat(1), upTo: fc.nat(8), race: fc.boolean() }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (made, sends) => {
          const me = await signUp(app);
          const items = made.map((m) => ({ ...m, item: answerItem(freeQs[m.q]!, { correct: m.correct }) }));
          const queue = (device: number) => items.filter((i) => i.device === device).map((i) => i.item);
          for (const s of sends) {
            const own = queue(s.device).slice(0, Math.max(1, s.upTo));
            if (own.length === 0) continue;
            if (s.race) await Promise.all([syncOk(me, own), syncOk(me, own)]);
            else await syncOk(me, own);
          }
          for (const device of [0, 1]) if (queue(device).length) await syncOk(me, queue(device));
          const stored = await answersOf(me.userId);
          expect(stored.map((a) => a.id).sort()).toEqual(items.map((i) => i.item.id).sort());
          const earned = await app.db
            .select({ points: achievement.points })
            .from(userAchievement)
            .innerJoin(achievement, eq(achievement.id, userAchievement.achievementId))
            .where(eq(userAchievement.userId, me.userId));
          const expected =
            items.reduce((sum, i) => sum + pointsForAnswer(i.correct, freeQs[i.q]!.difficulty), 0) +
            earned.reduce((sum, e) => sum + e.points, 0);
          expect((await profileOf(me.userId)).totalPoints).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
    // Each run signs a learner up and syncs several batches: a loaded machine needs the room.
  }, 180_000);
});

describe('GET /api/offline/content/{contentKey} (a pack asked for with content=apart)', () => {
  const get = (who: Session | null, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: authed(who, headers) });
  const packOf = async (who: Session, query: string) => {
    const res = await get(who, `/api/offline/pack${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PackResponse;
  };
  const contentUrl = (key: string, stateCode = 'TX') => `/api/offline/content/${key}?stateCode=${stateCode}`;

  it('leaves the questions out of the pack; the key gives what the pack carried, the same bytes for every such learner', async () => {
    const [me, other] = [await signUp(app), await signUp(app)];
    const inline = await packOf(me, '?stateCode=TX');
    const apart = await packOf(me, '?stateCode=TX&content=apart');
    expect(apart.contentKey).toBe(inline.contentKey);
    expect(apart.questions).toBeNull();
    expect(apart.flashcards).toBeNull();

    const res = await get(me, contentUrl(apart.contentKey));
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json() as PackContent;
    expect(content.contentKey).toBe(apart.contentKey);
    expect(content.questions).toEqual(inline.questions);
    expect(content.flashcards).toEqual(inline.flashcards);
    // The browser keeps the bytes for this learner only and asks again each time (a 304): Premium
    // content is not read from its cache without the server, after a sign-out say.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);

    const theirs = await get(
      other,
      contentUrl((await packOf(other, '?stateCode=TX&content=apart')).contentKey),
    );
    expect(theirs.headers.etag).toBe(etag);
    expect(theirs.body).toBe(res.body);
    const held = await get(other, contentUrl(apart.contentKey), { 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    const br = await get(other, contentUrl(apart.contentKey), { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(content);
  });

  it('a key is the learner’s own: Premium content is not read with a free plan, nor one state’s with another’s', async () => {
    const [free, premium] = [await signUp(app), await signUp(app)];
    await grantPremium(app, premium.userId);
    const premiumKey = (await packOf(premium, '?stateCode=TX&content=apart')).contentKey;
    const freeKey = (await packOf(free, '?stateCode=TX&content=apart')).contentKey;
    expect(premiumKey).not.toBe(freeKey);

    const refused = await get(free, contentUrl(premiumKey));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toMatch(
      /not the current one for this learner.*ask for the pack again/,
    );
    expect((await get(premium, contentUrl(premiumKey, 'CA'))).statusCode).toBe(404);

    const paid = (await get(premium, contentUrl(premiumKey))).json() as PackContent;
    const areas = new Set(paid.questions.map((q) => q.area));
    expect(areas).toEqual(new Set(['property', 'contracts', 'financing', 'law']));
    const freeContent = (await get(free, contentUrl(freeKey))).json() as PackContent;
    expect(new Set(freeContent.questions.map((q) => q.area))).toEqual(new Set(['property', 'contracts']));
  });

  it('bad input is a clear 400, a visitor gets 401', async () => {
    const me = await signUp(app);
    const key = (await packOf(me, '?stateCode=TX&content=apart')).contentKey;
    const short = await get(me, '/api/offline/content/abc?stateCode=TX');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/contentKey must be the 32 hex characters/);
    const noState = await get(me, `/api/offline/content/${key}`);
    expect(noState.statusCode).toBe(400);
    expect(noState.json().error.message).toMatch(/stateCode/);
    expect((await get(me, contentUrl(key, 'ZZ'))).statusCode).toBe(400);
    const sideways = await get(me, '/api/offline/pack?stateCode=TX&content=sideways');
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().error.message).toMatch(/content must be 'inline' or 'apart'/);
    expect((await get(null, contentUrl(key))).statusCode).toBe(401);
  });

  it('a change another instance made (behind this one’s back) gives a new key and the new content at once', async () => {
    const me = await signUp(app);
    const before = await packOf(me, '?stateCode=TX&content=apart');
    const old = (await get(me, contentUrl(before.contentKey))).json() as PackContent;
    const changed = old.questions[1]!;
    // Written straight to the database, as another instance of the app would: this one is not told.
    await app.db
      .update(question)
      .set({ question: `${changed.question} (reworded)`, updatedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(question.id, changed.id));
    const after = await packOf(me, '?stateCode=TX&content=apart');
    expect(after.contentKey).not.toBe(before.contentKey);
    const fresh = (await get(me, contentUrl(after.contentKey))).json() as PackContent;
    expect(fresh.questions.find((q) => q.id === changed.id)!.question).toBe(`${changed.question} (reworded)`);
  });

  // Last in the file: it retires a question of the bank.
  it('a content change makes the old key a 404 and the new one the new content', async () => {
    const [me, admin] = [await signUp(app), await signUp(app)];
    await grantPremium(app, me.userId);
    await makeAdmin(app, admin.userId);
    const before = await packOf(me, '?stateCode=TX&content=apart');
    const old = (await get(me, contentUrl(before.contentKey))).json() as PackContent;
    const gone = old.questions[0]!.id;
    const retired = await app.inject({
      method: 'POST',
      url: `/api/admin/questions/${gone}/retire`,
      headers: authed(admin),
      payload: { reason: 'Outdated: the rule changed this year.' },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    const stale = await get(me, contentUrl(before.contentKey));
    expect(stale.statusCode).toBe(404);
    const after = await packOf(me, '?stateCode=TX&content=apart');
    expect(after.contentKey).not.toBe(before.contentKey);
    const fresh = (await get(me, contentUrl(after.contentKey))).json() as PackContent;
    expect(fresh.questions.map((q) => q.id)).toEqual(
      old.questions.map((q) => q.id).filter((id) => id !== gone),
    );
  });
});
