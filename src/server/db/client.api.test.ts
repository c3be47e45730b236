import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { feedback } from './schema/feedback';

describe('the embedded database', () => {
  it('keeps its data across a restart, in a data folder it creates (parents included)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hp-data-')), 'nested', 'data');
    const first = await openDatabase({ dataDir });
    const [row] = await first.db
      .insert(feedback)
      .values({ rating: 5, feedback: 'kept' })
      .returning({ id: feedback.id });
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      const [again] = await second.db.select().from(feedback).where(eq(feedback.id, row!.id));
      expect(again?.feedback).toBe('kept');
      await second.ping();
    } finally {
      await second.close();
    }
    // Two embedded starts on disk, each applying the migrations: seconds alone, more on a busy machine.
  }, 120_000);
});
