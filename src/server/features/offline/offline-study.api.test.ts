import { randomUUID } from 'node:crypto';
import { learnerProfile } from '@server/db/schema/learners';
import { quizSession, reviewState } from '@server/db/schema/learning';
import { bookmark, bookmarkSync, studyPlan } from '@server/db/schema/practice';
import { findMistakeIds } from '@server/learning/mistakes';
import { scheduleReview } from '@server/learning/scheduling';
import {
  authed,
  createTestApp,
  grantPremium,
  nationalQuestions,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  testClock,
} from '@server/test/helpers';
import type { PackResponse, SyncItem, SyncResponse } from '@shared/contracts/offline';
import type { BookmarksResponse } from '@shared/contracts/practice';
import { reviewRecord, type ScheduleRecord } from '@shared/learning/fsrs';
import { applyAnswer, deckIds, type MistakeEntry } from '@shared/learning/mistakes';
import { localDay } from '@shared/learning/streak';
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rest of offline study (issue 17): the mistakes deck and bookmarks in the pack and the outbox,
 * and the exam plan's retention in the device's scheduler, each held against the server's own rule.
 */
const clock = testClock(Date.parse('2026-11-20T18:00:00Z'));
const DAY = 86_400_000;
let app: TestApp;
type Q = { id: string; options: string[]; answerIndex: number };
let freeQs: Q[];
let premiumQs: Q[];

beforeAll(async () => {
  app = await createTestApp({ clock });
  const bank = await nationalQuestions(app);
  freeQs = bank.free.slice(0, 8);
  premiumQs = bank.premium.slice(0, 2);
});
afterAll(() => app.close());

const pick = (q: Q, correct: boolean) =>
  correct ? q.options[q.answerIndex]! : q.options.find((_, i) => i !== q.answerIndex)!;

function answerItem(q: Q, correct: boolean, at: Date, sessionId: string | null = null): SyncItem {
  return {
    kind: 'answer',
    id: randomUUID(),
    sessionId,
    questionId: q.id,
    selectedAnswer: pick(q, correct),
    confidenceLevel: 'confident',
    timeSpent: 7,
    answeredAt: at.toISOString(),
  };
}

function bookmarkItem(itemType: 'question' | 'flashcard', itemId: string, on: boolean): SyncItem {
  return { kind: 'bookmark', id: randomUUID(), itemType, itemId, on, at: clock().toISOString() };
}

