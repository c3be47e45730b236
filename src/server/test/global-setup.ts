/**
 * Runs once per API test run, before any test file: migrates and seeds one template database, so
 * each test file clones it instead of migrating and seeding its own (epic-stack's db-setup idea).
 * PGlite: a dumped data folder in a temp file. PostgreSQL (TEST_DATABASE_URL): a template database,
 * cloned with CREATE DATABASE ... TEMPLATE. The teardown removes either.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  const serverUrl = process.env.TEST_DATABASE_URL;
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
    project.provide('testTemplate', name);
    project.provide('testEmptyTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
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
  project.provide('testTemplate', file);
  project.provide('testEmptyTemplate', emptyFile);
  return () => rmSync(dir, { recursive: true, force: true });
}
