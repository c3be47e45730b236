import { question } from '@server/db/schema/content';
import { authed, createCallers, createTestApp, type Session, type TestApp } from '@server/test/helpers';
import type { QuestionsResponse, TopicsResponse } from '@shared/contracts/questions';
import { and, count, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp();
  callers = await createCallers(app);
});
afterAll(() => app.close());

async function get(who: Session | null, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: authed(who) });
  return { status: res.statusCode, body: res.json() as QuestionsResponse & { error?: { code: string } } };
}
async function ok(url: string) {
  const res = await get(callers.premium, url);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body;
}
async function liveCount(where = isNull(question.stateCode)) {
  const [row] = await app.db
    .select({ n: count() })
    .from(question)
    .where(and(isNull(question.retiredAt), where));
  return row!.n;
}

describe('GET /api/topics', () => {
  it('lists the four content areas, then State law, as {id, name}, for anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/topics' });
    expect(res.statusCode).toBe(200);
    const topics = res.json() as TopicsResponse;
    expect(topics.map((t) => t.id)).toEqual(['property', 'contracts', 'financing', 'law', 'state-law']);
    expect(topics[0]!.name).toBe('Property Principles & Ownership');
    expect(topics[4]).toEqual({ id: 'state-law', name: 'State law' });
  });
});

describe('GET /api/questions/state', () => {
  it('is Premium: a visitor gets 401, a guest and a free learner 403 PREMIUM_REQUIRED', async () => {
    expect((await get(null, '/api/questions/state')).status).toBe(401);
    for (const who of [callers.guest, callers.free]) {
      const res = await get(who, '/api/questions/state');
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('PREMIUM_REQUIRED');
    }
  });

  it('pages the whole national bank on the server: counts match the bank, pages do not overlap', async () => {
    const national = await liveCount();
    expect(national).toBeGreaterThan(1000);
    const first = await ok('/api/questions/state?state=null');
    expect(first.totalCount).toBe(national);
    expect(first.questions).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.totalPages).toBe(Math.ceil(national / 20));
    const second = await ok('/api/questions/state?page=2');
    const ids = new Set(first.questions.map((q) => q.id));
    expect(second.questions.some((q) => ids.has(q.id))).toBe(false);
    const last = await ok(`/api/questions/state?page=${first.totalPages}&pageSize=20`);
    expect(last.hasMore).toBe(false);
    expect(last.questions.length).toBe(national - 20 * (first.totalPages - 1));
  });

  it("adds a state's own items to the national ones when a state is given", async () => {
    const tx = await ok('/api/questions/state?state=TX&pageSize=1');
    const expected = await liveCount(or(isNull(question.stateCode), eq(question.stateCode, 'TX')));
    expect(tx.totalCount).toBe(expected);
    expect(tx.totalCount).toBeGreaterThan(await liveCount());
  });

  it('filters by topic, and every card carries its key, explanation and one reason per option', async () => {
    const res = await ok('/api/questions/state?topic=contracts&pageSize=100');
    expect(res.totalCount).toBe(
      await liveCount(and(isNull(question.stateCode), eq(question.area, 'contracts'))),
    );
    for (const q of res.questions) {
      expect(q.topicId).toBe('contracts');
      expect(q.options).toContain(q.correctAnswer);
      expect(q.explanation.length).toBeGreaterThan(10);
    }
    expect(res.questions.some((q) => q.rationales?.length === q.options.length)).toBe(true);
  });

  it("state-law is only the state's own items: counts match the state bank, searched and paged", async () => {
    const txBank = await liveCount(eq(question.stateCode, 'TX'));
    expect(txBank).toBeGreaterThan(20);
    const first = await ok('/api/questions/state?state=TX&topic=state-law');
    expect(first.totalCount).toBe(txBank);
    expect(first.questions).toHaveLength(20);
    expect(first.totalPages).toBe(Math.ceil(txBank / 20));
    expect(first.hasMore).toBe(true);
    const all = await ok(`/api/questions/state?state=TX&topic=state-law&pageSize=100`);
    const second = await ok('/api/questions/state?state=TX&topic=state-law&page=2');
    const firstIds = new Set(first.questions.map((q) => q.id));
    expect(second.questions.some((q) => firstIds.has(q.id))).toBe(false);
    for (const q of [...all.questions, ...second.questions]) expect(q.stateCode).toBe('TX');
    // Search narrows within the state bank: a word of one TX stem finds it, and only TX items.
    const word = all.questions[0]!.question.split(/\W+/).find((w) => w.length > 6)!;
    const found = await ok(
      `/api/questions/state?state=TX&topic=state-law&search=${encodeURIComponent(word)}&pageSize=100`,
    );
    expect(found.questions.map((q) => q.id)).toContain(all.questions[0]!.id);
    expect(found.totalCount).toBeLessThanOrEqual(txBank);
    for (const q of found.questions) expect(q.stateCode).toBe('TX');
    // Another state's bank is its own.
    const ca = await ok('/api/questions/state?state=CA&topic=state-law&pageSize=100');
    expect(ca.totalCount).toBe(await liveCount(eq(question.stateCode, 'CA')));
    expect(ca.questions.every((q) => q.stateCode === 'CA')).toBe(true);
  });

  it('state-law finds nothing for a state with no state bank, or with no state', async () => {
    expect(await liveCount(eq(question.stateCode, 'WY'))).toBe(0);
    for (const url of [
      '/api/questions/state?state=WY&topic=state-law',
      '/api/questions/state?state=null&topic=state-law',
      '/api/questions/state?topic=state-law',
    ]) {
      const res = await ok(url);
      expect(res.totalCount, url).toBe(0);
      expect(res.questions).toEqual([]);
      expect(res.hasMore).toBe(false);
    }
  });

  it('searches question text and explanation case-insensitively, literal % included', async () => {
    const [row] = await app.db
      .select()
      .from(question)
      .where(and(isNull(question.stateCode), isNull(question.retiredAt)))
      .limit(1);
    // A word from the explanation that is not in the stem still finds the question.
    const word = row!.explanation.split(/\W+/).find((w) => w.length > 7 && !row!.question.includes(w))!;
    const res = await ok(
      `/api/questions/state?search=${encodeURIComponent(word.toUpperCase())}&pageSize=100`,
    );
    expect(res.totalCount).toBeGreaterThan(0);
    for (const q of res.questions)
      expect(`${q.question} ${q.explanation}`.toLowerCase()).toContain(word.toLowerCase());
    // A phrase from its explanation, in capitals, finds this very question.
    const phrase = row!.explanation.slice(10, 40).toUpperCase();
    const exact = await ok(`/api/questions/state?search=${encodeURIComponent(phrase)}&pageSize=100`);
    expect(exact.questions.map((q) => q.id)).toContain(row!.id);
    const none = await ok('/api/questions/state?search=%25%25zzqx%25');
    expect(none.totalCount).toBe(0);
    expect(none.questions).toEqual([]);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const url of [
      '/api/questions/state?topic=weather',
      '/api/questions/state?state=ZZ',
      '/api/questions/state?page=0',
      '/api/questions/state?pageSize=500',
      `/api/questions/state?search=${'x'.repeat(201)}`,
    ]) {
      const res = await get(callers.premium, url);
      expect(res.status, url).toBe(400);
      expect(res.body.error?.code).toBeDefined();
    }
  });
});
