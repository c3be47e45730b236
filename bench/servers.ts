/**
 * The server side of the quiz load benchmark, run by bench/quiz-load.ts as a child process so the
 * servers do not share an event loop with autocannon. It starts:
 *  - the real app (buildApp on the PostgreSQL database named by BENCH_APP_DATABASE_URL), and
 *  - a bare Fastify app whose one route returns, from memory, a JSON body the parent sends it.
 * Both listen on random ports on 127.0.0.1. It talks to the parent over the IPC channel only.
 */

import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import Fastify from 'fastify';
import pg from 'pg';
import { BARE_ROUTE, type FromServers, STATES_PATH, type StatementCounts, type ToServers } from './protocol';

/**
 * Counts every statement the app sends, by wrapping pg.Client#query in this process (the pool and so
 * drizzle and better-auth all go through it). The app itself is not changed.
 */
const counts: StatementCounts = { select: 0, insert: 0, update: 0, delete: 0, other: 0 };
const clientProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const originalQuery = clientProto.query;
clientProto.query = function (this: unknown, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
  // A statement of CTEs ("with ... as (insert ...) ... select") counts as the first write it makes
  // (an answer's writes are one such statement), or as a select when it makes none.
  const head = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  const keyword =
    head === 'with' ? (/\b(insert|update|delete)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'select') : head;
  if (keyword === 'select' || keyword === 'insert' || keyword === 'update' || keyword === 'delete')
    counts[keyword]++;
  else counts.other++;
  return originalQuery.apply(this, args);
};

function send(message: FromServers) {
  process.send?.(message);
}

async function main() {
  const url = process.env.BENCH_APP_DATABASE_URL;
  const secret = process.env.BENCH_AUTH_SECRET;
  if (!url || !secret || !process.send) throw new Error('bench/servers.ts is started by bench/quiz-load.ts');

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: secret,
    API_RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    FEEDBACK_RATE_LIMIT_MAX: '1000000000',
    // Diagnosis and A/B runs: the app's own settings, when the bench's environment gives them.
    ...(process.env.SESSION_CACHE_SECONDS
      ? { SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS }
      : {}),
    ...(process.env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX } : {}),
  });
  const database = await openDatabase({ url, poolMax: config.DATABASE_POOL_MAX });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The bare route: the same JSON from memory (serialised per request, as a route returning an object is).
  let payload: unknown = null;
  let statesPayload: unknown = null;
  const bare = Fastify({ logger: false });
  bare.get(BARE_ROUTE, async () => payload);
  bare.get(STATES_PATH, async () => statesPayload);
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (address: ReturnType<typeof app.server.address>) =>
    typeof address === 'object' && address ? address.port : 0;

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([app.close(), bare.close()]);
    await database.close().catch(() => {});
    process.exit(0);
  };

  process.on('message', (message: ToServers) => {
    if (message.type === 'payload') {
      if (message.path === STATES_PATH) statesPayload = JSON.parse(message.body);
      else payload = JSON.parse(message.body);
      send({ type: 'payload-set' });
    } else if (message.type === 'memory') {
      const m = process.memoryUsage();
      send({ type: 'memory', rssMiB: m.rss / 2 ** 20, heapUsedMiB: m.heapUsed / 2 ** 20 });
    } else if (message.type === 'counts') {
      send({ type: 'counts', counts: { ...counts } });
    } else if (message.type === 'stop') {
      void stop();
    }
  });
  // The parent went away (crash, Ctrl-C): do not linger.
  process.on('disconnect', () => void stop());

  send({
    type: 'ready',
    appPort: portOf(app.server.address()),
    barePort: portOf(bare.server.address()),
    // better-auth checks Origin on sign-up against its trusted origins, which include BASE_URL.
    origin: config.baseUrl,
  });
}

main().catch((err) => {
  send({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
