import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setUserRole } from '@server/accounts/queries';
import { type App, buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { entitlement } from '@server/db/schema/entitlements';
import pg from 'pg';
import { inject } from 'vitest';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A fresh database per test file: PGlite in memory by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped in close()). A seeded one is a
 * clone of the run's template (global-setup.ts); an unseeded one is a clone of the migrated, empty
 * template on PGlite, and only migrated on PostgreSQL.
 */
async function openTestDatabase(seeded: boolean): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = seeded ? inject('testTemplate') : undefined;
  if (!serverUrl) {
    const file = template ?? inject('testEmptyTemplate');
    return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(file)]) });
  }
  const name = `hp_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
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
  } = {},
) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
      FEEDBACK_RATE_LIMIT_MAX: '1000',
      ...opts.env,
    },
    { clientDir: '/nonexistent', ...opts.config },
  );
  const database = await openTestDatabase(opts.seed !== false);
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

export async function signUp(
  app: App,
  input: { email?: string; password?: string; name?: string; cookie?: string } = {},
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, ...(input.cookie ? { cookie: input.cookie } : {}) },
    payload: {
      email: input.email ?? uniqueEmail(),
      password: input.password ?? 'correct-horse-battery',
      name: input.name ?? 'Maria Lopez',
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res.headers['set-cookie']), userId: res.json().user.id };
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
