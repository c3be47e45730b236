/**
 * The screens whose first render comes in the HTML (decisions 18 and 21): scripts/prerender.mjs writes
 * each into its file at build, and the server sends that file for the screen's paths.
 */
export const prerenderedScreens = [
  { path: '/', file: 'landing.html', paths: ['/', '/landing'] },
  { path: '/dashboard', file: 'dashboard.html', paths: ['/dashboard'] },
] as const;

/**
 * The screens the server renders with their data, from the build's server render (decision 23): their
 * HTML depends on content, which an admin can reload, so it cannot be written once at build.
 */
export const serverRenderedScreens = ['/glossary'] as const;

/** The shell's #root holds a static brand bar up to the <noscript> after it; a screen takes its place. */
const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;

/**
 * The built shell (index.html) with a screen's render in its #root and the screen's title in <title>.
 * `withData`: the render shows data the app must have before its first render takes the markup over
 * (src/client/main.tsx waits for the screen's requests then, instead of drawing their loading states).
 */
export function screenPage(
  shell: string,
  path: string,
  rendered: { html: string; title: string | null },
  { withData = false } = {},
): string {
  if (!rootPattern.test(shell)) throw new Error('no <div id="root"> before <noscript> in index.html');
  // A lazy part that renders nothing leaves an empty pair of Suspense markers; the browser's first render
  // has no such comments (the install banner's code has not arrived then).
  const html = rendered.html.replaceAll('<!--$s--><!--/$s-->', '');
  const attributes = `data-prerendered="${path}"${withData ? ' data-prerendered-data' : ''}`;
  let page = shell.replace(rootPattern, () => `<div id="root" ${attributes}>${html}</div>\n    `);
  if (rendered.title)
    page = page.replace(
      /<title>([^<]*)<\/title>/,
      (_m, brandName) => `<title>${escapeHtml(rendered.title!)} · ${brandName}</title>`,
    );
  return page;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
