import { PGlite } from '@electric-sql/pglite';
import { schema } from '@server/db/client';
import { seedFromDirectory } from '@server/features/content/seed-if-changed';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

let t = performance.now();
const lap = (l: string) => {
  console.log(l, Math.round(performance.now() - t));
  t = performance.now();
};
const bare = new PGlite();
await bare.query('select 1');
lap('bare pglite');
const tpl = new PGlite();
const db = drizzle(tpl, { schema });
await migrate(db, { migrationsFolder: 'src/server/db/migrations' });
lap('migrate');
await seedFromDirectory(db as never, 'content');
lap('seed');
const dump = await tpl.dumpDataDir('none');
lap(`dump ${dump.size}`);
const loaded = new PGlite({ loadDataDir: dump });
await loaded.query('select count(*) from question');
lap('load');
const l2 = new PGlite({ loadDataDir: dump });
const r = await l2.query('select count(*) from question');
lap('load2 ' + JSON.stringify(r.rows));
process.exit(0);
