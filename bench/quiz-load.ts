/**
 * npm run bench : the quiz API under load on PostgreSQL, beside a bare Fastify route.
 *
 * 1. Creates a throwaway database hp_bench_<random> on BENCH_DATABASE_URL's server (dropped at the
 *    end, on error and on Ctrl-C too), migrates it (openDatabase) and seeds the content.
 * 2. Starts the real app and a bare Fastify app in a child process (bench/servers.ts), so autocannon
 *    here does not share the servers' event loop.
 * 3. Signs up 50 learners through POST /api/auth/sign-up/email, then seeds 1,000 learners' history
 *    (those 50 among them) with direct SQL (bench/seed-history.ts); half of the 50 get Premium.
 * 4. Runs autocannon (after a short warm-up) against GET /api/quiz/questions, POST /api/quiz/answer
 *    and the bare route, then prints a table and writes bench/results/quiz-load.json.
 *
 * It prints figures; it never fails on speed. Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 * BENCH_WARMUP_SECONDS (2), BENCH_USERS (1000), BENCH_DATABASE_URL; for diagnosis BENCH_SYNC_COMMIT and
 * BENCH_SERVER_NODE_ARGS.
 */
import { type ChildProcess, fork } from 'node:child_process';

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { seedFromDirectory } from '@server/features/content/seed-if-changed';
import { awardAchievements } from '@server/learning/achievements/service';
import type { QuizQuestion, QuizSessionResponse } from '@shared/contracts/quiz';
import { confidenceLevels } from '@shared/learning/confidence';
import autocannon, { type Request, type RequestContext, type Result } from 'autocannon';
import pg from 'pg';
import {
  ANSWER_PATH,
  type FromServers,
  QUESTIONS_PATH,
  STATES_PATH,
  type StatementCounts,
  type ToServers,
} from './protocol';
import { type SeedCounts, type SeedUser, seedHistory } from './seed-history';

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content');
const resultsFile = join(
  import.meta.dirname,
  'results',
  `${process.env.BENCH_RESULTS_NAME ?? 'quiz-load'}.json`,
);

function intEnv(name: string, fallback: number) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

const SECONDS = intEnv('BENCH_SECONDS', 10);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = process.env.BENCH_WARMUP_SECONDS === '0' ? 0 : intEnv('BENCH_WARMUP_SECONDS', 2);
const TOTAL_USERS = intEnv('BENCH_USERS', 1000);
const SIGNED_IN = 50;
// Optional, for diagnosis only: synchronous_commit for the throwaway database (the server's own
// setting when unset). "off" shows how much of a write's latency is the WAL flush at each commit.
const SYNC_COMMIT = process.env.BENCH_SYNC_COMMIT || null;
if (SYNC_COMMIT && !['on', 'off', 'local', 'remote_write', 'remote_apply'].includes(SYNC_COMMIT))
  throw new Error(`BENCH_SYNC_COMMIT must be on, off, local, remote_write or remote_apply`);
const PASSWORD = 'correct-horse-battery';
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (message: string) => console.log(`[bench] ${message}`);
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Clean-up: run in reverse order once, whether the run ends, fails or is interrupted.

const cleanups: { name: string; fn: () => Promise<void> }[] = [];
let cleaning: Promise<void> | null = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const { name, fn } of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`[bench] clean-up "${name}" failed:`, err instanceof Error ? err.message : err);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The server child.

type Servers = { child: ChildProcess; appUrl: string; bareUrl: string; origin: string };

function waitFor<T extends FromServers['type']>(child: ChildProcess, type: T, timeoutMs = 60_000) {
  return new Promise<Extract<FromServers, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`server child: no "${type}" in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (m: FromServers) => {
      if (m.type === type) done(null, m as Extract<FromServers, { type: T }>);
      else if (m.type === 'failed') done(new Error(`server child failed:\n${m.message}`));
    };
    const onExit = (code: number | null) => done(new Error(`server child exited (${code}) before "${type}"`));
    function done(err: Error | null, value?: Extract<FromServers, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(value!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function startServers(databaseUrl: string): Promise<Servers> {
  // fork() reuses this process's execArgv, so the child runs under tsx as well.
  const child = fork(join(import.meta.dirname, 'servers.ts'), [], {
    // BENCH_SERVER_NODE_ARGS adds node flags to the server child only, e.g. "--cpu-prof".
    execArgv: [...process.execArgv, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: {
      ...process.env,
      BENCH_APP_DATABASE_URL: databaseUrl,
      BENCH_AUTH_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push({
    name: 'stop servers',
    fn: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'stop' } satisfies ToServers);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  });
  const ready = await waitFor(child, 'ready');
  return {
    child,
    appUrl: `http://127.0.0.1:${ready.appPort}`,
    bareUrl: `http://127.0.0.1:${ready.barePort}`,
    origin: ready.origin,
  };
}

