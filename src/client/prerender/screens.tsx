import { glossaryQueryOptions } from '@client/features/reference/api/get-glossary';
import { createQueryClient } from '@client/lib/query-client';
import { createMemoryRouter, type RouteObject, RouterProvider } from '@client/lib/router';
import { createRoutes } from '@client/router';
import type { GlossaryResponse } from '@shared/contracts/reference';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';

export { prerenderedScreens, screenPage } from '@shared/prerendered-screens';

import { StrictMode } from 'react';

/**
 * A screen as a first visitor sees it: no user, the light theme, no window, and in the query cache only
 * the data given. Run at build time by scripts/prerender.mjs for `/` (landing.html) and `/dashboard`
 * (dashboard.html) with no data, which the server sends for those paths (decisions 18 and 21), and by
 * the server for `/glossary` with the terms from its database (decision 23); the client's first render
 * then takes over this markup (src/client/main.tsx waits for the route's code, and for the data when
 * the render had some, so that render matches it).
 *
 * The same route table and layout as the browser's; the loaders are left out so nothing is fetched
 * here and every query stays pending, as it is in the browser's first render.
 */
const withoutLoaders = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return { ...rest, ...(children ? { children: withoutLoaders(children) } : {}) } as RouteObject;
  });

export type ScreenData = { glossary?: GlossaryResponse };

export async function renderScreen(
  path: string,
  data: ScreenData = {},
): Promise<{ html: string; title: string | null }> {
  const queryClient = createQueryClient();
  if (data.glossary) queryClient.setQueryData(glossaryQueryOptions().queryKey, data.glossary);
  const router = createMemoryRouter(withoutLoaders(createRoutes(queryClient)), { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  const html = await renderToStringAsync(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const title = router.state.matches
    .map((m) => (m.route.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  router.dispose();
  queryClient.clear();
  return { html, title: title ?? null };
}
