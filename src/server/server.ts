import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';

/** Starts the app: config, database (migrated), content seed, listen; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The database opens (PGlite compiles its WASM off the main thread) while the app's modules load:
  // the bundle (npm run build) keeps them in chunks of their own, so they are read only now.
  const opening = openConfiguredDatabase(config);
  opening.catch(() => {});
  const [{ buildApp }, { seedFromDirectory }] = await Promise.all([
    import('./app'),
    import('./features/content/seed-if-changed'),
  ]);
  const database = await opening;
  const app = await buildApp({ config, database });
  if (!config.SKIP_SEED) {
    const result = await seedFromDirectory(database.db, config.contentDir);
    app.log.info(
      result.skipped ? 'content unchanged since last seed' : { seeded: result.counts },
      'content loaded',
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - started) },
    `Homestead Prep listening on ${config.baseUrl}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
