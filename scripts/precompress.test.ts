import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function build(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'homestead-precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe('precompress (scripts/precompress.mjs, run by npm run build)', () => {
  it('writes brotli and gzip copies beside each text file, which decompress to the file', async () => {
    const script = `export function greet(name){return "Hello, " + name + "!";}\n`.repeat(200);
    const page = `<!doctype html><html><body>${'<p>Aunt Rita explains escrow.</p>'.repeat(100)}</body></html>`;
    const dir = build({ 'assets/app-1a2b.js': script, 'landing.html': page, 'manifest.webmanifest': '{}' });
    await precompress(dir);
    for (const [name, body] of [
      ['assets/app-1a2b.js', script],
      ['landing.html', page],
    ] as const) {
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(body);
      expect(gunzipSync(gz).toString(), name).toBe(body);
      expect(br.length, name).toBeLessThan(body.length / 5);
    }
  });

  it('leaves images alone, and a copy no smaller than its file unwritten', async () => {
    const dir = build({ 'icon.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'tiny.json': '{}' });
    await precompress(dir);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
    // Two bytes compress to more than two bytes: the server then sends the file itself.
    expect(existsSync(join(dir, 'tiny.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.json.gz'))).toBe(false);
  });
});
