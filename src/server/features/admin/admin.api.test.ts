import { randomUUID } from 'node:crypto';
import { adminAudit, questionReport } from '@server/db/schema/admin';
import { user } from '@server/db/schema/auth';
import { question } from '@server/db/schema/content';
import { entitlement } from '@server/db/schema/entitlements';
import { answer, reviewState } from '@server/db/schema/learning';
import {
  authed,
  createCallers,
  createTestApp,
  grantPremium,
  questionEditOf,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  uniqueEmail,
} from '@server/test/helpers';
import { CSV_COLUMNS, IMPORT_MAX_CHARS } from '@shared/contracts/admin';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const listedAdminEmail = uniqueEmail('boss');

beforeAll(async () => {
  app = await createTestApp({ env: { REPORT_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: listedAdminEmail } });
  callers = await createCallers(app);
}, 60_000);
afterAll(() => app.close());

const call = (session: Session | null, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: authed(session),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asAdmin = (method: string, url: string, payload?: unknown) => call(callers.admin, method, url, payload);

const activeCount = async () =>
  (await app.db.select({ n: count() }).from(question).where(isNull(question.retiredAt)))[0]!.n;
const latestAudit = async () =>
  (await app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]!;
const someQuestion = async (area = 'contracts') =>
  (
    await app.db
      .select()
      .from(question)
      .where(and(eq(question.area, area), isNull(question.retiredAt), eq(question.source, 'content')))
      .orderBy(question.id)
      .limit(1)
  )[0]!;

describe('who may call the admin API', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/question-count'],
    ['GET', '/api/admin/questions?page=1&limit=20'],
    ['GET', '/api/admin/users?page=1&limit=20'],
    ['POST', '/api/admin/generate-questions', {}],
    ['POST', '/api/admin/import-csv', { csvContent: 'id\n' }],
    ['POST', '/api/admin/import-json', { jsonContent: '[]' }],
    ['POST', '/api/admin/load-bulk-sets', {}],
    ['POST', `/api/admin/reset-user/${randomUUID()}`, {}],
    ['DELETE', `/api/admin/user/${randomUUID()}`],
    ['POST', '/api/admin/mass-delete-users', { deleteAll: true }],
    ['GET', '/api/admin/csv-template'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/reports'],
  ];
  it.each(calls)(
    '%s %s: 401 for a visitor, 403 FORBIDDEN for guest, free and premium learners',
    async (method, url, payload) => {
      const users = await app.db.select({ n: count() }).from(user);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      for (const who of [callers.guest, callers.free, callers.premium]) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: 'Admins only.' });
      }
      // Nothing a refused caller sent changed anything (the mass delete above all).
      expect(await app.db.select({ n: count() }).from(user)).toEqual(users);
    },
  );
});

