import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setUserRole } from '@server/accounts/queries';
import { type App, buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { user } from '@server/db/schema/auth';
import { question } from '@server/db/schema/content';
import { entitlement } from '@server/db/schema/entitlements';
import { readOutbox } from '@server/lib/mailer';
import type { AnswerResponse, QuizQuestion, QuizSessionResponse } from '@shared/contracts/quiz';
import { and, asc, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject } from 'vitest';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A fresh database per test file: a throwaway database on the run's PostgreSQL server (the run's own
 * cluster, or the server named by TEST_DATABASE_URL; created here, dropped in close()), or PGlite in
 * memory (TEST_DB=pglite): global-setup.ts decides. A seeded one is a
 * clone of the run's template (global-setup.ts); an unseeded one is a clone of the migrated, empty
 * template on PGlite, and only migrated on PostgreSQL.
 */
async function openTestDatabase(seeded: boolean, onQuery?: (sql: string) => void): Promise<Database> {
  const serverUrl = inject('testDatabaseUrl');
  const template = seeded ? inject('testTemplate') : undefined;
  if (!serverUrl) {
    const file = template ?? inject('testEmptyTemplate');
    return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(file)]), onQuery });
  }
  const name = `hp_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = App & { close: () => Promise<void> };

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    seed?: boolean;
    config?: Partial<Config>;
    clock?: () => Date;
    /** Log lines (JSON, one per call) go here instead of nowhere. */
    logLines?: string[];
    /** Called with every SQL statement the app sends (through drizzle, better-auth's included). */
    onQuery?: (sql: string) => void;
  } = {},
) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
      FEEDBACK_RATE_LIMIT_MAX: '1000',
      // Helpers such as makeAdmin change accounts in the database behind the app's back (as a script
      // would); every request looks its session up. session-cache.api.test.ts tests the cache.
      SESSION_CACHE_SECONDS: '0',
      // The same scrypt at a 16th of the work (a quarter of the API suite's time was password hashing);
      // password.test.ts checks the production cost, which an app built as production keeps.
      PASSWORD_HASH_COST: opts.env?.NODE_ENV === 'production' ? '16384' : '1024',
      ...opts.env,
    },
    // Each app writes its mail to its own outbox folder, which the tests read (readMail).
    {
      clientDir: '/nonexistent',
      ssrDir: '/nonexistent',
      outboxDir: mkdtempSync(join(tmpdir(), 'homestead-outbox-')),
      ...opts.config,
    },
  );
  const database = await openTestDatabase(opts.seed !== false, opts.onQuery);
  const logLines = opts.logLines;
  const logger = logLines
    ? { level: 'info', stream: { write: (line: string) => void logLines.push(line) } }
    : false;
  const app = await buildApp({ config, database, logger, clock: opts.clock });
  await app.ready();
  const close = app.close.bind(app);
  return Object.assign(app, {
    close: async () => {
      await close();
      await database.close();
    },
  }) as TestApp;
}

export type Session = { cookie: string; userId: string };

function cookieFrom(setCookie: string | string[] | undefined) {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'learner') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** The mails the app has sent to an address, oldest first. */
export async function readMail(app: App, to: string) {
  return readOutbox(app.config.outboxDir, to);
}

/** The last mail to an address whose subject matches, with its link's path and query. */
export async function lastMail(app: App, to: string, subject: RegExp) {
  const mail = (await readMail(app, to)).filter((m) => subject.test(m.subject)).at(-1);
  if (!mail?.link) throw new Error(`no mail to ${to} matching ${subject}`);
  const url = new URL(mail.link);
  return { ...mail, path: `${url.pathname}${url.search}`, url };
}

/**
 * A new account, signed in. Sign-up itself answers without a session (so it cannot tell which
 * addresses exist); the account then signs in with its password, as a person can before confirming
 * the address. With `verified`, the address is confirmed through the emailed link first.
 */
export async function signUp(
  app: App,
  input: { email?: string; password?: string; name?: string; cookie?: string; verified?: boolean } = {},
): Promise<Session> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct-horse-battery';
  const headers = { origin: TEST_ORIGIN, ...(input.cookie ? { cookie: input.cookie } : {}) };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name: input.name ?? 'Maria Lopez' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (input.verified) {
    const mail = await lastMail(app, email, /Confirm your email/);
    const verified = await app.inject({ url: mail.path, headers });
    if (verified.statusCode !== 302)
      throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
    return { cookie: cookieFrom(verified.headers['set-cookie']), userId: await userIdOf(app, email) };
  }
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { cookie: cookieFrom(signIn.headers['set-cookie']), userId: signIn.json().user.id };
}

async function userIdOf(app: App, email: string) {
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

export async function signInGuest(app: App): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/anonymous',
    headers: { origin: TEST_ORIGIN },
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`guest sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res.headers['set-cookie']), userId: res.json().user.id };
}

