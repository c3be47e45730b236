// First screens in the HTML (decisions 18 and 21): after `vite build`, renders each screen below as a
// first visitor sees it before any data arrives (src/client/prerender/screens.tsx, built with Vite's SSR
// build and the same aliases) into a copy of the built index.html, one file each (the list is
// src/shared/prerendered-screens.ts: landing.html for `/`, dashboard.html for `/dashboard`). index.html stays the app's shell (every other path, and
// the service worker's navigation fallback). The server sends each file for its paths (src/server/app.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = new URL('../', import.meta.url);
const outDir = new URL('dist/prerender/', root);
const clientDir = new URL('dist/client/', root);

await build({
  configFile: new URL('vite.config.ts', root).pathname,
  logLevel: 'error',
  build: { ssr: new URL('src/client/prerender/screens.tsx', root).pathname },
});

const { renderScreen, prerenderedScreens } = await import(
  pathToFileURL(new URL('screens.js', outDir).pathname).href
);
const shell = readFileSync(new URL('index.html', clientDir), 'utf8');
// The shell's #root holds a static brand bar up to the <noscript> after it; the screen takes its place.
const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
if (!rootPattern.test(shell))
  throw new Error('prerender: no <div id="root"> before <noscript> in index.html');

for (const { path, file } of prerenderedScreens) {
  const rendered = await renderScreen(path);
  // A lazy part that renders nothing leaves an empty pair of Suspense markers; the browser's first render
  // has no such comments (the install banner's code has not arrived then).
  const html = rendered.html.replaceAll('<!--$s--><!--/$s-->', '');
  if (!html.includes('<h1') && !html.includes('<h2'))
    throw new Error(`prerender: ${path} rendered no heading`);
  let page = shell.replace(
    rootPattern,
    () => `<div id="root" data-prerendered="${path}">${html}</div>\n    `,
  );
  if (rendered.title)
    page = page.replace(
      /<title>([^<]*)<\/title>/,
      (_m, brandName) => `<title>${rendered.title} · ${brandName}</title>`,
    );
  writeFileSync(new URL(file, clientDir), page);
  console.log(
    `prerender: ${path} -> dist/client/${file} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`,
  );
}
rmSync(outDir, { recursive: true, force: true });
