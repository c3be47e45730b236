import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintOverrides } from './lint-zones';

describe('lint zones', () => {
  it('biome.json holds the zones made from the current feature folders (run scripts/lint-zones.ts --write)', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'biome.json'), 'utf8'));
    expect(config.overrides).toEqual(JSON.parse(JSON.stringify(lintOverrides())));
  });
});
