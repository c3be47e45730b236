// Starts the built app for the end-to-end tests on a fresh embedded database (PGlite in a temp folder).
// With E2E_TEMPLATE_DIR (npm test seeds one while the other checks run) the folder starts as a copy of
// that already migrated and seeded data folder, so the servers skip seconds of migration and seeding;
// without it the server migrates and seeds as a first start does.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'homestead-e2e-'));
const template = process.env.E2E_TEMPLATE_DIR;
if (template && existsSync(join(template, 'pglite'))) cpSync(template, dataDir, { recursive: true });
// Mail goes to an outbox folder named after the port, so the journeys can open their emails
// (e2e/fixtures.ts reads it); it starts empty.
const outboxDir = join(tmpdir(), `homestead-e2e-outbox-${process.env.PORT}`);
rmSync(outboxDir, { recursive: true, force: true });
// A lock e2e/fixtures.ts takes while making the admin account; a run that died may have left it.
rmSync(join(tmpdir(), `homestead-e2e-admin-lock-${process.env.PORT}`), { recursive: true, force: true });
// The built server (npm run build) when it is newer than every server and shared source file, so a
// run after the build starts in about a second; otherwise the sources through tsx, so an edit to the
// server made since the last build is what the journeys test.
const bundle = 'dist/server/server.js';
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}
const bundleFresh =
  existsSync(bundle) &&
  statSync(bundle).mtimeMs > Math.max(newestSource('src/server'), newestSource('src/shared'));
const child = spawn(process.execPath, bundleFresh ? [bundle] : ['--import', 'tsx', 'src/server/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // The labelled test payment provider, on purpose (production refuses it otherwise).
    PAYMENT_PROVIDER: 'test',
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: outboxDir,
    LOG_LEVEL: 'warn',
    // Every journey comes from 127.0.0.1: four workers send thousands of API requests a minute from
    // that one address (the limits themselves are tested in the API suite).
    API_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '2000',
    FEEDBACK_RATE_LIMIT_MAX: '200',
    REPORT_RATE_LIMIT_MAX: '200',
    // The admin of e2e/admin.spec.ts (the role comes from config, as in production).
    ADMIN_EMAILS: 'e2e-admin@homesteadprep.example',
    ...(process.env.MOCK_EXAM_SECONDS ? { MOCK_EXAM_SECONDS: process.env.MOCK_EXAM_SECONDS } : {}),
  },
});
// Playwright stops the servers with SIGTERM (playwright.config.ts): the app closes its database, then
// the data folder (a 64 MB copy of the template) is removed. (Killed, as before, each run
// left two of them in the temp folder.)
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
