/**
 * The offline study pack's size (issue 17): a Premium learner's pack as JSON, split into what each
 * part weighs, for a learner with a heavy history: BENCH_PACK_MISSED questions missed (half of them
 * since answered right on two days), BENCH_PACK_BOOKMARKS bookmarks and an exam plan. Prints figures;
 * it is not a test. Runs on PGlite in memory (no server needed): `npx tsx bench/offline-pack.ts`.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { user } from '@server/db/schema/auth';
import { studyPlan } from '@server/db/schema/practice';
import { seedFromDirectory } from '@server/features/content/seed-if-changed';
import { buildPack, syncBatch } from '@server/features/offline/service';
import type { SyncItem } from '@shared/contracts/offline';

const MISSED = Number(process.env.BENCH_PACK_MISSED ?? 300);
const BOOKMARKS = Number(process.env.BENCH_PACK_BOOKMARKS ?? 100);
const DAY = 86_400_000;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const size = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

async function main() {
  const database = await openDatabase({ dataDir: null });
  await seedFromDirectory(database.db, join(import.meta.dirname, '..', 'content'));
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: 'Bench Learner', email: `${id}@bench.example` });
  const viewer = {
    id,
    email: null,
    emailVerified: false,
    name: 'Bench Learner',
    isGuest: false,
    isAdmin: false,
  };
  const now = new Date();
  const ctx = { db: database.db, viewer, isPremium: true, now };
  const first = await buildPack(ctx, { stateCode: 'CA' });
  const qs = first.questions!.slice(0, MISSED);

  // History, 10 to 3 days ago: every question missed; half then right on two different days.
  const items: SyncItem[] = [];
  const answer = (q: (typeof qs)[number], right: boolean, at: number): SyncItem => ({
    kind: 'answer',
    id: randomUUID(),
    sessionId: null,
    questionId: q.id,
    selectedAnswer: right ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!,
    confidenceLevel: 'somewhat_confident',
    timeSpent: 20,
    answeredAt: new Date(at).toISOString(),
  });
  qs.forEach((q, i) => {
    const t = now.getTime() - 10 * DAY + i * 1000;
    items.push(answer(q, false, t));
    if (i % 2 === 0) items.push(answer(q, true, t + 3 * DAY), answer(q, true, t + 5 * DAY));
  });
  for (const q of first.questions!.slice(0, BOOKMARKS))
    items.push({
      kind: 'bookmark',
      id: randomUUID(),
      itemType: 'question',
      itemId: q.id,
      on: true,
      at: now.toISOString(),
    });
  for (let i = 0; i < items.length; i += 200) await syncBatch(ctx, { items: items.slice(i, i + 200) });
  await database.db.insert(studyPlan).values({
    userId: id,
    examDate: new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10),
    minutesPerDay: 30,
    desiredRetention: 0.85,
    newPerDay: 20,
  });

  const pack = await buildPack(ctx, { stateCode: 'CA' });
  const refresh = await buildPack(ctx, { stateCode: 'CA', have: pack.contentKey });
  const { mistakes, bookmarks, plan, timeZone, ...before } = pack;
  const added = size({ mistakes, bookmarks, plan, timeZone });
  console.log(
    `history: ${MISSED} questions missed (${Math.ceil(MISSED / 2)} since cleared), ${BOOKMARKS} bookmarks, an exam plan`,
  );
  console.log(
    `pack questions: ${pack.questions!.length} (budget ${pack.maxQuestions}), flashcards: ${pack.flashcards!.length}`,
  );
  console.log(`whole pack: ${kb(size(pack))} (without this change's fields: ${kb(size(before))})`);
  console.log(`  mistakes deck: ${kb(size(mistakes))} (${mistakes.length} entries)`);
  console.log(`  bookmarks: ${kb(size(bookmarks))}, plan and time zone: ${size({ plan, timeZone })} B`);
  console.log(`  growth: ${kb(added)} = ${((100 * added) / size(before)).toFixed(2)} %`);
  console.log(`refresh with have= (schedule, deck, bookmarks only): ${kb(size(refresh))}`);
  await database.close();
}

await main();
