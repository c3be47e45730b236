/** npm run seed : loads content/ into the database (idempotent; start-up does the same). */
import { loadConfig } from '@server/config';
import { openConfiguredDatabase } from '@server/db/client';
import { seedFromDirectory } from '@server/features/content/seed-if-changed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const result = await seedFromDirectory(database.db, config.contentDir, {
    force: process.argv.includes('--force'),
  });
  console.log(
    result.skipped ? 'Content unchanged since the last seed.' : `Seeded: ${JSON.stringify(result.counts)}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
