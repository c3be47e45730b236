/**
 * Several app instances behind a load balancer: two apps sharing one PostgreSQL database and one
 * Redis. With REDIS_URL the rate limit counts across both; without it each instance counts alone.
 * Needs the machine's PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_TEST_URL): CI runs it.
 */
import { randomUUID } from 'node:crypto';
import { type App, buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/client';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL;

describe.runIf(serverUrl && redisUrl)('two instances sharing PostgreSQL and Redis', () => {
  const name = `hp_instances_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const prefix = `homestead-test-${randomUUID()}:`;
  const opened: { app: App; database: Database }[] = [];

  async function instance(env: Record<string, string>) {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '4', ...env },
      { clientDir: '/nonexistent' },
    );
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    opened.push({ app, database });
    return app;
  }

  const guess = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password: 'not-the-password' },
    });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    // Only this run's keys, never the shared Redis as a whole.
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('with REDIS_URL the sign-in limit counts attempts on both instances together', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    const a = await instance(env);
    const b = await instance(env);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await guess(i % 2 ? b : a, 'shared@example.com')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('without it each instance counts alone (what the shared store fixes)', async () => {
    const a = await instance({});
    const b = await instance({});
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await guess(i % 2 ? b : a, 'alone@example.com')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401]);
  });
});
