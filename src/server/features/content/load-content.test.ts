import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './load-content';

/** A content folder of a few files, for how loadContent reads YAML (js-yaml, YAML 1.2's core schema). */
describe('loadContent reading YAML', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const folder = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'content-yaml-'));
    dirs.push(root);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  };
  const problemsOf = (root: string, file: string) =>
    loadContent(root)
      .problems.filter((p) => p.file.endsWith(file))
      .map((p) => p.message);

  it('refuses a file it cannot parse and one with a key twice, naming the file', () => {
    const root = folder({
      'glossary/property.yaml': 'area: property\nterms: [\n',
      'glossary/law.yaml': 'area: law\narea: law\nterms: []\n',
    });
    expect(problemsOf(root, 'glossary/property.yaml')).toEqual([expect.stringMatching(/^cannot parse: /)]);
    expect(problemsOf(root, 'glossary/law.yaml')).toEqual([
      expect.stringMatching(/^cannot parse: duplicated mapping key/),
    ]);
  });

  it('keeps dates and yes/no as strings and reads an empty file as null (a schema problem, not a crash)', () => {
    const root = folder({
      'glossary/property.yaml':
        'area: property\nterms:\n  - term: 2026-11-01\n    definition: yes\n    examples: [no]\n    concepts: [prop-fixtures]\n',
      'glossary/law.yaml': '',
    });
    const { content } = loadContent(root);
    expect(content.glossary.find((t) => t.area === 'property')).toMatchObject({
      term: '2026-11-01',
      definition: 'yes',
      examples: ['no'],
    });
    expect(problemsOf(root, 'glossary/law.yaml')).not.toEqual([]);
    expect(problemsOf(root, 'glossary/law.yaml').some((m) => m.startsWith('cannot parse'))).toBe(false);
  });
});
