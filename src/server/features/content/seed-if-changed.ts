import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import { contentDocument } from '@server/db/schema/content';
import { clearQuestionPoolCache } from '@server/learning/question-pool';
import { eq } from 'drizzle-orm';
import { type LoadedContent, loadContent } from './load-content';
import { seedContent } from './seed';

export class ContentError extends Error {}

/**
 * Loads content/ and seeds it, all or nothing: any file that fails its schema stops the seed with
 * every problem listed. Skips the upserts when the content is byte-for-byte what was seeded last.
 */
export async function seedFromDirectory(db: Db, contentDir: string, opts: { force?: boolean } = {}) {
  const { content, problems } = loadContent(contentDir);
  if (problems.length) {
    throw new ContentError(
      `Content has ${problems.length} problem(s):\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`,
    );
  }
  return seedLoadedContent(db, content, opts);
}

/** Seeds content already loaded and validated: all tables, retirements and the hash in one transaction. */
export async function seedLoadedContent(db: Db, content: LoadedContent, opts: { force?: boolean } = {}) {
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  if (!opts.force) {
    const [last] = await db.select().from(contentDocument).where(eq(contentDocument.id, 'seed-hash'));
    if (last && (last.body as { hash?: string }).hash === hash) return { skipped: true as const, hash };
  }
  // All or nothing: every table, the retirements and the hash commit together.
  const counts = await db.transaction(async (tx) => {
    const seeded = await seedContent(tx, content);
    await tx
      .insert(contentDocument)
      .values({ id: 'seed-hash', body: { hash }, updatedAt: new Date() })
      .onConflictDoUpdate({ target: contentDocument.id, set: { body: { hash }, updatedAt: new Date() } });
    return seeded;
  });
  clearQuestionPoolCache(db);
  return { skipped: false as const, hash, counts };
}
