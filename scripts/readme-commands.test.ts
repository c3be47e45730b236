import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const ci = readFileSync(join(root, '.ci', 'run'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The README starts with two commands that work on a fresh machine, and CI runs the same test command. */
describe('README commands', () => {
  const blocks = [...readme.matchAll(/```sh\n([^`]+)```/g)].map((m) => m[1]!.trim());

  it('starts with the install-build-start command and the test command', () => {
    expect(blocks[0]).toBe('npm install && npm run build && npm start');
    expect(blocks[1]).toBe('npm test');
    expect(readme.indexOf(blocks[0]!)).toBeLessThan(readme.indexOf('## Configuration'));
  });

  it('names scripts that exist', () => {
    for (const script of ['build', 'start', 'test']) expect(pkg.scripts[script], script).toBeTruthy();
  });

  it('is what CI runs: npm install, then npm test, then the API suite on PGlite', () => {
    const lines = ci.split('\n').map((l) => l.trim());
    const install = lines.findIndex((l) => l.startsWith('npm install'));
    const test = lines.indexOf('npm test');
    expect(install).toBeGreaterThan(-1);
    expect(test).toBeGreaterThan(install);
    // npm test runs the API suite on PostgreSQL (a cluster of its own); CI runs it again on PGlite.
    expect(ci).toMatch(/TEST_DB=pglite .*vitest run --project api/);
    // The closing line is npm test's total, with the PGlite rerun's failures counted in.
    expect(lines.filter(Boolean).at(-2)).toBe('echo "$main_passed passed, $total_failed failed"');
  });
});
