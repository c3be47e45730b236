// First screens in the HTML (decisions 18 and 21): after `vite build`, renders each screen below as a
// first visitor sees it before any data arrives (src/client/prerender/screens.tsx, built with Vite's SSR
// build and the same aliases) into a copy of the built index.html, one file each (the list is
// src/shared/prerendered-screens.ts: landing.html for `/`, dashboard.html for `/dashboard`). index.html
// stays the app's shell (every other path, and the service worker's navigation fallback). The server
// sends each file for its paths (src/server/app.ts). The server render itself stays in dist/ssr: the
// server renders `/glossary` with it, with the terms from its database (decision 23).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = new URL('../', import.meta.url);
const outDir = new URL('dist/ssr/', root);
const clientDir = new URL('dist/client/', root);

await build({
  configFile: new URL('vite.config.ts', root).pathname,
  logLevel: 'error',
  build: { ssr: new URL('src/client/prerender/screens.tsx', root).pathname },
});

const { renderScreen, prerenderedScreens, screenPage } = await import(
  pathToFileURL(new URL('screens.js', outDir).pathname).href
);
const shell = readFileSync(new URL('index.html', clientDir), 'utf8');

for (const { path, file } of prerenderedScreens) {
  const rendered = await renderScreen(path);
  if (!rendered.html.includes('<h1') && !rendered.html.includes('<h2'))
    throw new Error(`prerender: ${path} rendered no heading`);
  const page = screenPage(shell, path, rendered);
  writeFileSync(new URL(file, clientDir), page);
  console.log(
    `prerender: ${path} -> dist/client/${file} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`,
  );
}
// The same render, kept for the server: it renders `/glossary` with its terms (decision 23).
const glossary = await renderScreen('/glossary', {
  glossary: [
    {
      id: 'build-check',
      term: 'Build check',
      definition: 'A term the build renders to check the glossary renders.',
      category: 'contracts',
      examples: [],
      relatedTerms: [],
    },
  ],
});
if (!glossary.html.includes('A term the build renders to check the glossary renders.'))
  throw new Error('prerender: /glossary did not render the terms it was given');
console.log(`prerender: the server render for /glossary kept in dist/ssr/screens.js`);