// ---------------------------------------------------------------------------------------------
// Learners.

type Learner = SeedUser & { cookie: string };

async function signUpLearners(servers: Servers, count: number): Promise<Learner[]> {
  const learners: Learner[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-signed-in-${i}@example.com`;
    const name = `Bench Learner ${i}`;
    const res = await fetch(`${servers.appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servers.origin },
      body: JSON.stringify({ email, password: PASSWORD, name }),
    });
    if (res.status !== 200) throw new Error(`sign-up ${i} failed: ${res.status} ${await res.text()}`);
    // Sign-up signs nobody in (its answer is the same for every address); the password then does.
    const signIn = await fetch(`${servers.appUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servers.origin },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (signIn.status !== 200)
      throw new Error(`sign-in ${i} failed: ${signIn.status} ${await signIn.text()}`);
    const body = (await signIn.json()) as { user: { id: string } };
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Half of them get Premium (seedHistory writes their entitlement).
    learners.push({ id: body.user.id, email, name, premium: i < count / 2, cookie });
  }
  return learners;
}

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Samples = Map<number, string[]>;
function keepSample(samples: Samples, status: number, body: string) {
  if (status >= 200 && status < 300) return;
  const list = samples.get(status) ?? [];
  if (list.length < 3) list.push(body.slice(0, 300));
  samples.set(status, list);
}

/** Exact percentile (nearest rank) of latencies in ms. */
function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The app's statement counters, read once the requests still in flight at a run's end are done. */
/** The app server's memory (its own process, not this one's). */
async function serverMemory(servers: Servers) {
  servers.child.send({ type: 'memory' } satisfies ToServers);
  const m = await waitFor(servers.child, 'memory');
  return { rssMiB: Math.round(m.rssMiB), heapUsedMiB: Math.round(m.heapUsedMiB) };
}

async function statementCounts(servers: Servers, settle: boolean): Promise<StatementCounts> {
  const read = async () => {
    servers.child.send({ type: 'counts' } satisfies ToServers);
    return (await waitFor(servers.child, 'counts')).counts;
  };
  let last = await read();
  if (!settle) return last;
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

type Row = {
  route: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  ratioToBare?: number;
  autocannon?: { requestsPerSecondAvg: number; p50Ms: number; p99Ms: number; latencyMeanMs: number };
  note?: string;
  /** Per response of the run (a run's GETs and POSTs together for the answer run). */
  database?: { statementsPerRequest: number; writesPerRequest: number; byKind: Record<string, number> };
};

function rowFrom(
  route: string,
  latencies: number[],
  statuses: number[],
  seconds: number,
  extra: Partial<Row> = {},
): Row {
  const sorted = [...latencies].sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const s of statuses) statusCodes[s] = (statusCodes[s] ?? 0) + 1;
  return {
    route,
    requests: sorted.length,
    seconds,
    requestsPerSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    meanMs: sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : 0,
    maxMs: sorted.at(-1) ?? 0,
    errors: 0,
    timeouts: 0,
    non2xx: statuses.filter((s) => s < 200 || s >= 300).length,
    statusCodes,
    ...extra,
  };
}

type Run = { result: Result; byMethod: Map<string, { latencies: number[]; statuses: number[] }> };

/** One autocannon run; every response's latency is kept per HTTP method as well. */
async function cannon(url: string, requests: Request[], seconds: number, title: string): Promise<Run> {
  const byMethod = new Map<string, { latencies: number[]; statuses: number[] }>();
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, requests, title });
  instance.on('response', (client, status, _bytes, ms) => {
    // The request in flight is still the iterator's current one when 'response' is emitted.
    const method = client.requestIterator.currentRequest.method ?? 'GET';
    const entry = byMethod.get(method) ?? { latencies: [], statuses: [] };
    entry.latencies.push(ms);
    entry.statuses.push(status);
    byMethod.set(method, entry);
  });
  const result = await instance;
  return { result, byMethod };
}

function autocannonFigures(r: Result) {
  return {
    requestsPerSecondAvg: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    latencyMeanMs: r.latency.mean,
  };
}

function rowFromRun(route: string, run: Run, note?: string): Row {
  const latencies = [...run.byMethod.values()].flatMap((e) => e.latencies);
  const statuses = [...run.byMethod.values()].flatMap((e) => e.statuses);
  return rowFrom(route, latencies, statuses, run.result.duration, {
    errors: run.result.errors,
    timeouts: run.result.timeouts,
    autocannon: autocannonFigures(run.result),
    note,
  });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const loadAtStart = loadavg();
  // This machine may be shared: a busy one makes every figure lower, the bare route's too.
  log(`load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} cores`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows: versionRows } = await admin.query<{ v: string }>('select current_setting($1) as v', [
    'server_version',
  ]);
  const { rows: leftovers } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'hp\\_bench\\_%' order by 1`,
  );
  // A run killed outright (SIGKILL) cannot drop its database; say so rather than drop what may be
  // another run's.
  if (leftovers.length)
    log(
      `note: ${leftovers.length} other hp_bench_ database(s) on this server (a run in progress, or left ` +
        `by one that was killed): ${leftovers.map((r) => r.datname).join(', ')}`,
    );
  const dbName = `hp_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  if (SYNC_COMMIT) await admin.query(`alter database ${dbName} set synchronous_commit = ${SYNC_COMMIT}`);
  await admin.end();
  cleanups.push({
    name: `drop database ${dbName}`,
    fn: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        // The pools closed just before may still be hanging up: wait for them rather than
        // terminating them (a terminated idle client errors out of its pool), then force.
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`drop database if exists ${dbName}${attempt >= 40 ? ' with (force)' : ''}`);
            break;
          } catch (err) {
            if (attempt >= 40 || (err as { code?: string }).code !== '55006') throw err;
            await new Promise((r) => setTimeout(r, 250));
          }
        }
        log(`dropped database ${dbName}`);
      } finally {
        await c.end();
      }
    },
  });
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  log(`database ${dbName} on ${url.host} (PostgreSQL ${versionRows[0]?.v})`);

  // Migrate and seed content.
  let t = performance.now();
  const database = await openDatabase({ url: databaseUrl });
  let seedingPoolOpen = true;
  const closeSeedingPool = async () => {
    if (!seedingPoolOpen) return;
    seedingPoolOpen = false;
    await database.close();
  };
  cleanups.push({ name: 'close seeding pool', fn: closeSeedingPool });
  const seeded = await seedFromDirectory(database.db, contentDir);
  log(`migrated and seeded content in ${elapsed(t)}: ${JSON.stringify(seeded.skipped ? {} : seeded.counts)}`);

  // The servers, then 50 real accounts.
  t = performance.now();
  const servers = await startServers(databaseUrl);
  log(`app on ${servers.appUrl}, bare Fastify on ${servers.bareUrl} (started in ${elapsed(t)})`);
  t = performance.now();
  const learners = await signUpLearners(servers, Math.min(SIGNED_IN, TOTAL_USERS));
  log(`signed up ${learners.length} learners through POST /api/auth/sign-up/email in ${elapsed(t)}`);

  // 1,000 learners' history, straight into the tables.
  t = performance.now();
  const historyClient = new pg.Client({ connectionString: databaseUrl });
  await historyClient.connect();
  let counts: SeedCounts;
  let allUsers: SeedUser[];
  try {
    ({ counts, users: allUsers } = await seedHistory(historyClient, {
      total: TOTAL_USERS,
      existing: learners,
    }));
  } finally {
    await historyClient.end();
  }
  log(
    `seeded history in ${elapsed(t)}: ${counts.users} learners (${counts.premiumUsers} premium), ` +
      `${counts.sessions} rounds, ${counts.answers} answers (${(counts.accuracy * 100).toFixed(1)}% correct), ` +
      `${counts.reviewStates} review states (due: ${counts.dueNow} now, ${counts.dueIn7Days} within 7 days, ${counts.dueLater} later)`,
  );
  // The achievements that history earns, awarded by the app's own code, so the first answers under
  // load are not each catching up on a dozen achievements.
  t = performance.now();
  await mapLimit(allUsers, 8, (u) => awardAchievements(database.db, u.id));
  log(`awarded achievements for ${allUsers.length} learners in ${elapsed(t)}`);
  // Its backends report their statistics as they exit, not into the first run's counters.
  await closeSeedingPool();

  // One real quick round, to give the bare route the same JSON.
  const free = learners.find((l) => !l.premium) ?? learners[0]!;
  const sample = await fetch(`${servers.appUrl}${QUESTIONS_PATH}`, { headers: { cookie: free.cookie } });
  const sampleBody = await sample.text();
  if (sample.status !== 200) throw new Error(`sample quick round failed: ${sample.status} ${sampleBody}`);
  const sampleRound = JSON.parse(sampleBody) as QuizSessionResponse;
  servers.child.send({ type: 'payload', body: sampleBody } satisfies ToServers);
  await waitFor(servers.child, 'payload-set');
  log(
    `captured a quick round: ${sampleRound.questions.length} questions, ${Buffer.byteLength(sampleBody)} bytes`,
  );
  const roundSize = Math.max(sampleRound.questions.length, 1);
  const statesSample = await fetch(`${servers.appUrl}${STATES_PATH}`);
  const statesBody = await statesSample.text();
  if (statesSample.status !== 200) throw new Error(`states failed: ${statesSample.status} ${statesBody}`);
  servers.child.send({ type: 'payload', body: statesBody, path: STATES_PATH } satisfies ToServers);
  await waitFor(servers.child, 'payload-set');
  log(`captured the states list: ${Buffer.byteLength(statesBody)} bytes`);

  const memoryBefore = await serverMemory(servers);
  log(`server memory before the load: ${memoryBefore.rssMiB} MiB RSS, ${memoryBefore.heapUsedMiB} MiB heap`);

  // Requests. Cookies rotate over the 50 learners, one learner per request (per round for answers).
  let nextLearner = 0;
  const cookie = () => learners[nextLearner++ % learners.length]!.cookie;
  const samples: Record<string, Samples> = {
    questions: new Map(),
    answer: new Map(),
    bare: new Map(),
    states: new Map(),
    bareStates: new Map(),
  };
  // The states list, as a browser asks for it the first time (no ETag yet; autocannon sends no
  // Accept-Encoding, so both sides send the JSON as it is).
  const statesRequests: Request[] = [
    {
      method: 'GET',
      path: STATES_PATH,
      onResponse: (status, body) => keepSample(samples.states!, status, body),
    },
  ];
  const bareStatesRequests: Request[] = [
    {
      method: 'GET',
      path: STATES_PATH,
      onResponse: (status, body) => keepSample(samples.bareStates!, status, body),
    },
  ];

  const questionsRequests: Request[] = [
    {
      method: 'GET',
      path: QUESTIONS_PATH,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookie() } }),
      onResponse: (status, body) => keepSample(samples.questions!, status, body),
    },
  ];
  const bareRequests: Request[] = [
    {
      method: 'GET',
      path: QUESTIONS_PATH,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookie() } }),
      onResponse: (status, body) => keepSample(samples.bare!, status, body),
    },
  ];
  // Each connection starts a round (GET), answers its questions one by one with fresh answer ids,
  // then starts another. A POST with no question left (a short or failed round) restarts at the GET.
  type RoundContext = RequestContext & { cookie?: string; sessionId?: string; questions?: QuizQuestion[] };
  const answerRequests: Request[] = [
    {
      method: 'GET',
      path: QUESTIONS_PATH,
      setupRequest: (req, context) => {
        const ctx = context as RoundContext;
        ctx.cookie = cookie();
        return { ...req, headers: { ...req.headers, cookie: ctx.cookie } };
      },
      onResponse: (status, body, context) => {
        const ctx = context as RoundContext;
        if (status === 200) {
          const round = JSON.parse(body) as QuizSessionResponse;
          ctx.sessionId = round.sessionId;
          ctx.questions = round.questions;
        } else keepSample(samples.answer!, status, body);
      },
    },
    ...Array.from(
      { length: roundSize },
      (_, k): Request => ({
        method: 'POST',
        path: ANSWER_PATH,
        setupRequest: (req, context) => {
          const ctx = context as RoundContext;
          const q = ctx.questions?.[k];
          if (!q || !ctx.sessionId || !ctx.cookie) return null;
          // About 70% right, as the seeded history.
          const wrong = q.options.filter((o) => o !== q.correctAnswer);
          const selected = Math.random() < 0.7 || !wrong.length ? q.correctAnswer : wrong[k % wrong.length]!;
          return {
            ...req,
            // A browser sends its Origin with a POST; the app refuses state changes without it (CSRF).
            headers: {
              ...req.headers,
              cookie: ctx.cookie,
              'content-type': 'application/json',
              origin: servers.origin,
            },
            body: JSON.stringify({
              answerId: randomUUID(),
              sessionId: ctx.sessionId,
              questionId: q.id,
              selectedAnswer: selected,
              confidenceLevel: confidenceLevels[Math.floor(Math.random() * confidenceLevels.length)],
              timeSpent: 5 + Math.floor(Math.random() * 40),
            }),
          };
        },
        onResponse: (status, body) => keepSample(samples.answer!, status, body),
      }),
    ),
  ];

  const runs: { key: keyof typeof samples; url: string; requests: Request[]; label: string }[] = [
    { key: 'questions', url: servers.appUrl, requests: questionsRequests, label: 'GET /api/quiz/questions' },
    { key: 'answer', url: servers.appUrl, requests: answerRequests, label: 'POST /api/quiz/answer' },
    { key: 'bare', url: servers.bareUrl, requests: bareRequests, label: 'bare Fastify route' },
    { key: 'states', url: servers.appUrl, requests: statesRequests, label: 'GET /api/states' },
    { key: 'bareStates', url: servers.bareUrl, requests: bareStatesRequests, label: 'bare Fastify states' },
  ];
  const measured: Partial<Record<keyof typeof samples, Run>> = {};
  const statements: Partial<Record<keyof typeof samples, StatementCounts>> = {};
  for (const run of runs) {
    if (WARMUP_SECONDS > 0) {
      log(`warm-up ${run.label}: ${WARMUP_SECONDS} s`);
      await cannon(run.url, run.requests, WARMUP_SECONDS, `${run.key} warm-up`);
      samples[run.key]!.clear();
    }
    const counted = run.key !== 'bare' && run.key !== 'bareStates';
    const before = counted ? await statementCounts(servers, true) : null;
    log(`load ${run.label}: ${SECONDS} s, ${CONNECTIONS} connections`);
    measured[run.key] = await cannon(run.url, run.requests, SECONDS, run.key);
    if (!before) continue;
    const after = await statementCounts(servers, true);
    statements[run.key] = {
      select: after.select - before.select,
      insert: after.insert - before.insert,
      update: after.update - before.update,
      delete: after.delete - before.delete,
      other: after.other - before.other,
    };
  }

  // Rows.
  const bareRow = rowFromRun('bare Fastify: same quick-round JSON from memory', measured.bare!);
  const questionsRow = rowFromRun('GET /api/quiz/questions?type=quick&stateCode=CA', measured.questions!);
  const answerRun = measured.answer!;
  const posts = answerRun.byMethod.get('POST') ?? { latencies: [], statuses: [] };
  const gets = answerRun.byMethod.get('GET') ?? { latencies: [], statuses: [] };
  const answerRow = rowFrom(
    'POST /api/quiz/answer',
    posts.latencies,
    posts.statuses,
    answerRun.result.duration,
    {
      errors: answerRun.result.errors,
      timeouts: answerRun.result.timeouts,
      note: `the POSTs of the answer run; its connections also made ${gets.latencies.length} GETs to start rounds`,
    },
  );
  const answerRunRow = rowFromRun(`answer run, all requests (1 GET + ${roundSize} POSTs a round)`, answerRun);
  const statesRow = rowFromRun('GET /api/states', measured.states!);
  const bareStatesRow = rowFromRun('bare Fastify: same states JSON from memory', measured.bareStates!);
  const rows = [questionsRow, answerRow, answerRunRow, bareRow, statesRow, bareStatesRow];
  const perRequest = (row: Row, key: keyof typeof samples) => {
    const c = statements[key];
    // Per request sent: the requests still in flight when the run stopped were served too.
    const sent = measured[key]?.result.requests.sent ?? 0;
    if (!c || !sent) return;
    const total = c.select + c.insert + c.update + c.delete + c.other;
    row.database = {
      statementsPerRequest: total / sent,
      writesPerRequest: (c.insert + c.update + c.delete) / sent,
      byKind: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v / sent])),
    };
  };
  perRequest(questionsRow, 'questions');
  perRequest(answerRunRow, 'answer');
  perRequest(statesRow, 'states');
  for (const row of rows)
    row.ratioToBare =
      row.requestsPerSecond /
      (row === statesRow || row === bareStatesRow ? bareStatesRow : bareRow).requestsPerSecond;
  // Statements per answer: the answer run sends 1 GET (as many statements as a questions request)
  // per roundSize POSTs; begin/commit ("other") are not counted.
  {
    const c = statements.answer;
    const q = questionsRow.database?.statementsPerRequest ?? 0;
    const sent = answerRun.result.requests.sent;
    if (c && sent) {
      const perRequest = (c.select + c.insert + c.update + c.delete) / sent;
      const perPost = (perRequest * (roundSize + 1) - q) / roundSize;
      log(
        `POST /api/quiz/answer: ~${perPost.toFixed(1)} SQL statements per answer (begin/commit not counted)`,
      );
    }
  }
  printTable(rows);
  const memoryAfter = await serverMemory(servers);
  log(
    `server memory: ${memoryBefore.rssMiB} MiB RSS before the load, ${memoryAfter.rssMiB} MiB after ` +
      `(heap ${memoryBefore.heapUsedMiB} -> ${memoryAfter.heapUsedMiB} MiB)`,
  );
  for (const row of [questionsRow, answerRunRow]) {
    const d = row.database;
    if (!d) continue;
    const kinds = Object.entries(d.byKind)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${v.toFixed(1)} ${k}`)
      .join(', ');
    log(
      `${row.route}: ${d.statementsPerRequest.toFixed(1)} SQL statements per request (${kinds}); ` +
        `each write is a commit of its own`,
    );
  }
  for (const [key, map] of Object.entries(samples)) {
    for (const [status, bodies] of map)
      console.log(`[bench] ${key}: sample ${status} bodies:\n  ${bodies.join('\n  ')}`);
  }

  const output = {
    when: new Date().toISOString(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg(),
    },
    postgres: versionRows[0]?.v,
    settings: {
      seconds: SECONDS,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      signedInLearners: learners.length,
      premiumSignedIn: learners.filter((l) => l.premium).length,
      appDatabasePool: 10,
      synchronousCommit: SYNC_COMMIT ?? 'server default',
    },
    seeded: counts,
    serverMemory: { before: memoryBefore, after: memoryAfter },
    sampleRoundBytes: Buffer.byteLength(sampleBody),
    rows,
    totalSeconds: (performance.now() - started) / 1000,
  };
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  // Short number arrays on one line, as the project's formatter (biome) writes JSON.
  const json = JSON.stringify(output, null, 2).replace(
    /\[\s+(-?[\d.e+-]+(?:,\s+-?[\d.e+-]+)*)\s+\]/g,
    (_, inner: string) => `[${inner.split(/,\s+/).join(', ')}]`,
  );
  writeFileSync(resultsFile, `${json}\n`);
  log(`figures written to ${resultsFile}`);
}

function printTable(rows: Row[]) {
  const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs bare'];
  const body = rows.map((r) => [
    r.route,
    r.requestsPerSecond.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.errors),
    String(r.non2xx),
    r.ratioToBare === undefined ? '' : `${(r.ratioToBare * 100).toFixed(1)}%`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log();
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const b of body) console.log(line(b));
  console.log();
}

try {
  await main();
} catch (err) {
  console.error('[bench] failed:', err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