/** Signs a session out through better-auth's own route, as the app's Sign out does. */
export function signOut(app: App, who: Session) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: authed(who), payload: {} });
}

export async function grantPremium(app: App, userId: string, plan: 'lifetime' | 'monthly' = 'lifetime') {
  await app.db.insert(entitlement).values({
    userId,
    plan,
    status: 'active',
    provider: 'test',
    providerRef: `test_${randomUUID()}`,
    expiresAt: plan === 'monthly' ? new Date(Date.now() + 30 * 86_400_000) : null,
  });
}

export async function makeAdmin(app: App, userId: string) {
  await setUserRole(app.db, userId, 'admin');
}

/** The four kinds of caller every route is tested with. */
export async function createCallers(app: App) {
  const guest = await signInGuest(app);
  const free = await signUp(app, { name: 'Fran Free' });
  const premium = await signUp(app, { name: 'Pat Premium' });
  await grantPremium(app, premium.userId);
  const admin = await signUp(app, { name: 'Ada Admin' });
  await makeAdmin(app, admin.userId);
  return { guest, free, premium, admin };
}

export function authed(session: Session | null, headers: Record<string, string> = {}) {
  return session
    ? { cookie: session.cookie, origin: TEST_ORIGIN, ...headers }
    : { origin: TEST_ORIGIN, ...headers };
}

/** A clock a test moves by hand: `clock.advance(ms)` instead of sleeping past a deadline. */
export function testClock(start = Date.now()) {
  let t = start;
  const now = () => new Date(t);
  const advance = (ms: number) => {
    t += ms;
  };
  return Object.assign(now, { advance });
}

/** The admin edit form's fields for a stored question, as they are (change what a test edits). */
export function questionEditOf(q: typeof question.$inferSelect) {
  return {
    stem: q.question,
    options: q.options,
    answer: q.answerIndex,
    explanation: q.explanation,
    memoryHint: q.memoryHint ?? 'A hint.',
    funFact: q.funFact ?? 'A fact.',
    difficulty: q.difficulty,
    concept: q.conceptId!,
    stateCode: q.stateCode,
  };
}

/**
 * An admin retires a question in service through the admin route: a content change, so every cache
 * and page made from content is made again.
 */
export async function anAdminChangesContent(app: App, admin: Session) {
  const [q] = await app.db
    .select({ id: question.id })
    .from(question)
    .where(isNull(question.retiredAt))
    .orderBy(asc(question.id))
    .limit(1);
  const retired = await app.inject({
    method: 'POST',
    url: `/api/admin/questions/${q!.id}/retire`,
    headers: authed(admin),
    payload: { reason: 'Outdated: the rule changed this year.' },
  });
  expect(retired.statusCode, retired.body).toBe(200);
}

/** The bank's national questions in service (no state's, none retired), by id: free and Premium. */
export async function nationalQuestions(app: App) {
  const rows = await app.db
    .select()
    .from(question)
    .where(and(isNull(question.retiredAt), isNull(question.stateCode)))
    .orderBy(asc(question.id));
  return { free: rows.filter((r) => !r.premium), premium: rows.filter((r) => r.premium) };
}

/**
 * Starts a round (Quick Hits unless `type` says otherwise; California) as `who`; fails the test unless
 * the server deals one.
 */
export async function startQuickRound(app: App, who: Session, type = 'quick') {
  const res = await app.inject({
    url: `/api/quiz/questions?type=${type}&stateCode=CA`,
    headers: authed(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuizSessionResponse;
}

/** Answers `q` of a round, right or wrong, as `who`; fails the test unless the server takes it. */
export async function answerQuizQuestion(
  app: App,
  who: Session,
  sessionId: string,
  q: QuizQuestion,
  correct: boolean,
  answerId: string = randomUUID(),
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quiz/answer',
    headers: authed(who),
    payload: {
      answerId,
      sessionId,
      questionId: q.id,
      selectedAnswer: correct ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer),
      confidenceLevel: 'confident',
      timeSpent: 12,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnswerResponse;
}
