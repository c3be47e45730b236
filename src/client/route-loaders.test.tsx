import { progressQueryOptions } from '@client/features/progress/api/get-progress';
import { glossaryQueryOptions } from '@client/features/reference/api/get-glossary';
import { userQueryOptions } from '@client/lib/api/get-user';
import { createQueryClient } from '@client/lib/query-client';
import { createMemoryRouter, type RouteObject } from '@client/lib/router';
import { createRoutes } from '@client/router';
import { learnerFixture } from '@client/test/fixtures';
import { apiError, mockApi, requests, server } from '@client/test/msw';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

function EmptyScreen() {
  return null;
}

/**
 * The real route table, with one screen's code held back (its `lazy` never settles until the test
 * lets it), so what the app asks for while that code is still on its way can be seen.
 */
function routerWithPendingScreen(path: string) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  let release: () => void = () => {};
  const codeArrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const screen = routes[0]?.children?.find((r: RouteObject) => r.path === path);
  if (!screen) throw new Error(`no route ${path}`);
  screen.lazy = async () => {
    await codeArrived;
    return { Component: EmptyScreen };
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, queryClient, release };
}

const learner = learnerFixture({ id: 'learner-1' });

describe('route loaders', () => {
  it('asks for the session, the learner, the states and the progress while the dashboard code is still loading', async () => {
    server.use(
      mockApi.get('/api/auth/get-session', () => ({ user: { id: learner.id } })),
      mockApi.get('/api/user', () => learner),
      mockApi.get('/api/states', () => []),
      mockApi.get('/api/user/progress', () => ({
        areas: [],
        overall: { questionsAnswered: 0, questionsCorrect: 0, accuracy: 0 },
        activeDays: [],
      })),
    );
    const { router, queryClient, release } = routerWithPendingScreen('/dashboard');

    await waitFor(() => expect(requests.to('GET /api/user/progress')).toHaveLength(1));
    expect(requests.to('GET /api/auth/get-session')).toHaveLength(1);
    expect(requests.to('GET /api/user')).toHaveLength(1);
    expect(requests.to('GET /api/states')).toHaveLength(1);
    // The screen's code has not arrived, yet its data is in the cache the screen reads.
    expect(router.state.initialized).toBe(false);
    expect(queryClient.getQueryData(userQueryOptions().queryKey)).toEqual(learner);
    await waitFor(() =>
      expect(queryClient.getQueryData(progressQueryOptions(learner.id).queryKey)).toBeDefined(),
    );

    release();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe('/dashboard');
    // Cached: the screen's own hooks find it there and ask for nothing again.
    expect(requests.to('GET /api/user')).toHaveLength(1);
    router.dispose();
  });

  it('asks a visitor with no session only for the session, and never holds the screen back on a failure', async () => {
    server.use(
      mockApi.get('/api/auth/get-session', () => null),
      mockApi.get('/api/states', () => apiError(500, 'Something broke.')),
    );
    const { router, release } = routerWithPendingScreen('/dashboard');

    await waitFor(() => expect(requests.to('GET /api/auth/get-session')).toHaveLength(1));
    await waitFor(() => expect(requests.to('GET /api/states')).toHaveLength(1));
    expect(requests.to('GET /api/user')).toHaveLength(0);
    expect(requests.to('GET /api/user/progress')).toHaveLength(0);

    release();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.errors).toBeNull();
    router.dispose();
  });

  it('asks for the landing page counts while its code is loading', async () => {
    server.use(
      mockApi.get('/api/auth/get-session', () => null),
      mockApi.get('/api/config', () => apiError(500, 'Something broke.')),
    );
    const { router, release } = routerWithPendingScreen('/');

    await waitFor(() => expect(requests.to('GET /api/config')).toHaveLength(1));
    expect(router.state.initialized).toBe(false);
    release();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    router.dispose();
  });

  it('starts the glossary with its code on /glossary', async () => {
    server.use(
      mockApi.get('/api/auth/get-session', () => null),
      mockApi.get('/api/glossary', () => []),
    );
    const { router, queryClient, release } = routerWithPendingScreen('/glossary');

    await waitFor(() => expect(queryClient.getQueryData(glossaryQueryOptions().queryKey)).toEqual([]));
    expect(router.state.initialized).toBe(false);
    release();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    router.dispose();
  });
});
