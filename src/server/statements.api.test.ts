import { contentDocument } from '@server/db/schema/content';
import { readContentCounts } from '@server/lib/content-counts';
import {
  answerQuizQuestion,
  authed,
  createTestApp,
  signUp,
  startQuickRound,
  type TestApp,
} from '@server/test/helpers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * SQL statements per request on the hot paths, counted as drizzle sends them (better-auth's session
 * lookup included; a transaction's BEGIN and COMMIT are not statements of their own here). Each
 * ceiling is a promise of the issue on speed: the count does not grow with the learner's history.
 */
let app: TestApp;
let statements: string[] = [];
let counting = false;
beforeAll(async () => {
  // node-postgres sends BEGIN and COMMIT through the same logger; PGlite does not: neither counts.
  app = await createTestApp({
    onQuery: (sql) => counting && !/^\s*(begin|commit|rollback)\b/i.test(sql) && statements.push(sql),
  });
  // The achievement definitions are cached per instance (read once a minute at most, like the
  // question pool); one answer before counting fills the cache.
  const warm = await signUp(app);
  const round = await startQuickRound(app, warm);
  await answerQuizQuestion(app, warm, round.sessionId, round.questions[0]!, true);
});
afterAll(() => app.close());

async function counted<T>(run: () => Promise<T>) {
  statements = [];
  counting = true;
  try {
    return { result: await run(), statements: [...statements] };
  } finally {
    counting = false;
  }
}

