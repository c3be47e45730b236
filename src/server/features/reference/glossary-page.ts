import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeStaticPage, sendStaticBody, staticBodyCache } from '@server/lib/static-body';
import type { GlossaryResponse } from '@shared/contracts/reference';
import { screenPage } from '@shared/prerendered-screens';
import type { FastifyInstance } from 'fastify';
import { listGlossaryTerms } from './service';

/** What scripts/prerender.mjs keeps in dist/ssr: the client's screens rendered to HTML (screens.tsx). */
type ScreenRenderer = {
  renderScreen(
    path: string,
    data: { glossary?: GlossaryResponse },
  ): Promise<{ html: string; title: string | null }>;
};

/**
 * GET /glossary (decision 23): the glossary screen with its terms in the HTML, rendered here with the
 * build's server render of the client (dist/ssr/screens.js) and the terms from this database, into the
 * built shell. Glossary terms are content, so the page is made like the glossary's JSON: once a minute
 * at most, forgotten at once when content changes here (a seed, an admin's reload or edit), with an ETag
 * and its compressed bytes made once. The page says the app must wait for the terms before it takes the
 * markup over (`data-prerendered-data`): its first render then draws the same cards over these.
 * Without a build's server render (a tree built before it) the route is not registered: the shell.
 * If the render fails, the shell is sent, as before this page existed.
 */
export function registerGlossaryPage(app: FastifyInstance, dirs: { clientDir: string; ssrDir: string }) {
  const rendererFile = join(dirs.ssrDir, 'screens.js');
  if (!existsSync(rendererFile)) return;
  let renderer: Promise<ScreenRenderer> | undefined;
  const pages = staticBodyCache(app.db, 60_000, 1, makeStaticPage);
  app.get('/glossary', { compress: false, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    try {
      const page = await pages.get('glossary', async () => {
        renderer ??= import(pathToFileURL(rendererFile).href) as Promise<ScreenRenderer>;
        const [{ renderScreen }, terms] = await Promise.all([renderer, listGlossaryTerms(app.db, {})]);
        const shell = readFileSync(join(dirs.clientDir, 'index.html'), 'utf8');
        const rendered = await renderScreen('/glossary', { glossary: terms });
        return screenPage(shell, '/glossary', rendered, { withData: true });
      });
      return await sendStaticBody(request, reply, page);
    } catch (err) {
      request.log.error({ err }, 'the glossary page could not be rendered: the shell was sent');
      return reply.sendFile('index.html');
    }
  });
}
