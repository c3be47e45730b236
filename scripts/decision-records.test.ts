import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');

describe('decision records', () => {
  it('each has a Date, a Status, and Context, Decision and Consequences sections', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text, f).toMatch(/^- Status: \S/m);
      for (const section of ['Context', 'Decision', 'Consequences'])
        expect(text, `${f}: ${section}`).toMatch(new RegExp(`^## ${section}$`, 'm'));
    }
  });
});
