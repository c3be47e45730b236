import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Db } from '@server/db/client';
import { contentDocument } from '@server/db/schema/content';
import { contentChanged } from '@server/lib/content-change';
import { storeContentCounts } from '@server/lib/content-counts';
import { eq } from 'drizzle-orm';
import { type LoadedContent, loadContent } from './load-content';
import { seedContent } from './seed';

export class ContentError extends Error {}

type SeedHash = { hash?: string; filesHash?: string };

/** A hash of every file under dir (paths and bytes): reading is far cheaper than parsing and checking. */
export function hashContentFiles(dir: string) {
  const digest = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        digest.update(relative(dir, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(dir);
  return digest.digest('hex');
}

async function lastSeed(db: Db): Promise<SeedHash | undefined> {
  const [last] = await db.select().from(contentDocument).where(eq(contentDocument.id, 'seed-hash'));
  return last?.body as SeedHash | undefined;
}

/**
 * Loads content/ and seeds it, all or nothing: any file that fails its schema stops the seed with
 * every problem listed. Skips the upserts when the content is what was seeded last: first by the
 * files' bytes, without parsing them (a start on existing data), then by the parsed content.
 */
export async function seedFromDirectory(db: Db, contentDir: string, opts: { force?: boolean } = {}) {
  const filesHash = hashContentFiles(contentDir);
  if (!opts.force) {
    const last = await lastSeed(db);
    if (last?.hash && last.filesHash === filesHash) return { skipped: true as const, hash: last.hash };
  }
  const { content, problems } = loadContent(contentDir);
  if (problems.length) {
    throw new ContentError(
      `Content has ${problems.length} problem(s):\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`,
    );
  }
  return seedLoadedContent(db, content, { ...opts, filesHash });
}

/** Seeds content already loaded and validated: all tables, retirements and the hash in one transaction. */
export async function seedLoadedContent(
  db: Db,
  content: LoadedContent,
  opts: { force?: boolean; filesHash?: string } = {},
) {
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const body: SeedHash = { hash, filesHash: opts.filesHash };
  if (!opts.force) {
    const last = await lastSeed(db);
    if (last?.hash === hash) {
      // Same content from different bytes (a comment, a reformatted file): remember these bytes.
      if (opts.filesHash && last.filesHash !== opts.filesHash)
        await db.update(contentDocument).set({ body }).where(eq(contentDocument.id, 'seed-hash'));
      return { skipped: true as const, hash };
    }
  }
  // All or nothing: every table, the retirements and the hash commit together.
  const counts = await db.transaction(async (tx) => {
    const seeded = await seedContent(tx, content);
    await storeContentCounts(tx);
    await tx
      .insert(contentDocument)
      .values({ id: 'seed-hash', body, updatedAt: new Date() })
      .onConflictDoUpdate({ target: contentDocument.id, set: { body, updatedAt: new Date() } });
    return seeded;
  });
  contentChanged(db);
  return { skipped: false as const, hash, counts };
}
