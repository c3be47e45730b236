// Starts the built app for the end-to-end tests on a fresh embedded database (PGlite in a temp folder).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'homestead-e2e-'));
// Mail goes to an outbox folder named after the port, so the journeys can open their emails
// (e2e/fixtures.ts reads it); it starts empty.
const outboxDir = join(tmpdir(), `homestead-e2e-outbox-${process.env.PORT}`);
rmSync(outboxDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // The labelled test payment provider, on purpose (production refuses it otherwise).
    PAYMENT_PROVIDER: 'test',
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: outboxDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '200',
    FEEDBACK_RATE_LIMIT_MAX: '200',
    ...(process.env.MOCK_EXAM_SECONDS ? { MOCK_EXAM_SECONDS: process.env.MOCK_EXAM_SECONDS } : {}),
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