async function sync(who: Session | null, items: unknown) {
  return app.inject({ method: 'POST', url: '/api/sync', headers: authed(who), payload: { items } });
}
async function syncOk(who: Session, items: SyncItem[]) {
  const res = await sync(who, items);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SyncResponse;
}
/** The pack, without resending questions the last one already carried (as the device asks for it). */
let lastKey = '';
async function pack(who: Session) {
  const res = await app.inject({
    url: `/api/offline/pack?stateCode=CA${lastKey ? `&have=${lastKey}` : ''}`,
    headers: authed(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as PackResponse;
  lastKey = body.contentKey;
  return body;
}
async function bookmarksOf(who: Session) {
  const res = await app.inject({ url: '/api/bookmarks', headers: authed(who) });
  return res.json() as BookmarksResponse;
}
const countOf = async (table: typeof bookmark | typeof bookmarkSync, userId: string) =>
  (await app.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

describe('POST /api/sync: bookmark items', () => {
  it('sets and removes bookmarks made offline (questions and flashcards); the pack carries them', async () => {
    const me = await signUp(app);
    const body = await syncOk(me, [
      bookmarkItem('question', freeQs[0]!.id, true),
      bookmarkItem('question', freeQs[1]!.id, true),
      bookmarkItem('flashcard', 'fc-law-001', true),
      bookmarkItem('question', freeQs[0]!.id, false),
    ]);
    expect(body.results.map((r) => [r.kind, r.status, r.duplicate])).toEqual(
      Array(4).fill(['bookmark', 'accepted', false]),
    );
    expect(await bookmarksOf(me)).toEqual({ questions: [freeQs[1]!.id], flashcards: ['fc-law-001'] });
    expect((await pack(me)).bookmarks).toEqual({ questions: [freeQs[1]!.id], flashcards: ['fc-law-001'] });
  });

  it('applies each change once by its id: a replayed "bookmark" after a later "remove" does not bring it back', async () => {
    const me = await signUp(app);
    const add = bookmarkItem('question', freeQs[2]!.id, true);
    const remove = bookmarkItem('question', freeQs[2]!.id, false);
    await syncOk(me, [add]);
    await syncOk(me, [remove]);
    // The reply to the first batch was lost: the device sends it again.
    const again = await syncOk(me, [add, remove]);
    expect(again.results.map((r) => [r.status, r.duplicate])).toEqual([
      ['accepted', true],
      ['accepted', true],
    ]);
    expect((await bookmarksOf(me)).questions).toEqual([]);
    expect(await countOf(bookmarkSync, me.userId)).toBe(2);
  });

  it('refuses what the online route refuses: a free learner’s Premium question, an unknown item; stores nothing of it', async () => {
    const me = await signUp(app);
    const body = await syncOk(me, [
      bookmarkItem('question', premiumQs[0]!.id, true),
      bookmarkItem('question', 'q-no-such-question', true),
      bookmarkItem('flashcard', 'fc-no-such-card', true),
      bookmarkItem('question', freeQs[3]!.id, true),
    ]);
    expect(body.results.map((r) => r.error?.code ?? r.status)).toEqual([
      'PREMIUM_REQUIRED',
      'NOT_FOUND',
      'NOT_FOUND',
      'accepted',
    ]);
    expect(await bookmarksOf(me)).toEqual({ questions: [freeQs[3]!.id], flashcards: [] });
    // A refused change leaves no receipt: sent again after an upgrade, it is applied.
    expect(await countOf(bookmarkSync, me.userId)).toBe(1);
    await grantPremium(app, me.userId);
    const retry = await syncOk(me, [{ ...bookmarkItem('question', premiumQs[0]!.id, true) }]);
    expect(retry.results[0]!.status).toBe('accepted');
    expect((await bookmarksOf(me)).questions).toContain(premiumQs[0]!.id);
  });

  it('roles: a visitor gets 401; a guest and a Premium learner may sync bookmarks; another learner’s id is refused', async () => {
    const item = bookmarkItem('question', freeQs[4]!.id, true);
    expect((await sync(null, [item])).statusCode).toBe(401);
    const guest = await signInGuest(app);
    expect((await syncOk(guest, [item])).results[0]!.status).toBe('accepted');
    const premium = await signUp(app);
    await grantPremium(app, premium.userId);
    const taken = await syncOk(premium, [item, bookmarkItem('question', premiumQs[1]!.id, true)]);
    expect(taken.results.map((r) => r.error?.code ?? r.status)).toEqual(['CONFLICT', 'accepted']);
    expect((await bookmarksOf(premium)).questions).toEqual([premiumQs[1]!.id]);
    expect((await bookmarksOf(guest)).questions).toEqual([freeQs[4]!.id]);
  });

  it('bad input is a clear 400 and stores nothing', async () => {
    const me = await signUp(app);
    const good = bookmarkItem('question', freeQs[5]!.id, true);
    for (const bad of [
      { ...good, id: 'not-a-uuid' },
      { ...good, itemType: 'note' },
      { ...good, itemId: '' },
      { ...good, on: 'yes' },
      { ...good, at: 'yesterday' },
      { kind: 'bookmark', id: randomUUID(), itemType: 'question', itemId: freeQs[5]!.id },
    ]) {
      const res = await sync(me, [good, bad]);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect(await countOf(bookmark, me.userId)).toBe(0);
    expect(await countOf(bookmarkSync, me.userId)).toBe(0);
  });
});

describe('the mistakes deck offline', () => {
  it('an offline mistakes drill (round mode custom) is stored as the learner’s round, answers judged by the server', async () => {
    const me = await signUp(app);
    const roundId = randomUUID();
    const at = clock();
    const body = await syncOk(me, [
      {
        kind: 'round_start',
        id: roundId,
        mode: 'custom',
        stateCode: 'CA',
        questionIds: [freeQs[0]!.id, freeQs[1]!.id],
        startedAt: at.toISOString(),
      },
      answerItem(freeQs[0]!, false, at, roundId),
      answerItem(freeQs[1]!, true, at, roundId),
      { kind: 'round_complete', id: randomUUID(), sessionId: roundId, completedAt: at.toISOString() },
    ]);
    expect(body.results.map((r) => r.status)).toEqual(Array(4).fill('accepted'));
    const [round] = await app.db.select().from(quizSession).where(eq(quizSession.id, roundId));
    expect(round).toMatchObject({ userId: me.userId, mode: 'custom', correctCount: 1, total: 2 });
    expect(await findMistakeIds(app.db, me.userId)).toEqual([freeQs[0]!.id]);
  });

  it('the device’s deck (pack plus answers given offline) equals the server’s after sync, in the learner’s time zone (fast-check)', async () => {
    const history = fc.array(
      fc.record({ q: fc.nat(3), correct: fc.boolean(), day: fc.nat(12), minute: fc.nat(1439) }),
      { maxLength: 12 },
    );
    const offline = fc.array(
      fc.record({ q: fc.nat(3), correct: fc.boolean(), day: fc.nat(3), minute: fc.nat(1439) }),
      { minLength: 1, maxLength: 10 },
    );
    const zone = fc.constantFrom('UTC', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo');
    await fc.assert(
      fc.asyncProperty(history, offline, zone, async (past, later, timeZone) => {
        const me = await signInGuest(app);
        await pack(me);
        await app.db.update(learnerProfile).set({ timeZone }).where(eq(learnerProfile.userId, me.userId));
        const now = clock().getTime();
        // History: 5 to 17 days ago; offline answers: the last 4 days, in the order they were given.
        const timed = (xs: typeof past, from: number) =>
          xs
            .map((x, i) => ({ ...x, at: new Date(now - from - x.day * DAY - x.minute * 60_000 - i * 1000) }))
            .sort((a, b) => a.at.getTime() - b.at.getTime());
        const before = timed(past, 5 * DAY);
        if (before.length)
          await syncOk(
            me,
            before.map((x) => answerItem(freeQs[x.q]!, x.correct, x.at)),
          );
        const held = await pack(me);
        expect(held.timeZone).toBe(timeZone);
        expect(deckIds(held.mistakes)).toEqual(await findMistakeIds(app.db, me.userId));

        let deck: MistakeEntry[] = held.mistakes;
        const after = timed(later, 0);
        for (const x of after)
          deck = applyAnswer(deck, {
            questionId: freeQs[x.q]!.id,
            isCorrect: x.correct,
            at: x.at,
            localDay: localDay(x.at, held.timeZone),
          });
        await syncOk(
          me,
          after.map((x) => answerItem(freeQs[x.q]!, x.correct, x.at)),
        );
        expect(deckIds(deck)).toEqual(await findMistakeIds(app.db, me.userId));
        expect(deckIds((await pack(me)).mistakes)).toEqual(deckIds(deck));
      }),
      { numRuns: 12 },
    );
  });

  it('two right answers on one local day keep a question in the deck; on two different days they clear it', async () => {
    const me = await signUp(app);
    await pack(me);
    await app.db
      .update(learnerProfile)
      .set({ timeZone: 'America/Los_Angeles' })
      .where(eq(learnerProfile.userId, me.userId));
    const [a, b] = [freeQs[6]!, freeQs[7]!];
    const t = (iso: string) => new Date(iso);
    await syncOk(me, [
      answerItem(a, false, t('2026-11-17T20:00:00Z')),
      answerItem(b, false, t('2026-11-17T20:05:00Z')),
      // 02:00 and 07:00 UTC on the 19th are both the 18th in Los Angeles: one day.
      answerItem(a, true, t('2026-11-19T02:00:00Z')),
      answerItem(a, true, t('2026-11-19T07:00:00Z')),
      // The 18th and the 19th in Los Angeles: two days.
      answerItem(b, true, t('2026-11-18T20:00:00Z')),
      answerItem(b, true, t('2026-11-19T20:00:00Z')),
    ]);
    const held = await pack(me);
    expect(await findMistakeIds(app.db, me.userId)).toEqual([a.id]);
    expect(deckIds(held.mistakes)).toEqual([a.id]);
    expect(held.mistakes.map((m) => m.questionId).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('exam-date retention offline', () => {
  it('the device schedules with the pack’s plan exactly as the server does (retention and pull-in, fast-check)', async () => {
    const me = await signUp(app);
    const examDate = new Date(clock().getTime() + 12 * DAY).toISOString().slice(0, 10);
    await app.db.insert(studyPlan).values({
      userId: me.userId,
      examDate,
      minutesPerDay: 30,
      desiredRetention: 0.8,
      newPerDay: 10,
    });
    const held = await pack(me);
    expect(held.plan).toEqual({ examDate, desiredRetention: 0.8 });
    let pulledIn = 0;
    let differsFromDefault = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ rating: fc.constantFrom(1, 2, 3, 4), hours: fc.nat(24 * 9) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (reviews) => {
          const itemId = `fc-plan-${randomUUID()}`;
          let local: ScheduleRecord | undefined;
          let at = clock().getTime();
          for (const r of reviews) {
            at += r.hours * 3_600_000;
            const now = new Date(at);
            const server = await scheduleReview(app.db, me.userId, 'flashcard', itemId, r.rating, now);
            const plain = reviewRecord(local, r.rating, now, null);
            local = reviewRecord(local, r.rating, now, held.plan);
            expect(local.due).toBe(server.due.toISOString());
            expect(local.stability).toBe(server.stability);
            expect(local.difficulty).toBe(server.difficulty);
            expect(local.scheduledDays).toBe(server.scheduledDays);
            if (local.due !== plain.due) differsFromDefault++;
            if (Date.parse(local.due) === Date.parse(`${examDate}T00:00:00Z`) - DAY) pulledIn++;
          }
          const [row] = await app.db
            .select()
            .from(reviewState)
            .where(and(eq(reviewState.userId, me.userId), eq(reviewState.itemId, itemId)));
          expect(row!.due.toISOString()).toBe(local!.due);
        },
      ),
      { numRuns: 25 },
    );
    // The plan mattered: some reviews came due earlier than plain FSRS would have them, some on the exam's eve.
    expect(differsFromDefault).toBeGreaterThan(0);
    expect(pulledIn).toBeGreaterThan(0);
  });

  it('without a plan (or once the exam has passed) the device schedules at FSRS 0.9, as the server does', async () => {
    const me = await signUp(app);
    expect((await pack(me)).plan).toBeNull();
    const now = clock();
    const server = await scheduleReview(app.db, me.userId, 'flashcard', 'fc-law-002', 3, now);
    expect(reviewRecord(undefined, 3, now, null).due).toBe(server.due.toISOString());
    const past = { examDate: '2026-11-01', desiredRetention: 0.75 };
    expect(reviewRecord(undefined, 3, now, past)).toEqual(reviewRecord(undefined, 3, now, null));
  });
});