describe('statements per request', () => {
  it('an answer that earns an achievement (the first answer) takes at most 7', async () => {
    const who = await signUp(app);
    const round = await startQuickRound(app, who);
    const { result, statements } = await counted(() =>
      answerQuizQuestion(app, who, round.sessionId, round.questions[0]!, true),
    );
    expect(result.newAchievements.length).toBeGreaterThan(0);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
  });

  it('an answer takes at most 6 statements however long the history (7 when it earns an achievement)', async () => {
    const who = await signUp(app);
    const counts: number[] = [];
    const earning: number[] = [];
    for (let r = 0; r < 8; r++) {
      const round = await startQuickRound(app, who);
      for (const [i, q] of round.questions.entries()) {
        const { result, statements } = await counted(() =>
          answerQuizQuestion(app, who, round.sessionId, q, i % 3 !== 0),
        );
        (result.newAchievements.length > 0 ? earning : counts).push(statements.length);
      }
      await app.inject({
        method: 'POST',
        url: `/api/quiz/sessions/${round.sessionId}/complete`,
        headers: authed(who),
      });
    }
    expect(counts.length + earning.length).toBe(40);
    expect(counts.length).toBeGreaterThan(30);
    expect(Math.max(...counts), counts.join(',')).toBeLessThanOrEqual(6);
    expect(Math.max(...earning), earning.join(',')).toBeLessThanOrEqual(7);
  });

  it('a quick round takes at most 5 statements (the state exam and read items are kept per instance)', async () => {
    const who = await signUp(app);
    await startQuickRound(app, who);
    const { statements } = await counted(() => startQuickRound(app, who));
    // the session and its user (2), the profile with the entitlement and the schedule (one
    // statement), the round's insert, and the round's items not read before by this instance (none
    // once the bank has been read).
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);
    expect(
      statements.filter((s) => /"content_document"/.test(s)),
      statements.join('\n'),
    ).toEqual([]);
  });

  it('a round and an answer, and nothing else, commit without waiting for the WAL flush (decision 22), for their own transaction only', async () => {
    const who = await signUp(app);
    const noWait = (list: string[]) => list.filter((q) => /synchronous_commit/.test(q));
    const round = await counted(() => startQuickRound(app, who));
    expect(noWait(round.statements), round.statements.join('\n')).toHaveLength(1);
    const answered = await counted(() =>
      answerQuizQuestion(app, who, round.result.sessionId, round.result.questions[0]!, true),
    );
    expect(noWait(answered.statements), answered.statements.join('\n')).toHaveLength(1);
    // Set for that transaction only: the connection is back to durable commits after it.
    const [setting] = (
      (await app.db.execute(sql`select current_setting('synchronous_commit') as value`)) as unknown as {
        rows: { value: string }[];
      }
    ).rows;
    expect(setting?.value).toBe('on');
    // Finishing the round (and its achievements) waits for the flush as every other write does.
    const completed = await counted(() =>
      app.inject({
        method: 'POST',
        url: `/api/quiz/sessions/${round.result.sessionId}/complete`,
        headers: authed(who),
      }),
    );
    expect(completed.result.statusCode).toBe(200);
    expect(noWait(completed.statements), completed.statements.join('\n')).toEqual([]);
  });

  it('/api/config reads the counts the seed stored, in one statement', async () => {
    const { result, statements } = await counted(() => app.inject({ url: '/api/config' }));
    expect(result.statusCode).toBe(200);
    const counts = result.json().counts;
    expect(counts.states).toBe(50);
    expect(counts.questions).toBeGreaterThan(100);
    expect(statements.length, statements.join('\n')).toBe(1);
  });

  it('content counts stored before a count existed (stories) are counted and stored once, then read in one statement', async () => {
    await app.db
      .update(contentDocument)
      .set({ body: { questions: 1, glossaryTerms: 1, flashcards: 1, concepts: 1, states: 1 } })
      .where(eq(contentDocument.id, 'content-counts'));
    const first = await readContentCounts(app.db);
    expect(first.stories).toBeGreaterThan(0);
    expect(first.states).toBe(50);
    const [stored] = await app.db
      .select({ body: contentDocument.body })
      .from(contentDocument)
      .where(eq(contentDocument.id, 'content-counts'));
    expect(stored!.body).toEqual(first);
    const { result, statements } = await counted(() => readContentCounts(app.db));
    expect(result).toEqual(first);
    expect(statements.length, statements.join('\n')).toBe(1);
  });

  it('/api/study/overview takes two statements besides the session and entitlement lookups', async () => {
    const who = await signUp(app);
    const auth = /from "(session|user|entitlement)"/;
    await app.inject({ url: '/api/study/overview?stateCode=CA', headers: authed(who) });
    const { result, statements } = await counted(() =>
      app.inject({ url: '/api/study/overview?stateCode=CA', headers: authed(who) }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json().sections.length).toBeGreaterThan(0);
    const own = statements.filter((q) => !auth.test(q));
    expect(own.length, own.join('\n')).toBeLessThanOrEqual(2);
    expect(statements.length - own.length, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it('who is signed in (GET /api/me, on every load) takes at most 4 statements, fewer than get-session then /api/user', async () => {
    const who = await signUp(app);
    await app.inject({ url: '/api/me', headers: authed(who) });
    const me = await counted(() => app.inject({ url: '/api/me', headers: authed(who) }));
    expect(me.result.statusCode).toBe(200);
    expect(me.result.json().id).toBe(who.userId);
    expect(me.statements.length, me.statements.join('\n')).toBeLessThanOrEqual(4);
    const before = await counted(async () => {
      await app.inject({ url: '/api/auth/get-session', headers: authed(who) });
      return app.inject({ url: '/api/user', headers: authed(who) });
    });
    expect(before.result.json()).toEqual(me.result.json());
    expect(before.statements.length).toBeGreaterThan(me.statements.length);
  });

  it('a pack refresh reads no question or flashcard rows once the instance has read them (content is kept)', async () => {
    const [first, second] = [await signUp(app), await signUp(app)];
    const url = '/api/offline/pack?stateCode=TX';
    const warm = await app.inject({ url, headers: authed(first) });
    expect(warm.statusCode).toBe(200);
    const { result, statements } = await counted(() => app.inject({ url, headers: authed(second) }));
    expect(result.statusCode).toBe(200);
    expect(result.json().questions.length).toBe(warm.json().questions.length);
    expect(result.json().flashcards.length).toBeGreaterThan(0);
    expect(
      // (the content version, two counts, is still read: it tells the device whether its copy is current)
      statements.filter((q) => /^select "id", .* from "(question|flashcard)"/.test(q)),
      statements.join('\n'),
    ).toEqual([]);
  });

  it('a pack without its content, then the content by key, read no question or flashcard rows once the instance has (made once)', async () => {
    const [first, second] = [await signUp(app), await signUp(app)];
    const pack = '/api/offline/pack?stateCode=TX&content=apart';
    const key = (await app.inject({ url: pack, headers: authed(first) })).json().contentKey;
    const url = `/api/offline/content/${key}?stateCode=TX`;
    expect((await app.inject({ url, headers: authed(first) })).statusCode).toBe(200);
    const { result, statements } = await counted(async () => {
      expect((await app.inject({ url: pack, headers: authed(second) })).json().contentKey).toBe(key);
      return app.inject({ url, headers: authed(second) });
    });
    expect(result.statusCode).toBe(200);
    expect(result.json().questions.length).toBeGreaterThan(500);
    expect(
      // (the version, three aggregates, is read each time: a key never names content not read yet)
      statements.filter((q) => /^select "id", .* from "(question|flashcard)"/.test(q)),
      statements.join('\n'),
    ).toEqual([]);
  });
});
