/**
 * The database goes away under write load and comes back: a throwaway PostgreSQL cluster of its own
 * (initdb and pg_ctl in a temp folder, on a free port), the app listening over HTTP, 20 learners
 * answering at once while the cluster restarts fast and then stops for a few seconds. The app must
 * stay up, answer 503 UNAVAILABLE (never 500) while the database is down, recover by itself, and keep
 * every answer it acknowledged. Run by CI (.ci/run) where the PostgreSQL server binaries exist.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { answer } from '@server/db/schema/learning';
import { seedFromDirectory } from '@server/features/content/seed-if-changed';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const binDir = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort().at(-1);
  return version && existsSync(join(base, version, 'bin', 'pg_ctl')) ? join(base, version, 'bin') : null;
})();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(binDir)('a PostgreSQL outage under write load', () => {
  let dir: string;
  let dataDir: string;
  let port: number;
  let database: Database;
  let app: App;
  let base: string;
  const pgCtl = (...args: string[]) => {
    // pg_ctl refuses to run as root; CI machines run as root, so run it as the postgres user then.
    const asRoot = process.getuid?.() === 0;
    const cmd = join(binDir!, 'pg_ctl');
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' });
    else execFileSync(cmd, args, { stdio: 'ignore' });
  };
  const start = () =>
    pgCtl(
      '-D',
      dataDir,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hp-fault-'));
    dataDir = join(dir, 'data');
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir]);
    const initdb = join(binDir!, 'initdb');
    const initArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync'];
    if (process.getuid?.() === 0)
      execFileSync('runuser', ['-u', 'postgres', '--', initdb, ...initArgs], { stdio: 'ignore' });
    else execFileSync(initdb, initArgs, { stdio: 'ignore' });
    port = await freePort();
    start();
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('create database homestead');
    await admin.end();
    const url = `postgres://postgres@127.0.0.1:${port}/homestead`;
    database = await openDatabase({ url });
    await seedFromDirectory(database.db, join(root, 'content'));
    const appPort = await freePort();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: String(appPort),
        BASE_URL: `http://127.0.0.1:${appPort}`,
        AUTH_RATE_LIMIT_MAX: '1000',
        API_RATE_LIMIT_MAX: '100000',
      },
      { clientDir: '/nonexistent' },
    );
    app = await buildApp({ config, database, logger: false });
    base = await app.listen({ port: appPort, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    // fetch keeps its sockets alive; close them so the server can stop.
    app?.server.closeAllConnections();
    // Closing must finish: a pool that lost a client during the outage would wait for it forever
    // (drizzle's `begin` outside its try; see ReleasingPool in db/client.ts). The hook's own limit
    // turns such a hang into a failure.
    await app?.close();
    await database?.close();
    try {
      pgCtl('-D', dataDir, '-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('stays up, answers 503 while the database is down, recovers, and keeps every acknowledged answer', async () => {
    const origin = new URL(base).origin;
    const statuses = new Map<number, number>();
    const unavailableBodies: unknown[] = [];
    const acknowledged: string[] = [];
    let running = true;

    async function call(path: string, cookie: string, body?: unknown) {
      const res = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const json = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
      if (res.status === 503) unavailableBodies.push(json);
      return { status: res.status, json };
    }

    const learners = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${base}/api/auth/sign-in/anonymous`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status).toBe(200);
        return res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      }),
    );

    async function writer(cookie: string) {
      while (running) {
        const round = await call('/api/quiz/questions?type=quick&stateCode=CA', cookie);
        if (round.status !== 200) {
          await sleep(200);
          continue;
        }
        const s = round.json as QuizSessionResponse;
        for (const q of s.questions) {
          if (!running) return;
          const answerId = randomUUID();
          const res = await call('/api/quiz/answer', cookie, {
            answerId,
            sessionId: s.sessionId,
            questionId: q.id,
            selectedAnswer: q.correctAnswer,
            confidenceLevel: 'confident',
            timeSpent: 3,
          });
          if (res.status === 200) acknowledged.push(answerId);
          else await sleep(200);
        }
      }
    }

    const writers = learners.map((cookie) => writer(cookie));
    await sleep(2_000);
    const beforeOutage = acknowledged.length;
    pgCtl(
      '-D',
      dataDir,
      '-m',
      'fast',
      '-w',
      'restart',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    );
    await sleep(2_000);
    pgCtl('-D', dataDir, '-m', 'fast', '-w', 'stop');
    await sleep(5_000);
    const during = await fetch(`${base}/healthz`);
    const beforeRecovery = acknowledged.length;
    start();
    // Writes resume on their own once the database is back (on a busy machine that takes longer).
    for (let waited = 0; acknowledged.length - beforeRecovery < 20 && waited < 30_000; waited += 250)
      await sleep(250);
    await sleep(1_000);
    running = false;
    await Promise.all(writers);

    expect(during.status).toBe(503);
    const after = await fetch(`${base}/healthz`);
    expect(after.status).toBe(200);
    expect(Object.fromEntries(statuses)).not.toHaveProperty('500');
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    for (const body of unavailableBodies)
      expect(body).toMatchObject({
        error: { code: 'UNAVAILABLE', message: expect.stringMatching(/database/i) },
      });
    // The load was real: answers were acknowledged before the outage and again after recovery.
    const seen = JSON.stringify(Object.fromEntries(statuses));
    expect(beforeOutage, seen).toBeGreaterThan(0);
    expect(acknowledged.length - beforeRecovery, seen).toBeGreaterThanOrEqual(20);
    const stored = new Set<string>();
    for (let i = 0; i < acknowledged.length; i += 500) {
      const rows = await database.db
        .select({ id: answer.id })
        .from(answer)
        .where(inArray(answer.id, acknowledged.slice(i, i + 500)));
      for (const r of rows) stored.add(r.id);
    }
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);
});
