/**
 * The import zones Biome enforces (bulletproof-react's `import/no-restricted-paths` idea), made from
 * the folder tree so a new feature gets its zone: `npx tsx scripts/lint-zones.ts --write` rewrites
 * the `overrides` of biome.json; a unit test fails when biome.json is out of date.
 *
 * - Relative imports stay inside their folder (`./x`); anything else goes by alias (`@shared/`,
 *   `@server/`, `@client/`), so a zone can be told from the import text alone.
 * - A feature (client or server) never imports another feature's internals: share through
 *   `@client/components`, `@client/lib`, `@server/{lib,db,learning,exam,accounts}` or `@shared`.
 * - The client never imports server code; shared imports neither.
 * - `process.env` is read only in src/server/config.ts, test helpers, bench, scripts and e2e.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

type Pattern = { group: string[]; message: string };

const noParentImports: Pattern = {
  group: ['../**'],
  message: 'Import from outside this folder by alias (@shared/, @server/, @client/), not by ../ paths.',
};
const noServerInClient: Pattern = {
  group: ['@server/**', '**/server/**'],
  message: 'The client never imports server code.',
};

function restrict(includes: string[], patterns: Pattern[]) {
  return {
    includes,
    linter: {
      rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
    },
  };
}

function folders(dir: string) {
  return readdirSync(join(root, dir))
    .filter((name) => statSync(join(root, dir, name)).isDirectory())
    .sort();
}

export function lintOverrides() {
  const clientFeatures = folders('src/client/features');
  const serverFeatures = folders('src/server/features');
  return [
    restrict(['src/**'], [noParentImports]),
    restrict(
      ['src/shared/**'],
      [
        noParentImports,
        {
          group: ['@server/**', '@client/**', '**/server/**', '**/client/**'],
          message: 'shared imports nothing from client or server.',
        },
      ],
    ),
    restrict(['src/client/**'], [noParentImports, noServerInClient]),
    restrict(
      ['src/client/components/ui/**', 'src/client/lib/**'],
      [
        noParentImports,
        noServerInClient,
        {
          group: ['@client/features/**', '@client/routes/**'],
          message: 'UI primitives and lib are shared layers: they import no feature or screen.',
        },
      ],
    ),
    ...clientFeatures.map((f) =>
      restrict(
        [`src/client/features/${f}/**`],
        [
          noParentImports,
          noServerInClient,
          {
            group: ['@client/features/**', `!@client/features/${f}/**`, '@client/routes/**'],
            message: `Feature "${f}" may not import another feature's internals: share through @client/components, @client/lib or @shared.`,
          },
        ],
      ),
    ),
    restrict(
      [
        'src/server/lib/**',
        'src/server/db/**',
        'src/server/learning/**',
        'src/server/exam/**',
        'src/server/accounts/**',
      ],
      [
        noParentImports,
        {
          group: ['@server/features/**'],
          message: 'Server modules shared by features import no feature.',
        },
      ],
    ),
    ...serverFeatures.map((f) =>
      restrict(
        [`src/server/features/${f}/**`],
        [
          noParentImports,
          {
            group: ['@server/features/**', `!@server/features/${f}/**`, '@client/**'],
            message: `Feature "${f}" may not import another feature's internals: share through @server/lib, @server/learning, @server/exam, @server/accounts or @shared.`,
          },
        ],
      ),
    ),
    {
      includes: [
        'src/server/config.ts',
        'src/server/test/**',
        'bench/**',
        'scripts/**',
        'e2e/**',
        '*.config.ts',
      ],
      linter: { rules: { style: { noProcessEnv: 'off' } } },
    },
  ];
}

export function biomeConfigWithZones() {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  return { ...config, overrides: lintOverrides() };
}

if (process.argv.includes('--write')) {
  writeFileSync(join(root, 'biome.json'), `${JSON.stringify(biomeConfigWithZones(), null, 2)}\n`);
  console.log('biome.json overrides rewritten');
}
