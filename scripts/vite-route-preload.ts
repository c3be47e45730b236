import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Starts a screen's code with the entry's, not after it. Every screen is a lazy route, so without help
 * the browser learns which chunk `/dashboard` needs only once the entry has downloaded and run. This
 * plugin reads the route table (src/client/router.tsx: each `path` and the `./routes/<module>` its
 * `lazy` imports), finds each route module's chunk and the chunks it imports statically (those the
 * entry already loads left out), and emits a small hashed script that, run from the page's head,
 * adds `<link rel="modulepreload">` for the current path's chunks. An external file, not inline, so the
 * Content-Security-Policy needs no hash. Unknown paths preload nothing.
 */
export function routePreload(routerFile: string): Plugin {
  return {
    name: 'homestead:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const source = readFileSync(routerFile, 'utf8');
      const table: { path: string; module: string }[] = [];
      for (const block of source.split(/(?=\bpath: )/)) {
        const path = /^path: '([^']+)'/.exec(block)?.[1];
        const module = /import\('\.\/routes\/([\w-]+)'\)/.exec(block)?.[1];
        if (path && module && path !== '*') table.push({ path, module });
      }
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], skip: Set<string>) => {
        const seen = new Set<string>();
        const walk = (file: string) => {
          if (seen.has(file) || skip.has(file)) return;
          seen.add(file);
          for (const dep of byName.get(file)?.imports ?? []) walk(dep);
        };
        for (const f of start) walk(f);
        return seen;
      };
      const entryFiles = closure([entry.fileName], new Set());
      const map: [string, string[]][] = [];
      for (const { path, module } of table) {
        const chunk = chunks.find(
          (c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/routes/${module}.tsx`),
        );
        if (!chunk) continue;
        const pattern = `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w]+/g, '[^/]+')}/?$`;
        map.push([pattern, [...closure([chunk.fileName], entryFiles)]]);
      }
      const code = `(function(){var m=${JSON.stringify(map)},p=location.pathname;for(var i=0;i<m.length;i++){if(new RegExp(m[i][0]).test(p)){for(var j=0;j<m[i][1].length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+m[i][1][j];document.head.appendChild(l)}return}}})();\n`;
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source: code });
      const file = this.getFileName(ref);
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = String(html.source).replace(
        '</head>',
        `  <script async src="/${file}"></script>\n  </head>`,
      );
    },
  };
}
