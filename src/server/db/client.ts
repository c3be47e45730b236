import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '@server/lib/project-root';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as adminSchema from './schema/admin';
import * as authSchema from './schema/auth';
import * as contentSchema from './schema/content';
import * as entitlementSchema from './schema/entitlements';
import * as examSchema from './schema/exams';
import * as feedbackSchema from './schema/feedback';
import * as learnerSchema from './schema/learners';
import * as learningSchema from './schema/learning';
import * as paymentSchema from './schema/payments';
import * as practiceSchema from './schema/practice';

export const schema = {
  ...adminSchema,
  ...authSchema,
  ...contentSchema,
  ...entitlementSchema,
  ...examSchema,
  ...feedbackSchema,
  ...learnerSchema,
  ...learningSchema,
  ...paymentSchema,
  ...practiceSchema,
};
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query runs: the database, or a transaction already under way. Queries take this. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

type PoolClient = pg.PoolClient;

/**
 * drizzle-orm 0.45's pool transaction sends `begin` before its try/finally, so when `begin` fails (the
 * connection died: a server restart or failover) the client is never released and `pool.end()` waits
 * for it forever. Clients this pool hands out by promise release themselves, with the error (so the
 * pool drops the dead connection), when a `begin` fails; release is safe to call twice.
 */
class ReleasingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect has a callback and a promise form
  override connect(...args: any[]): any {
    if (args.length > 0) return super.connect(...(args as [never]));
    return super.connect().then((client) => releasingClient(client));
  }
}

function isBegin(query: unknown) {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

function releasingClient(client: PoolClient): PoolClient {
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'release') return release;
      if (key === 'query')
        // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads
        return (...args: any[]) => {
          const result = (target.query as (...a: unknown[]) => unknown)(...args);
          if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
          return result.catch((err: Error) => {
            release(err);
            throw err;
          });
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Opens the database the configuration names: the PostgreSQL server at DATABASE_URL, otherwise PGlite
 * in DATA_DIR. The server and every script open it through this one call.
 */
export function openConfiguredDatabase(config: {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX?: number;
  dataDir: string;
}) {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? null : config.dataDir,
    poolMax: config.DATABASE_POOL_MAX,
  });
}

const migrationsFolder = join(projectRoot, 'src', 'server', 'db', 'migrations');

/**
 * PGlite runs PostgreSQL in this process's WASM memory, so its buffer cache is the server's memory.
 * PostgreSQL's default 128 MB of shared buffers (all of it touched when they are set up at every
 * open) and 100 connections' worth of shared state made PGlite most of the ~460 MiB the server held
 * at idle. The whole database (content, and the learners of one small install) is ~30 MB, so 32 MB of
 * buffers still holds what is read; PGlite serves one connection, so 5 is plenty. Durability is not
 * touched. Given as start parameters (`-c`): PGlite's `postgresqlconf` option would replace the data
 * folder's postgresql.conf (time zone, locale) instead of adding to it. See docs/decisions.
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'max_connections=5',
];

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise PGlite (PostgreSQL in
 * WASM) in dataDir, or in memory when dataDir is null. Migrations are applied before it is returned.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  /** PGlite in memory, started from a dumped data folder (tests clone a migrated, seeded template). */
  loadDataDir?: Blob;
  /** Called with the text of every statement drizzle sends (tests count statements per request). */
  onQuery?: (sql: string) => void;
  /** PostgreSQL only: the pool's most connections (10). */
  poolMax?: number;
}): Promise<Database> {
  const onQuery = opts.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (opts.url) {
    const pool = new ReleasingPool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`[db] idle connection closed: ${err.message}`));
    // A connection checked out when the server goes away (restart, failover: 57P01) emits 'error' on
    // its client; with no listener that would end the process. The query fails instead (503).
    pool.on('connect', (client) =>
      client.on('error', (err) => console.warn(`[db] connection lost: ${err.message}`)),
    );
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    // PGlite does not create missing parent folders.
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(join(opts.dataDir, 'pglite'), { startParams: pgliteStartParams });
  } else {
    client = new PGlite({ startParams: pgliteStartParams, loadDataDir: opts.loadDataDir });
  }
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
