import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { glossaryTerm } from '@server/db/schema/content';
import {
  anAdminChangesContent,
  authed,
  createCallers,
  createTestApp,
  type TestApp,
} from '@server/test/helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * GET /glossary (decision 23): the server renders the glossary screen with the terms from its database,
 * through the build's server render (dist/ssr/screens.js; here a stand-in with the same export that
 * writes each term it is given), into the built shell. The real render is checked by the build
 * (scripts/prerender.mjs) and by e2e/reference.spec.ts.
 */
const shell =
  '<!doctype html><html><head><title>Homestead Prep</title></head><body><div id="root"><div>brand bar</div></div>\n    <noscript>JavaScript</noscript></body></html>';
const renderer = `export async function renderScreen(path, data) {
  if (path !== '/glossary') throw new Error('not the glossary: ' + path);
  if (globalThis.__failRender) throw new Error('render failed');
  const terms = (data.glossary ?? []).slice(0, 3).map((t) => '<article><h2>' + t.term + '</h2><p>' + t.definition + '</p></article>');
  return { html: '<main><h1>Glossary</h1>' + terms.join('') + '</main>', title: 'Glossary' };
}`;

const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>\s*<noscript>/.exec(html);

describe('GET /glossary with a built client and its server render', () => {
  let app: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let clientDir: string;
  let ssrDir: string;
  let first: { id: string; term: string; definition: string };
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'homestead-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), shell);
    ssrDir = mkdtempSync(join(tmpdir(), 'homestead-ssr-'));
    writeFileSync(join(ssrDir, 'screens.js'), renderer);
    app = await createTestApp({ config: { clientDir, ssrDir } });
    callers = await createCallers(app);
    const terms = (await app.inject('/api/glossary')).json() as {
      id: string;
      term: string;
      definition: string;
    }[];
    first = terms[0]!;
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(ssrDir, { recursive: true, force: true });
  });

  it('sends the shell with the first terms, in the API’s order, in #root and the screen’s title', async () => {
    for (const url of ['/glossary', '/glossary?from=nav']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const root = rootOf(res.body);
      expect(root, url).not.toBeNull();
      // The app waits for the terms before it takes this markup over (src/client/main.tsx).
      expect(root![1]).toBe(' data-prerendered="/glossary" data-prerendered-data');
      expect(root![2]).toContain(`<h2>${first.term}</h2><p>${first.definition}</p>`);
      expect(root![2]).not.toContain('brand bar');
      expect(res.body).toContain('<title>Glossary · Homestead Prep</title>');
    }
  });

  it('has the shell’s headers (CSP, no-cache), an ETag that answers 304, and brotli for who accepts it', async () => {
    const [page, shellPage] = await Promise.all([app.inject('/glossary'), app.inject('/quiz')]);
    expect(shellPage.body).toBe(shell);
    expect(page.headers['content-security-policy']).toBe(shellPage.headers['content-security-policy']);
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/glossary', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await app.inject({ url: '/glossary', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
  });

  it('shows an admin’s change to content at once, not the page made before it', async () => {
    const before = await app.inject('/glossary');
    const etag = String(before.headers.etag);
    const revised = `${first.definition} (revised)`;
    await app.db.update(glossaryTerm).set({ definition: revised }).where(eq(glossaryTerm.id, first.id));
    // Made once: a change behind the app's back waits for the next content change (or a minute).
    expect((await app.inject({ url: '/glossary', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await anAdminChangesContent(app, callers.admin);
    const after = await app.inject({ url: '/glossary', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain(`<p>${revised}</p>`);
    expect(after.body).not.toContain(`<p>${first.definition}</p>`);
  });

  it('is the same page for a visitor, a guest and a signed-in learner (the app fills in who they are)', async () => {
    const visitor = await app.inject('/glossary');
    for (const who of [callers.guest, callers.free, callers.premium]) {
      const res = await app.inject({ url: '/glossary', headers: authed(who) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(visitor.body);
    }
  });

  it('sends the shell when the render fails, and the page again once it works', async () => {
    const g = globalThis as { __failRender?: boolean };
    // The next render is made afresh: content changed.
    await anAdminChangesContent(app, callers.admin);
    g.__failRender = true;
    try {
      const res = await app.inject('/glossary');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
    } finally {
      g.__failRender = false;
    }
    const res = await app.inject('/glossary');
    expect(rootOf(res.body)![1]).toContain('data-prerendered="/glossary"');
  });

  it('other methods and paths under it are not this page', async () => {
    const post = await app.inject({ method: 'POST', url: '/glossary', payload: {} });
    expect(post.statusCode).toBe(404);
    const sub = await app.inject('/glossary/escrow');
    expect(sub.body).toBe(shell);
  });
});
