/**
 * The connection pool gives back every client, even when a transaction fails before it starts. In
 * an outage the `begin` of a transaction can fail on a connection that just died; drizzle sends it
 * before its own try/finally, so without ReleasingPool (db/client.ts) the client was never released:
 * after ten such failures the pool had nothing left to lend and closing it waited forever. Here an
 * isolation level PostgreSQL refuses makes `begin` fail on purpose, the same path without the outage.
 * Needs the machine's PostgreSQL (TEST_DATABASE_URL): CI runs it.
 */
import { randomUUID } from 'node:crypto';
import { type Database, openDatabase } from '@server/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Settles with the promise's outcome, or 'timed out' after ms. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    ),
    new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms).unref()),
  ]);

describe.runIf(serverUrl)('the PostgreSQL pool when a transaction cannot begin', () => {
  const name = `hp_pool_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let database: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('twenty failed begins leave the pool (ten clients) lending, and it then closes', async () => {
    for (let i = 0; i < 20; i++) {
      const failed = await within(
        database.db.transaction(async (tx) => tx.execute(sql`select 1`), {
          // biome-ignore lint/suspicious/noExplicitAny: an isolation level PostgreSQL refuses, on purpose
          isolationLevel: 'no such level' as any,
        }),
        5_000,
      );
      expect(failed, `attempt ${i + 1}`).toMatchObject({
        error: expect.stringMatching(/syntax error|failed/i),
      });
    }
    // Still lending: a query and a real transaction go through.
    expect(await within(database.db.execute(sql`select 1 as one`), 5_000)).not.toBe('timed out');
    const committed = await within(
      database.db.transaction(async (tx) => tx.execute(sql`select 2 as two`)),
      5_000,
    );
    expect(committed).toHaveProperty('value');
    // And closing finishes: no client is still out.
    expect(await within(database.close(), 5_000)).toEqual({ value: undefined });
  });
});
