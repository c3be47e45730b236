import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '@server/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The pages the server sends for the client's screens: the landing screen's prerendered HTML for `/` and
 * `/landing` (decision 18), the app's shell for every other screen, with the same headers.
 */
const shell = '<!doctype html><html><body><div id="root"><div>brand bar</div></div></body></html>';
const landing =
  '<!doctype html><html><body><div id="root" data-prerendered="/"><h1>Homestead Prep</h1></div></body></html>';

function clientDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'homestead-client-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe('a built client with the landing screen prerendered', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = clientDir({ 'index.html': shell, 'landing.html': landing });
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

  it('every other screen still gets the shell, without the landing screen', async () => {
    for (const url of ['/dashboard', '/quiz?mode=quick', '/no-such-screen']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(res.body, url).not.toContain('<h1>');
    }
  });

  it('the landing page has the shell’s headers: CSP, no-cache and an ETag that answers 304', async () => {
    const [page, dashboard] = await Promise.all([app.inject('/'), app.inject('/dashboard')]);
    expect(page.headers['content-security-policy']).toBe(dashboard.headers['content-security-policy']);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/"/);
    expect(etag).not.toBe(String(dashboard.headers.etag));
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('a client tree built without the landing page', () => {
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

  it('GET / falls back to the shell', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
