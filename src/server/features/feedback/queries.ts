import type { Db } from '@server/db/client';
import { feedback } from '@server/db/schema/feedback';

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert) {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}
