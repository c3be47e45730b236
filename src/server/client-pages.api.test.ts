import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
