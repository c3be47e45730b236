import { randomUUID } from 'node:crypto';
import { flashcard, glossaryTerm } from '@server/db/schema/content';
import { flashcardReview, reviewState } from '@server/db/schema/learning';
import { authed, createCallers, createTestApp, type Session, type TestApp } from '@server/test/helpers';
import { mathCategories } from '@shared/content/schemas';
import type {
  FlashcardReviewResponse,
  FlashcardsResponse,
  GlossaryResponse,
  MathReferenceResponse,
} from '@shared/contracts/reference';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewFlashcard } from './service';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let termCount: number;
let cardCount: number;
beforeAll(async () => {
  app = await createTestApp();
  callers = await createCallers(app);
  termCount = (await app.db.select({ n: count() }).from(glossaryTerm))[0]!.n;
  cardCount = (await app.db.select({ n: count() }).from(flashcard))[0]!.n;
});
afterAll(() => app.close());

const everyone = () =>
  [
    ['visitor', null],
    ['guest', callers.guest],
    ['free', callers.free],
    ['premium', callers.premium],
  ] as const;

async function storedFor(userId: string) {
  const [reviews] = await app.db
    .select({ n: count() })
    .from(flashcardReview)
    .where(eq(flashcardReview.userId, userId));
  const [states] = await app.db
    .select({ n: count() })
    .from(reviewState)
    .where(eq(reviewState.userId, userId));
  return { reviews: reviews!.n, states: states!.n };
}