describe('questions', () => {
  it('GET question-count answers {count} of the questions in service', async () => {
    const res = await asAdmin('GET', '/api/admin/question-count');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: await activeCount() });
    expect(res.json().count).toBeGreaterThan(100);
  });

  it('GET questions pages by 20, 100 with showAll, and filters by topic', async () => {
    const first = (await asAdmin('GET', '/api/admin/questions?page=1&limit=20')).json();
    expect(first.questions).toHaveLength(20);
    expect(first.pagination).toMatchObject({ page: 1, hasMore: true });
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.totalCount / 20));
    const second = (await asAdmin('GET', '/api/admin/questions?page=2&limit=20')).json();
    expect(second.questions[0].id).not.toBe(first.questions[0].id);
    const all = (await asAdmin('GET', '/api/admin/questions?page=1&limit=100&showAll=true&topicId=1')).json();
    expect(all.questions).toHaveLength(100);
    // Show-all ignores the topic filter.
    const unfiltered = (await asAdmin('GET', '/api/admin/questions?page=1&limit=20')).json();
    expect(all.pagination.totalCount).toBe(unfiltered.pagination.totalCount);
    expect(all.pagination.totalPages).toBe(Math.ceil(unfiltered.pagination.totalCount / 100));
    const finance = (await asAdmin('GET', '/api/admin/questions?page=1&limit=20&topicId=3')).json();
    expect(
      finance.questions.every(
        (q: { area: string; topicId: number }) => q.area === 'financing' && q.topicId === 3,
      ),
    ).toBe(true);
    const last = (
      await asAdmin('GET', `/api/admin/questions?page=${finance.pagination.totalPages}&limit=20&topicId=3`)
    ).json();
    expect(last.pagination.hasMore).toBe(false);
  });

  it.each(['page=0', 'page=x', 'topicId=9', 'showAll=yes', 'limit=500'])(
    'GET questions?%s is a clear 400',
    async (q) => {
      const res = await asAdmin('GET', `/api/admin/questions?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    },
  );

  it('PUT edits a question, writes who, when, before and after to the audit log, and a public reason to /corrections', async () => {
    const q = await someQuestion();
    const body = {
      question: { ...questionEditOf(q), stem: `${q.question} (edited)` },
      publicReason: 'A reviewer tightened the wording.',
    };
    const res = await asAdmin('PUT', `/api/admin/questions/${q.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().question.question).toBe(`${q.question} (edited)`);
    const [row] = await app.db.select().from(question).where(eq(question.id, q.id));
    expect(row!.question).toBe(`${q.question} (edited)`);
    // The seed leaves an admin's version alone from now on.
    expect(row!.source).toBe('content+admin');
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      actorId: callers.admin.userId,
      action: 'edit-question',
      targetId: q.id,
      before: expect.objectContaining({ stem: q.question }),
      after: expect.objectContaining({ stem: `${q.question} (edited)` }),
    });
    const corrections = (await call(null, 'GET', '/api/corrections')).json().corrections;
    expect(corrections[0]).toMatchObject({
      questionId: q.id,
      changed: ['stem'],
      trigger: 'review',
      reason: body.publicReason,
    });
  });

  it('refuses a bad edit with a 400 and changes nothing', async () => {
    const q = await someQuestion('property');
    for (const change of [
      { options: ['a', 'b', 'c'] },
      { options: ['same', 'same', 'x', 'y'] },
      { answer: 4 },
      { explanation: 'Only one sentence.' },
      { difficulty: 6 },
      { concept: 'no-such-concept' },
      { stateCode: 'ZZ' },
    ]) {
      const res = await asAdmin('PUT', `/api/admin/questions/${q.id}`, {
        question: { ...questionEditOf(q), ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(
      (await asAdmin('PUT', `/api/admin/questions/${q.id}`, { question: questionEditOf(q) })).statusCode,
    ).toBe(400);
    const [row] = await app.db.select().from(question).where(eq(question.id, q.id));
    expect(row).toEqual(q);
    expect(
      (await asAdmin('PUT', '/api/admin/questions/no-such-id', { question: questionEditOf(q) })).statusCode,
    ).toBe(404);
  });

  it('retires a question: out of service, counted out, audited, and once only', async () => {
    const q = await someQuestion('law');
    const before = await activeCount();
    const res = await asAdmin('POST', `/api/admin/questions/${q.id}/retire`, {
      reason: 'Duplicates another item.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().question.retiredAt).not.toBeNull();
    expect(await activeCount()).toBe(before - 1);
    expect(await latestAudit()).toMatchObject({
      action: 'retire-question',
      targetId: q.id,
      reason: 'Duplicates another item.',
    });
    expect(
      (await asAdmin('POST', `/api/admin/questions/${q.id}/retire`, { reason: 'Again.' })).statusCode,
    ).toBe(409);
    expect((await asAdmin('POST', `/api/admin/questions/${q.id}/retire`, {})).statusCode).toBe(400);
  });
});

describe('generate', () => {
  it('makes state-fact questions for the state asked, stored with their source, and skips duplicates', async () => {
    const res = await asAdmin('POST', '/api/admin/generate-questions', {
      stateCode: 'TX',
      topicId: 4,
      count: 5,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toBeGreaterThan(0);
    expect(body.message).toMatch(/Added \d+ generated question/);
    const rows = await app.db.select().from(question).where(like(question.id, 'gen-state-tx-%'));
    expect(rows).toHaveLength(body.added);
    for (const r of rows) {
      expect(r).toMatchObject({ stateCode: 'TX', area: 'law', retiredAt: null });
      expect(r.source).toMatch(/^generator:state-facts\//);
      expect(r.options).toHaveLength(4);
    }
    expect(await latestAudit()).toMatchObject({ action: 'generate-questions' });
    // The same facts again: every one is a duplicate.
    const again = (
      await asAdmin('POST', '/api/admin/generate-questions', { stateCode: 'TX', topicId: 4, count: 5 })
    ).json();
    expect(again.added).toBe(0);
    expect(again.skipped).toBe(body.added);
  });

  it('with an empty body makes 20 from the math families and the state-fact templates', async () => {
    const res = await asAdmin('POST', '/api/admin/generate-questions', {});
    expect(res.statusCode).toBe(200);
    const { ids, added, skipped } = res.json();
    expect(added + skipped).toBeLessThanOrEqual(20);
    expect(added).toBeGreaterThanOrEqual(10);
    expect(ids.some((id: string) => id.startsWith('gen-math-'))).toBe(true);
    const [math] = await app.db.select().from(question).where(like(question.id, 'gen-math-%')).limit(1);
    expect(math!.source).toMatch(/^generator:math\/[a-z-]+@v\d+$/);
    expect(math!.area).toBe('financing');
  });

  it.each([
    [{ topicId: 1 }, /no verified generator/],
    [{ count: 0 }, /count/],
    [{ count: 'many' }, /count/],
    [{ stateCode: 'XX' }, /stateCode/],
    [{ extra: true }, /extra|Unrecognized/i],
  ])('refuses %j with a clear 400 and stores nothing', async (payload, message) => {
    const before = await app.db.select({ n: count() }).from(question);
    const res = await asAdmin('POST', '/api/admin/generate-questions', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(await app.db.select({ n: count() }).from(question)).toEqual(before);
  });
});

describe('import CSV and JSON', () => {
  it('the template downloads as question-template.csv and imports as it is (its columns round-trip)', async () => {
    const res = await asAdmin('GET', '/api/admin/csv-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="question-template.csv"');
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const [header, example] = parse(res.body) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    const imported = await asAdmin('POST', '/api/admin/import-csv', { csvContent: res.body });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 1, message: 'Imported 1 question.' });
    const [row] = await app.db.select().from(question).where(eq(question.id, example![0]!));
    expect(row).toMatchObject({
      source: 'import:csv',
      area: 'contracts',
      answerIndex: 0,
      question: example![7],
    });
    expect(row!.options).toEqual(example!.slice(8, 12));
    expect(await latestAudit()).toMatchObject({ action: 'import-csv', after: { ids: [example![0]] } });
  });

  const good = (id: string, overrides: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) => {
    const base: Record<(typeof CSV_COLUMNS)[number], string> = {
      id,
      area: 'property',
      state: '',
      concept: 'con-earnest-money',
      difficulty: '2',
      topic_pv: 'pv-contracts-agency',
      topic_psi: 'psi-contracts',
      stem: `Which statement about earnest money is true? (${id}, with a comma, and "quotes")`,
      option_a: 'It is credited to the buyer at closing',
      option_b: 'It is the broker’s fee',
      option_c: 'It must be paid in cash only',
      option_d: 'It is refunded to the seller',
      answer: 'a',
      explanation: 'Earnest money is usually credited toward the price at closing. It is not the broker fee.',
      memory_hint: 'Deposit now, credit later.',
      fun_fact: 'Escrow agents often hold\nthe deposit.',
      ...overrides,
    };
    return CSV_COLUMNS.map((c) => base[c]);
  };

  it('imports quoted fields with commas, quotes and line breaks', async () => {
    const csv = stringify([
      [...CSV_COLUMNS],
      good('csv-ok-one'),
      good('csv-ok-two', { state: 'fl', answer: 'B', option_b: 'It shows good faith' }),
    ]);
    const res = await asAdmin('POST', '/api/admin/import-csv', { csvContent: csv });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await app.db
      .select()
      .from(question)
      .where(like(question.id, 'csv-ok-%'))
      .orderBy(question.id);
    expect(rows.map((r) => [r.id, r.stateCode, r.answerIndex])).toEqual([
      ['csv-ok-one', null, 0],
      ['csv-ok-two', 'FL', 1],
    ]);
    expect(rows[0]!.question).toContain(', with a comma, and "quotes"');
    expect(rows[0]!.funFact).toBe('Escrow agents often hold\nthe deposit.');
  });

  it('refuses a CSV with bad rows, naming each row and column, and stores nothing (not even the good rows)', async () => {
    const csv = stringify([
      [...CSV_COLUMNS],
      good('csv-bad-good-row'),
      good('csv-bad-two', {
        answer: 'E',
        stem: '',
        option_c: 'It must be paid in cash only',
        option_d: 'It must be paid in cash only',
      }),
      good('csv-bad-three', { difficulty: '9', topic_psi: 'pv-math', concept: 'no-such-concept' }),
      good('csv-bad-good-row'),
    ]);
    const res = await asAdmin('POST', '/api/admin/import-csv', { csvContent: csv });
    expect(res.statusCode).toBe(400);
    const { error, problems } = res.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toMatch(/nothing was stored/);
    const where = problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`);
    expect(where).toEqual(
      expect.arrayContaining(['3:answer', '3:stem', '4:difficulty', '4:topic_pv', '5:id']),
    );
    expect(where.some((w: string) => w.startsWith('4:concept'))).toBe(false); // a row that fails its schema is not looked up
    for (const p of problems) expect(p.message).toEqual(expect.any(String));
    expect(await app.db.select().from(question).where(like(question.id, 'csv-bad-%'))).toEqual([]);
  });

  it('names a missing or unknown column, and refuses an id that exists', async () => {
    const missing = await asAdmin('POST', '/api/admin/import-csv', { csvContent: 'id,stem\nx,y\n' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().problems).toEqual(
      expect.arrayContaining([{ row: 1, column: 'explanation', message: 'missing column explanation' }]),
    );
    const q = await someQuestion();
    const dup = await asAdmin('POST', '/api/admin/import-csv', {
      csvContent: stringify([[...CSV_COLUMNS], good(q.id)]),
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().problems[0]).toMatchObject({ row: 2, column: 'id' });
  });

  it('refuses an oversized import and stores nothing', async () => {
    const before = await app.db.select({ n: count() }).from(question);
    const res = await asAdmin('POST', '/api/admin/import-csv', {
      csvContent: 'x'.repeat(IMPORT_MAX_CHARS + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/too large/);
    const rows = [[...CSV_COLUMNS], ...Array.from({ length: 501 }, (_, i) => good(`csv-many-${i}`))];
    const many = await asAdmin('POST', '/api/admin/import-csv', { csvContent: stringify(rows) });
    expect(many.statusCode).toBe(400);
    expect(many.json().problems[0].message).toMatch(/at most 500/);
    expect(await app.db.select({ n: count() }).from(question)).toEqual(before);
  });

  const jsonQuestion = (id: string) => ({
    id,
    area: 'financing',
    concept: 'con-earnest-money',
    difficulty: 3,
    topics: ['pv-financing', 'psi-financing'],
    stem: `A JSON-imported question ${id}?`,
    options: ['One', 'Two', 'Three', 'Four'],
    answer: 2,
    explanation: 'Three is right here. The others are not.',
    memoryHint: 'Count to three.',
    funFact: 'Three is a triangle number.',
  });

  it('imports JSON (a list, or a content file with its area) validated by the content schemas', async () => {
    const list = await asAdmin('POST', '/api/admin/import-json', {
      jsonContent: JSON.stringify([jsonQuestion('json-one')]),
    });
    expect(list.statusCode, list.body).toBe(200);
    const { area: _area, ...noArea } = jsonQuestion('json-two');
    const file = await asAdmin('POST', '/api/admin/import-json', {
      jsonContent: JSON.stringify({ area: 'law', questions: [noArea] }),
    });
    expect(file.statusCode, file.body).toBe(200);
    const rows = await app.db.select().from(question).where(like(question.id, 'json-%')).orderBy(question.id);
    expect(rows.map((r) => [r.id, r.area, r.source, r.premium])).toEqual([
      ['json-one', 'financing', 'import:json', true],
      ['json-two', 'law', 'import:json', true],
    ]);
  });

  it('refuses bad JSON with the item number and field, and stores nothing', async () => {
    const bad = { ...jsonQuestion('json-bad'), options: ['One', 'Two'], answer: 7 };
    const res = await asAdmin('POST', '/api/admin/import-json', {
      jsonContent: JSON.stringify([jsonQuestion('json-bad-ok'), bad]),
    });
    expect(res.statusCode).toBe(400);
    const where = res.json().problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`);
    expect(where).toEqual(expect.arrayContaining(['2:options', '2:answer']));
    expect(
      (await asAdmin('POST', '/api/admin/import-json', { jsonContent: '{not json' })).json().problems[0]
        .message,
    ).toMatch(/not valid JSON/);
    expect((await asAdmin('POST', '/api/admin/import-json', { jsonContent: '' })).statusCode).toBe(400);
    expect(await app.db.select().from(question).where(like(question.id, 'json-bad%'))).toEqual([]);
  });
});

describe('bulk sets', () => {
  it('loads content/ through the seed and says so; unchanged content is left as it is', async () => {
    const res = await asAdmin('POST', '/api/admin/load-bulk-sets', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ skipped: true, message: expect.stringMatching(/already loaded/) });
    expect(await latestAudit()).toMatchObject({ action: 'load-bulk-sets', targetType: 'content' });
  });
});

describe('users', () => {
  it('lists users 20 a page with the spec shape', async () => {
    for (let i = 0; i < 17; i++) await signInGuest(app);
    const res = await asAdmin('GET', '/api/admin/users?page=1&limit=20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(20);
    expect(body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(body.totalUsers / 20) });
    const everyone = [];
    for (let page = 1; page <= body.totalPages; page++)
      everyone.push(...(await asAdmin('GET', `/api/admin/users?page=${page}&limit=20`)).json().users);
    expect(everyone).toHaveLength(body.totalUsers);
    const admin = everyone.find((u: { id: string }) => u.id === callers.admin.userId);
    expect(admin).toMatchObject({ isAdmin: true, isGuest: false, email: expect.stringContaining('@') });
    expect((await asAdmin('GET', '/api/admin/users?page=-1')).statusCode).toBe(400);
  });

  it('reset-user clears learning data and keeps the account and its entitlement', async () => {
    const learner = await signUp(app, { name: 'Rhea Reset' });
    await grantPremium(app, learner.userId);
    await app.db.insert(answer).values({
      id: randomUUID(),
      userId: learner.userId,
      questionId: 'q-x',
      topics: [],
      selectedAnswer: 'A',
      isCorrect: true,
      confidenceLevel: 'confident',
      timeSpentSeconds: 5,
      localDay: '2026-11-01',
    });
    await app.db.insert(reviewState).values({
      userId: learner.userId,
      itemType: 'question',
      itemId: 'q-x',
      due: new Date(),
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 1,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 1,
    });
    const res = await asAdmin('POST', `/api/admin/reset-user/${learner.userId}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/kept/);
    expect(await app.db.select().from(answer).where(eq(answer.userId, learner.userId))).toEqual([]);
    expect(await app.db.select().from(reviewState).where(eq(reviewState.userId, learner.userId))).toEqual([]);
    expect(await app.db.select().from(user).where(eq(user.id, learner.userId))).toHaveLength(1);
    expect(
      await app.db.select().from(entitlement).where(eq(entitlement.userId, learner.userId)),
    ).toHaveLength(1);
    expect(await latestAudit()).toMatchObject({
      action: 'reset-user',
      targetId: learner.userId,
      before: { answers: 1, reviewStates: 1 },
    });
    expect((await call(learner, 'GET', '/api/user')).json().isPremium).toBe(true);
    expect((await asAdmin('POST', `/api/admin/reset-user/${randomUUID()}`, {})).statusCode).toBe(404);
  });

  it('deletes a user, logged; never the caller nor an admin', async () => {
    const learner = await signUp(app, { name: 'Del Eted' });
    const res = await asAdmin('DELETE', `/api/admin/user/${learner.userId}`);
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.id, learner.userId))).toEqual([]);
    expect(await latestAudit()).toMatchObject({ action: 'delete-user', targetId: learner.userId });
    expect((await asAdmin('DELETE', `/api/admin/user/${callers.admin.userId}`)).statusCode).toBe(409);
    const other = await signUp(app, { email: listedAdminEmail, name: 'Listed Admin' });
    expect((await asAdmin('DELETE', `/api/admin/user/${other.userId}`)).statusCode).toBe(409);
    expect((await asAdmin('DELETE', `/api/admin/user/${learner.userId}`)).statusCode).toBe(404);
  });
});

describe('reports and corrections', () => {
  it('a learner reports a question once; admins see reports grouped; a fix reaches /corrections without learner data', async () => {
    const q = await someQuestion('property');
    const learnerA = await signInGuest(app);
    const learnerB = await signUp(app, { name: 'Rita Reporter' });
    const url = `/api/questions/${q.id}/report`;
    const a = await call(learnerA, 'POST', url, { reason: 'wrong-answer', note: 'I think B is right.' });
    expect(a.statusCode).toBe(201);
    expect((await call(learnerA, 'POST', url, { reason: 'typo' })).statusCode).toBe(409);
    expect((await call(learnerB, 'POST', url, { reason: 'typo' })).statusCode).toBe(201);
    expect((await call(learnerB, 'POST', url, { reason: 'bad' })).statusCode).toBe(400);
    expect(
      (await call(learnerB, 'POST', '/api/questions/no-such-question/report', { reason: 'typo' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(learnerB, 'POST', `/api/questions/${(await someQuestion('law')).id}/report`, {
          reason: 'other',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(null, 'POST', url, { reason: 'typo' })).statusCode).toBe(401);

    const groups = (await asAdmin('GET', '/api/admin/reports')).json().groups;
    const group = groups.find((g: { question: { id: string } }) => g.question.id === q.id);
    expect(group).toMatchObject({
      count: 2,
      notes: [expect.objectContaining({ note: 'I think B is right.' })],
    });
    expect(group.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'wrong-answer', count: 1 },
        { reason: 'typo', count: 1 },
      ]),
    );

    const fixed = await asAdmin('POST', `/api/admin/reports/${q.id}/resolve`, {
      action: 'fix',
      reason: 'The explanation now says why the other options are wrong.',
      question: {
        ...questionEditOf(q),
        explanation: `${q.explanation} Each other option misreads the rule.`,
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().resolved).toBe(2);
    const statuses = await app.db
      .select({ s: questionReport.status })
      .from(questionReport)
      .where(eq(questionReport.questionId, q.id));
    expect(statuses.map((s) => s.s)).toEqual(['fixed', 'fixed']);
    expect(await latestAudit()).toMatchObject({
      action: 'fix-reported-question',
      targetId: q.id,
      actorId: callers.admin.userId,
    });

    const res = await call(null, 'GET', '/api/corrections');
    expect(res.statusCode).toBe(200);
    expect(res.json().corrections[0]).toMatchObject({
      questionId: q.id,
      trigger: 'report',
      changed: ['explanation'],
      reportCount: 2,
    });
    expect(res.body).not.toContain(learnerA.userId);
    expect(res.body).not.toContain(learnerB.userId);
    expect(res.body).not.toContain('I think B is right');
    expect(
      (await asAdmin('POST', `/api/admin/reports/${q.id}/resolve`, { action: 'reject', reason: 'Again' }))
        .statusCode,
    ).toBe(409);
  });

  it('rejecting closes the reports without a correction; retiring takes the question out and logs it', async () => {
    const [q1, q2] = await app.db
      .select()
      .from(question)
      .where(and(eq(question.area, 'contracts'), isNull(question.retiredAt)))
      .orderBy(desc(question.id))
      .limit(2);
    const learner = await signInGuest(app);
    await call(learner, 'POST', `/api/questions/${q1!.id}/report`, { reason: 'unclear' });
    await call(learner, 'POST', `/api/questions/${q2!.id}/report`, { reason: 'outdated-for-my-state' });
    const corrections = async () => (await call(null, 'GET', '/api/corrections')).json().corrections.length;
    const before = await corrections();
    expect(
      (
        await asAdmin('POST', `/api/admin/reports/${q1!.id}/resolve`, {
          action: 'reject',
          reason: 'The wording is standard.',
        })
      ).statusCode,
    ).toBe(200);
    expect(await corrections()).toBe(before);
    expect(
      (
        await asAdmin('POST', `/api/admin/reports/${q2!.id}/resolve`, {
          action: 'retire',
          reason: 'The rule changed in 2025.',
        })
      ).statusCode,
    ).toBe(200);
    expect(await corrections()).toBe(before + 1);
    const [row] = await app.db.select().from(question).where(eq(question.id, q2!.id));
    expect(row!.retiredAt).not.toBeNull();
    expect(
      (await asAdmin('POST', `/api/admin/reports/${q2!.id}/resolve`, { action: 'sing', reason: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('a guest who signs up', () => {
  it('keeps their reports on the account', async () => {
    const q = await someQuestion('financing');
    const guest = await signInGuest(app);
    expect((await call(guest, 'POST', `/api/questions/${q.id}/report`, { reason: 'typo' })).statusCode).toBe(
      201,
    );
    const account = await signUp(app, { cookie: guest.cookie, name: 'Gus Guest' });
    const rows = await app.db.select().from(questionReport).where(eq(questionReport.questionId, q.id));
    expect(rows.map((r) => r.userId)).toEqual([account.userId]);
    expect(
      (await call(account, 'POST', `/api/questions/${q.id}/report`, { reason: 'typo' })).statusCode,
    ).toBe(409);
  });
});

describe('audit log', () => {
  it('lists every change newest first, 20 a page', async () => {
    const res = await asAdmin('GET', '/api/admin/audit?page=1');
    expect(res.statusCode).toBe(200);
    const { entries, totalCount } = res.json();
    expect(totalCount).toBeGreaterThan(5);
    expect(entries.length).toBeLessThanOrEqual(20);
    expect(entries[0].at >= entries[entries.length - 1].at).toBe(true);
    expect(entries[0]).toMatchObject({
      actorId: callers.admin.userId,
      actorEmail: expect.stringContaining('@'),
    });
  });
});

describe('mass delete', () => {
  it('needs {deleteAll: true}; deletes everyone but admins (by role or ADMIN_EMAILS) and the caller; logged', async () => {
    expect((await asAdmin('POST', '/api/admin/mass-delete-users', {})).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/mass-delete-users', { deleteAll: 'yes' })).statusCode).toBe(
      400,
    );
    const listed = (await app.db.select().from(user).where(eq(user.email, listedAdminEmail)))[0]!;
    const res = await asAdmin('POST', '/api/admin/mass-delete-users', { deleteAll: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Deleted \d+ users\. Admins and your own account were kept\.$/);
    const left = await app.db.select({ id: user.id }).from(user);
    expect(left.map((u) => u.id).sort()).toEqual([callers.admin.userId, listed.id].sort());
    expect(await latestAudit()).toMatchObject({ action: 'mass-delete-users' });
  });
});
