import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the client icons (scripts/icons.mjs)', () => {
  it('icons.ts holds exactly the icons the client imports, as the script writes them', () => {
    const run = () =>
      execFileSync(process.execPath, [join(import.meta.dirname, 'icons.mjs'), '--check'], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});
