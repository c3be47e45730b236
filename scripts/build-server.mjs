// Bundles the server (src/server/server.ts and the src/shared code it imports) into one ES module,
// dist/server/server.js, so `npm start` runs plain JavaScript with node instead of transpiling the
// tree through tsx at every start. Packages from node_modules stay external (imported at run time,
// as before); the @server/@shared path aliases come from tsconfig.json. Content, migrations and the
// client build are found from the project folder (src/server/lib/project-root.ts), as from the sources.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/server`;
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/server.ts'],
  outdir,
  // The app's modules are a chunk of their own, imported by server.ts once the database is opening.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((s, o) => s + o.bytes, 0);
console.log(
  `server: dist/server/server.js and its chunks ${(bytes / 1024).toFixed(0)} KB (with source maps), ${Object.keys(result.metafile.inputs).length} modules, ${Math.round(performance.now() - started)} ms`,
);
