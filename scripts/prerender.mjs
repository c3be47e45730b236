// The landing screen in the HTML (decision 18): after `vite build`, renders `/` as a first visitor sees
// it (src/client/prerender/landing.tsx, built with Vite's SSR build and the same aliases) and writes it
// into a copy of the built index.html as dist/client/landing.html. index.html stays the app's shell
// (every other path, and the service worker's navigation fallback).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = new URL('../', import.meta.url);
const outDir = new URL('dist/prerender/', root);
const clientDir = new URL('dist/client/', root);

await build({
  configFile: new URL('vite.config.ts', root).pathname,
  logLevel: 'error',
  build: { ssr: new URL('src/client/prerender/landing.tsx', root).pathname },
});

const { renderLanding } = await import(pathToFileURL(new URL('landing.js', outDir).pathname).href);
const rendered = await renderLanding();
// A lazy part that renders nothing leaves an empty pair of Suspense markers; the browser's first render
// has no such comments (the install banner's code has not arrived then).
const html = rendered.html.replaceAll('<!--$s--><!--/$s-->', '');
const { title } = rendered;
if (!html.includes('<h1')) throw new Error('prerender: the landing screen rendered no heading');

const shell = readFileSync(new URL('index.html', clientDir), 'utf8');
// The shell's #root holds a static brand bar up to the <noscript> after it; the screen takes its place.
const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
if (!rootPattern.test(shell))
  throw new Error('prerender: no <div id="root"> before <noscript> in index.html');
let page = shell.replace(rootPattern, () => `<div id="root" data-prerendered="/">${html}</div>\n    `);
if (title)
  page = page.replace(/<title>([^<]*)<\/title>/, (_m, brandName) => `<title>${title} · ${brandName}</title>`);
writeFileSync(new URL('landing.html', clientDir), page);
rmSync(outDir, { recursive: true, force: true });
console.log(`prerender: dist/client/landing.html (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
