import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};
// The client runs on Preact's compat layer (vite.config.ts); its component tests run on the same.
const clientAlias = [
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(
      new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
    ),
  },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.services.test.ts'],
          environment: 'node',
          // Pure logic without module mocks: one module graph per worker is enough.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: clientAlias,
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
          // Every package runs through Vite, so the alias reaches the ones that import React.
          server: { deps: { inline: true } },
          isolate: false,
          // jsdom renders on the CPU the e2e suite shares with it: allow for a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        // Tests that need services beyond the embedded default (a PostgreSQL cluster of their own, the
        // machine's PostgreSQL and Redis): CI runs them (.ci/run); `npm test` leaves them out so it
        // passes where neither is installed.
        resolve: { alias },
        test: {
          name: 'services',
          include: ['src/server/**/*.services.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          // A PostgreSQL cluster of the run's own, or PGlite with TEST_DB=pglite (decision 25).
          globalSetup: ['src/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app on its own database clone, so files need no module isolation;
          // sharing one module graph per worker saves importing Fastify, better-auth and Drizzle again
          // for every file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
