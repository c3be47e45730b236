// npm test: the whole suite. Type check, lint, content check, unit + component + API tests (Vitest),
// the production build with its bundle budgets, and end-to-end tests in Chromium (Playwright).
// Prints a line per suite and a final `N passed, N failed` line (checks count one each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const results = [];
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}
function check(name, cmd, args) {
  const { ok, seconds } = run(name, cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['biome', 'check', '.']);
check('content:check', 'npx', ['tsx', 'scripts/content-check.ts']);

rmSync('test-results/vitest.json', { force: true });
const vitest = run('vitest (unit, component, api)', 'npx', ['vitest', 'run']);
const vj = readJson('test-results/vitest.json');
if (vj) {
  const byProject = {};
  for (const file of vj.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      const project = file.name.includes('.api.test.')
        ? 'api'
        : file.name.endsWith('.tsx')
          ? 'component'
          : 'unit';
      byProject[project] ??= { passed: 0, failed: 0 };
      if (t.status === 'passed') byProject[project].passed++;
      else if (t.status === 'failed') byProject[project].failed++;
    }
  }
  for (const [project, c] of Object.entries(byProject))
    results.push({ name: `vitest ${project}`, ...c, seconds: vitest.seconds });
  if (!vitest.ok && vj.numFailedTests === 0)
    results.push({ name: 'vitest run', passed: 0, failed: 1, seconds: vitest.seconds });
} else {
  results.push({ name: 'vitest', passed: 0, failed: 1, seconds: vitest.seconds });
}

check('build + bundle budgets', 'npm', ['run', 'build', '--silent']);

rmSync('test-results/playwright.json', { force: true });
const e2e = run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test']);
const pj = readJson('test-results/playwright.json');
if (pj?.stats) {
  results.push({
    name: 'e2e',
    passed: pj.stats.expected + (pj.stats.flaky ?? 0),
    failed: pj.stats.unexpected,
    seconds: e2e.seconds,
  });
  if (!e2e.ok && pj.stats.unexpected === 0)
    results.push({ name: 'e2e run', passed: 0, failed: 1, seconds: e2e.seconds });
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1, seconds: e2e.seconds });
}

console.log('\nSuite results');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.seconds}s)`,
  );
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
writeFileSync('test-results/summary.json', JSON.stringify({ passed, failed, results }, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync('test-results/summary.json') ? 0 : 1);
