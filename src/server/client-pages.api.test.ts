import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@server/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The pages the server sends for the client's screens: the landing screen's prerendered HTML for `/` and
 * `/landing` (decision 18), the dashboard's for `/dashboard` (decision 21), the app's shell for every
 * other screen, with the same headers.
 */
const shell = '<!doctype html><html><body><div id="root"><div>brand bar</div></div></body></html>';
const landing =
  '<!doctype html><html><body><div id="root" data-prerendered="/"><h1>Homestead Prep</h1></div></body></html>';
const dashboard =
  '<!doctype html><html><body><div id="root" data-prerendered="/dashboard"><h2>Welcome to Homestead Prep</h2></div></body></html>';

function clientDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'homestead-client-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe('a built client with the landing screen and the dashboard prerendered', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = clientDir({ 'index.html': shell, 'landing.html': landing, 'dashboard.html': dashboard });
    app = await createTestApp({ seed: false, config: { clientDir: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET / and GET /landing send the landing screen with its heading in the HTML', async () => {
    for (const url of ['/', '/landing', '/?ref=ad']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<h1>Homestead Prep</h1>');
    }
  });

  it('GET /dashboard sends the dashboard’s first render, whatever its query', async () => {
    for (const url of ['/dashboard', '/dashboard?payment=success']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(dashboard);
    }
  });

  it('every other screen still gets the shell, without a prerendered screen', async () => {
    for (const url of ['/quiz?mode=quick', '/glossary', '/dashboard/more', '/no-such-screen']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(res.body, url).not.toContain('<h1>');
    }
  });

  it('the landing page has the shell’s headers: CSP, no-cache and an ETag that answers 304', async () => {
    const [page, screen, glossary] = await Promise.all([
      app.inject('/'),
      app.inject('/dashboard'),
      app.inject('/glossary'),
    ]);
    for (const res of [page, screen]) {
      expect(res.headers['content-security-policy']).toBe(glossary.headers['content-security-policy']);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(glossary.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/"/);
    expect(etag).not.toBe(String(glossary.headers.etag));
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('a client tree built without prerendered screens', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = clientDir({ 'index.html': shell });
    app = await createTestApp({ seed: false, config: { clientDir: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET / and GET /dashboard fall back to the shell', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

/** What scripts/precompress.mjs writes beside each file of the build (its own test checks it does). */
function precompressed(dir: string, name: string, body: string) {
  writeFileSync(join(dir, name), body);
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
}

describe('the build’s precompressed files (scripts/precompress.mjs)', () => {
  let app: TestApp;
  let dir: string;
  const script = 'export const lesson = "Escrow holds the earnest money until closing.";\n'.repeat(300);
  beforeAll(async () => {
    dir = clientDir({ 'index.html': shell });
    precompressed(dir, 'landing.html', landing);
    precompressed(dir, join('assets', 'quiz-1a2b3c.js'), script);
    app = await createTestApp({ seed: false, config: { clientDir: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a script goes out as the build compressed it: brotli, else gzip, else as it is', async () => {
    const url = '/assets/quiz-1a2b3c.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(readFileSync(join(dir, 'assets', 'quiz-1a2b3c.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(join(dir, 'assets', 'quiz-1a2b3c.js.gz')))).toBe(true);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('so does a prerendered page, with the page’s own headers', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.rawPayload.equals(readFileSync(join(dir, 'landing.html.br')))).toBe(true);
  });
});
