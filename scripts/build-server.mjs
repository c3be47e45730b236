// Bundles the server (src/server/server.ts and the src/shared code it imports) into one ES module,
// dist/server/server.js, so `npm start` runs plain JavaScript with node instead of transpiling the
// tree through tsx at every start. Packages from node_modules stay external (imported at run time,
// as before); the @server/@shared path aliases come from tsconfig.json. The migrations are copied
// beside the bundle, where src/server/db/client.ts looks for them (its folder's `migrations`).
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/server`;
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/server.ts'],
  outfile: `${outdir}/server.js`,
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
cpSync(`${root}src/server/db/migrations`, `${outdir}/migrations`, { recursive: true });
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(
  `server: dist/server/server.js ${(bytes / 1024).toFixed(0)} KB, ${Object.keys(result.metafile.inputs).length} modules, ${Math.round(performance.now() - started)} ms`,
);