describe('GET /api/glossary', () => {
  it('gives everyone every term, alphabetically, in all four categories', async () => {
    expect(termCount).toBeGreaterThan(700);
    for (const [who, session] of everyone()) {
      const res = await app.inject({ url: '/api/glossary', headers: authed(session) });
      expect(res.statusCode, who).toBe(200);
      const terms = res.json() as GlossaryResponse;
      expect(terms, who).toHaveLength(termCount);
      expect(new Set(terms.map((t) => t.category))).toEqual(
        new Set(['property', 'contracts', 'financing', 'law']),
      );
      const names = terms.map((t) => t.term.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const [first] = (await app.inject('/api/glossary')).json() as GlossaryResponse;
    expect(Object.keys(first!).sort()).toEqual(
      ['category', 'definition', 'examples', 'id', 'relatedTerms', 'term'].sort(),
    );
    expect(first!.examples.length).toBeGreaterThan(0);
  });

  it('filters by category and by a case-insensitive search of term or definition', async () => {
    const law = (await app.inject('/api/glossary?category=law')).json() as GlossaryResponse;
    expect(law.length).toBeGreaterThan(50);
    expect(law.every((t) => t.category === 'law')).toBe(true);

    const escrow = (await app.inject('/api/glossary?q=ESCROW')).json() as GlossaryResponse;
    expect(escrow.length).toBeGreaterThan(1);
    for (const t of escrow) expect(`${t.term} ${t.definition}`.toLowerCase()).toContain('escrow');
    expect(escrow[0]?.term).toBe('Escrow');

    const both = (await app.inject('/api/glossary?q=escrow&category=financing')).json() as GlossaryResponse;
    expect(both.every((t) => t.category === 'financing')).toBe(true);
    expect(both.length).toBeLessThanOrEqual(escrow.length);

    // LIKE wildcards in the search are taken literally.
    const wildcard = (await app.inject('/api/glossary?q=%25')).json() as GlossaryResponse;
    expect(wildcard.length).toBeLessThan(termCount);
    for (const t of wildcard) expect(`${t.term} ${t.definition}`).toContain('%');
    expect((await app.inject('/api/glossary?q=zzqqxx')).json()).toEqual([]);
  });

  it('ranks by relevance: what a learner says finds the book term first', async () => {
    const first = async (q: string) =>
      ((await app.inject(`/api/glossary?q=${encodeURIComponent(q)}`)).json() as GlossaryResponse)[0]?.term;
    expect(await first('cap rate')).toBe('Capitalization rate');
    expect(await first('points')).toBe('Discount point');
    expect(await first('net operating')).toBe('Net operating income');
    // A term match beats a definition that uses the word.
    const lien = (await app.inject('/api/glossary?q=lien')).json() as GlossaryResponse;
    const firstDefinitionOnly = lien.findIndex((t) => !t.term.toLowerCase().includes('lien'));
    const lastTermMatch = lien.findLastIndex((t) => t.term.toLowerCase().includes('lien'));
    expect(lastTermMatch).toBeLessThan(firstDefinitionOnly);
  });

  it('rejects an unknown category or an overlong search with a clear 400', async () => {
    const res = await app.inject('/api/glossary?category=gossip');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().error.message).toMatch(/category must be one of property, contracts, financing, law/);
    const long = await app.inject(`/api/glossary?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/q is at most 100 characters/);
  });
});

describe('GET /api/flashcards', () => {
  it('gives everyone, free learners included, every category: flashcards are a free tool', async () => {
    expect(cardCount).toBeGreaterThan(500);
    for (const [who, session] of everyone()) {
      const res = await app.inject({ url: '/api/flashcards', headers: authed(session) });
      expect(res.statusCode, who).toBe(200);
      const cards = res.json() as FlashcardsResponse;
      expect(cards, who).toHaveLength(cardCount);
      expect(new Set(cards.map((c) => c.category))).toEqual(
        new Set(['property', 'contracts', 'financing', 'law']),
      );
      expect(cards.every((c) => c.difficulty >= 1 && c.difficulty <= 3)).toBe(true);
    }
    for (const category of ['financing', 'law'] as const) {
      const res = await app.inject({
        url: `/api/flashcards?category=${category}`,
        headers: authed(callers.free),
      });
      const cards = res.json() as FlashcardsResponse;
      expect(cards.length).toBeGreaterThan(100);
      expect(cards.every((c) => c.category === category)).toBe(true);
    }
    expect(((await app.inject('/api/flashcards?category=all')).json() as FlashcardsResponse).length).toBe(
      cardCount,
    );
  });

  it('shuffles the cards on every request', async () => {
    const a = ((await app.inject('/api/flashcards?category=law')).json() as FlashcardsResponse).map(
      (c) => c.id,
    );
    const b = ((await app.inject('/api/flashcards?category=law')).json() as FlashcardsResponse).map(
      (c) => c.id,
    );
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
    expect(a).not.toEqual([...a].sort());
  });

  it('rejects an unknown category with a clear 400', async () => {
    const res = await app.inject('/api/flashcards?category=gossip');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      /category must be all or one of property, contracts, financing, law/,
    );
  });
});

describe('POST /api/flashcards/:id/review', () => {
  const review = (session: Session | null, id: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/flashcards/${id}/review`,
      headers: authed(session),
      payload: payload as Record<string, unknown>,
    });

  it('moves the FSRS schedule on and counts the review for guests, free and premium learners', async () => {
    for (const who of [callers.guest, callers.free, callers.premium]) {
      const before = Date.now();
      const res = await review(who, 'fc-law-001', { reviewId: randomUUID(), rating: 'good' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as FlashcardReviewResponse;
      expect(new Date(body.due).getTime()).toBeGreaterThan(before);
      expect(body.newAchievements).toEqual([]);
      const [state] = await app.db.select().from(reviewState).where(eq(reviewState.userId, who.userId));
      expect(state).toMatchObject({ itemType: 'flashcard', itemId: 'fc-law-001', reps: 1 });
      expect(await storedFor(who.userId)).toEqual({ reviews: 1, states: 1 });
    }
  });

  it('stores a resend with the same reviewId once, and refuses a reviewId used by someone else', async () => {
    const { userId } = callers.premium;
    const start = await storedFor(userId);
    const reviewId = randomUUID();
    const first = await review(callers.premium, 'fc-prop-001', { reviewId, rating: 'easy' });
    expect(first.statusCode).toBe(200);
    const again = await review(callers.premium, 'fc-prop-001', { reviewId, rating: 'easy' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ due: first.json().due, newAchievements: [] });
    expect(await storedFor(userId)).toEqual({ reviews: start.reviews + 1, states: start.states + 1 });

    const freeBefore = await storedFor(callers.free.userId);
    const stolen = await review(callers.free, 'fc-prop-001', { reviewId, rating: 'easy' });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.code).toBe('CONFLICT');
    expect(await storedFor(callers.free.userId)).toEqual(freeBefore);
  });

  it('rejects bad input with a clear 400 or 404 and stores nothing', async () => {
    const { userId } = callers.guest;
    const before = await storedFor(userId);
    const cases: [string, unknown, number, RegExp][] = [
      [
        'fc-law-002',
        { reviewId: randomUUID(), rating: 'meh' },
        400,
        /rating must be again, hard, good or easy/,
      ],
      ['fc-law-002', { reviewId: 'not-a-uuid', rating: 'good' }, 400, /reviewId must be a UUID/],
      ['fc-law-002', { rating: 'good' }, 400, /reviewId/],
      ['NOT_AN_ID!', { reviewId: randomUUID(), rating: 'good' }, 400, /id is a flashcard id/],
      [
        'fc-law-999999',
        { reviewId: randomUUID(), rating: 'good' },
        404,
        /No flashcard with id fc-law-999999/,
      ],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await review(callers.guest, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await storedFor(userId)).toEqual(before);
  });

  it('needs a session: a visitor gets 401 and nothing is stored', async () => {
    const [before] = await app.db.select({ n: count() }).from(flashcardReview);
    const res = await review(null, 'fc-law-001', { reviewId: randomUUID(), rating: 'good' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
    const [after] = await app.db.select({ n: count() }).from(flashcardReview);
    expect(after!.n).toBe(before!.n);
  });

  it('spaces a card out further after each good review', async () => {
    const t0 = new Date('2026-03-01T12:00:00Z');
    const userId = callers.premium.userId;
    const first = await reviewFlashcard(
      app.db,
      userId,
      'fc-con-002',
      { reviewId: randomUUID(), rating: 'good' },
      t0,
    );
    const t1 = new Date(first.due);
    const second = await reviewFlashcard(
      app.db,
      userId,
      'fc-con-002',
      { reviewId: randomUUID(), rating: 'good' },
      t1,
    );
    const t2 = new Date(second.due);
    const third = await reviewFlashcard(
      app.db,
      userId,
      'fc-con-002',
      { reviewId: randomUUID(), rating: 'good' },
      t2,
    );
    const gap = (from: Date, due: string) => new Date(due).getTime() - from.getTime();
    expect(gap(t0, first.due)).toBeGreaterThan(0);
    expect(gap(t1, second.due)).toBeGreaterThan(gap(t0, first.due));
    expect(gap(t2, third.due)).toBeGreaterThan(gap(t1, second.due));
  });

  it('awards Card Shark at the 25th review', async () => {
    await review(callers.admin, 'fc-con-001', { reviewId: randomUUID(), rating: 'good' });
    await review(callers.admin, 'fc-con-001', { reviewId: randomUUID(), rating: 'again' });
    const cards = (
      (await app.inject('/api/flashcards?category=contracts')).json() as FlashcardsResponse
    ).slice(0, 23);
    const earned: string[] = [];
    for (const card of cards) {
      const res = await review(callers.admin, card.id, { reviewId: randomUUID(), rating: 'hard' });
      expect(res.statusCode).toBe(200);
      earned.push(...(res.json() as FlashcardReviewResponse).newAchievements.map((a) => a.id));
    }
    expect(earned).toContain('flashcards-25');
    expect((await storedFor(callers.admin.userId)).reviews).toBe(25);
    const mine = await app.inject({ url: '/api/user/achievements', headers: authed(callers.admin) });
    expect(mine.json().map((a: { id: string }) => a.id)).toContain('flashcards-25');
  });
});

describe('GET /api/math', () => {
  it('gives everyone the math reference: four conversion tables, formulas and 8 example categories', async () => {
    for (const [who, session] of everyone()) {
      const res = await app.inject({ url: '/api/math', headers: authed(session) });
      expect(res.statusCode, who).toBe(200);
      const math = res.json() as MathReferenceResponse;
      expect(math.conversions.map((c) => c.group)).toEqual(['area', 'length', 'volume', 'land']);
      expect(JSON.stringify(math.conversions)).toContain('43,560 square feet');
      expect(math.formulas.length).toBeGreaterThan(5);
      expect(new Set(math.examples.map((e) => e.category))).toEqual(new Set(mathCategories));
      for (const e of math.examples) {
        expect(e.problem && e.solution && e.formula && e.explanation).toBeTruthy();
      }
    }
  });

  it('has no inputs: a write method is not a route', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/math', payload: {} })).statusCode).toBe(404);
  });
});
