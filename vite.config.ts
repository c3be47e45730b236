import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreload } from './scripts/vite-route-preload';
import { brand } from './src/shared/brand';
import { appearanceInitScript } from './src/shared/domain/appearance';
import { earlyClickScript } from './src/shared/domain/early-clicks';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  // `vite build --ssr src/client/prerender/landing.tsx` (scripts/prerender.mjs): the landing screen's
  // server render, bundled whole (so react and react-dom resolve to preact/compat there too) into
  // dist/ssr (kept: the server renders /glossary with it); the client's build is not touched by it.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        // The icons and the manifest are the client build's; the server render needs none of them.
        copyPublicDir: false,
        sourcemap: false,
        target: 'node20',
      }
    : {
        outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What the entry imports statically is one file beside it, not nine: on a phone's link each
              // request costs a round trip before the first screen can run.
              groups: [
                { name: 'app-shell', tags: ['$initial'] },
                // The small primitives and icons the screens share, one file rather than one request each
                // (Radix's dialog, toast and tooltip stay apart: they load when first wanted).
                {
                  name: 'ui',
                  test: /src[\\/]client[\\/]components[\\/]ui[\\/](?!dialog|toaster|tooltip)/,
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
  plugins: [
    {
      // Theme and text size applied before the first paint (the server's CSP allows it by hash).
      name: 'appearance-init',
      transformIndexHtml: () => [
        { tag: 'script', children: appearanceInitScript, injectTo: 'head-prepend' },
        // A click on the prerendered page before the app has taken it over, replayed after (early-clicks.ts).
        { tag: 'script', children: earlyClickScript, injectTo: 'head' },
      ],
    },
    react(),
    tailwindcss(),
    // The service worker and the route preload script belong to the client's build only.
    isSsrBuild ? null : routePreload(fileURLToPath(new URL('./src/client/router.tsx', import.meta.url))),
    {
      name: 'homestead:brand-in-html',
      transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', brand.name),
    },
    isSsrBuild
      ? null
      : VitePWA({
          registerType: 'autoUpdate',
          injectRegister: false,
          filename: 'sw.js',
          manifestFilename: 'manifest.webmanifest',
          includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
          manifest: {
            id: '/',
            name: brand.name,
            short_name: brand.name,
            description: brand.tagline,
            start_url: '/dashboard',
            scope: '/',
            display: 'standalone',
            background_color: '#fffbeb',
            theme_color: brand.themeColor,
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
              {
                src: '/icons/icon-maskable-512.png',
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
            ],
          },
          workbox: {
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
            cleanupOutdatedCaches: true,
            runtimeCaching: [
              {
                urlPattern: ({ url }) => url.pathname === '/api/states' || url.pathname === '/api/config',
                handler: 'StaleWhileRevalidate',
                options: { cacheName: 'reference-data' },
              },
              {
                // Offline study: the learner's last known progress (dashboard), the glossary, the math
                // reference, stories and a started exam attempt come from here when the network does not
                // answer. Rounds, sync, payments and sign-in always need the server; the study pack lives
                // in IndexedDB. Cleared on sign-out.
                urlPattern: ({ url, sameOrigin }) =>
                  sameOrigin &&
                  url.pathname.startsWith('/api/') &&
                  (url.pathname === '/api/auth/get-session' ||
                    !/^\/api\/(auth|quiz|sync|offline|payments|create-subscription|docs)(\/|$)/.test(
                      url.pathname,
                    )),
                handler: 'NetworkFirst',
                options: {
                  cacheName: 'api-offline',
                  networkTimeoutSeconds: 6,
                  expiration: { maxEntries: 400 },
                  cacheableResponse: { statuses: [200] },
                },
              },
            ],
          },
        }),
  ],
  // The offline pack's worker (src/client/lib/offline/pack-worker.ts) is a module worker.
  worker: { format: 'es' },
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@client', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
}));
