import { progressQueryOptions } from '@client/features/progress/api/get-progress';
import { startQuizQueryOptions, takeRunId } from '@client/features/quiz/api/start-quiz';
import { glossaryQueryOptions } from '@client/features/reference/api/get-glossary';
import { userQueryOptions } from '@client/lib/api/get-user';
import { createQueryClient } from '@client/lib/query-client';
import { createMemoryRouter, type RouteObject } from '@client/lib/router';
import { createRoutes } from '@client/router';
import { learnerFixture } from '@client/test/fixtures';
import { apiError, mockApi, requests, server } from '@client/test/msw';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { storageKeys } from '@shared/domain/storage-keys';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

function EmptyScreen() {
  return null;
}

/**
 * The real route table, with one screen's code held back (its `lazy` never settles until the test
 * lets it), so what the app asks for while that code is still on its way can be seen.
 */
function routerWithPendingScreen(path: string, entry = path) {
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
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, queryClient, release };
}

const learner = learnerFixture({ id: 'learner-1' });

describe('route loaders', () => {
  it('asks for the session, the learner, the states and the progress while the dashboard code is still loading', async () => {
    server.use(
      mockApi.get('/api/me', () => learner),
      mockApi.get('/api/states', () => []),
      mockApi.get('/api/user/progress', () => ({
        areas: [],
        overall: { questionsAnswered: 0, questionsCorrect: 0, accuracy: 0 },
        activeDays: [],
      })),
    );
    const { router, queryClient, release } = routerWithPendingScreen('/dashboard');

    await waitFor(() => expect(requests.to('GET /api/user/progress')).toHaveLength(1));
    // The session and the learner in one request.
    expect(requests.to('GET /api/me')).toHaveLength(1);
    expect(requests.to('GET /api/auth/get-session')).toHaveLength(0);
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
    expect(requests.to('GET /api/me')).toHaveLength(1);
    router.dispose();
  });

  it('asks a visitor with no session only who is signed in, and never holds the screen back on a failure', async () => {
    server.use(
      mockApi.get('/api/me', () => null),
      mockApi.get('/api/states', () => apiError(500, 'Something broke.')),
    );
    const { router, release } = routerWithPendingScreen('/dashboard');

    await waitFor(() => expect(requests.to('GET /api/me')).toHaveLength(1));
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
      mockApi.get('/api/me', () => null),
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
      mockApi.get('/api/me', () => null),
      mockApi.get('/api/glossary', () => []),
    );
    const { router, queryClient, release } = routerWithPendingScreen('/glossary');

    await waitFor(() => expect(queryClient.getQueryData(glossaryQueryOptions().queryKey)).toEqual([]));
    expect(router.state.initialized).toBe(false);
    release();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    router.dispose();
  });

  describe('/quiz', () => {
    const round = (stateCode: QuizSessionResponse['stateCode']): QuizSessionResponse => ({
      sessionId: '7f6c1c7e-4a53-4d0e-9a51-0f3c2d1b6a10',
      mode: 'quick',
      stateCode,
      questions: [],
      deadline: null,
      timeLimitSeconds: null,
      preview: null,
    });
    const roundRequests = () =>
      requests.to('GET /api/quiz/questions').map((r) => Object.fromEntries(r.url.searchParams));

    afterEach(() => localStorage.clear());

    it('asks for a learner’s Quick Hits round while the quiz code is loading, and the screen takes that round', async () => {
      localStorage.setItem(storageKeys.selectedState, 'FL');
      server.use(
        mockApi.get('/api/me', () => learner),
        mockApi.get('/api/quiz/questions', () => round('FL')),
      );
      const { router, queryClient, release } = routerWithPendingScreen('/quiz', '/quiz?mode=quick');

      await waitFor(() => expect(roundRequests()).toEqual([{ type: 'quick', stateCode: 'FL' }]));
      expect(router.state.initialized).toBe(false);

      release();
      await waitFor(() => expect(router.state.initialized).toBe(true));
      // The screen opens on the round already asked for (its answer is in the cache it reads)...
      const runId = takeRunId(queryClient, 'quick', 'FL', null);
      await waitFor(() =>
        expect(queryClient.getQueryData(startQuizQueryOptions('quick', 'FL', runId).queryKey)).toEqual(
          round('FL'),
        ),
      );
      // ...once: opening the quiz again is a new round.
      expect(takeRunId(queryClient, 'quick', 'FL', null)).not.toBe(runId);
      expect(roundRequests()).toHaveLength(1);
      router.dispose();
    });

    it('asks for no round on a move to the quiz address already on show (its screen stays), and a new one for another mode', async () => {
      const premium = learnerFixture({ id: 'learner-3', isPremium: true, selectedState: 'FL' });
      server.use(
        mockApi.get('/api/me', () => premium),
        mockApi.get('/api/quiz/questions', () => round('FL')),
      );
      const { router, release } = routerWithPendingScreen('/quiz', '/quiz?mode=quick');
      await waitFor(() => expect(roundRequests()).toHaveLength(1));
      release();
      await waitFor(() => expect(router.state.initialized).toBe(true));

      // Quick Hits again from the navigation, while its round is on show.
      router.navigate('/quiz?mode=quick');
      // (A move to the address on show replaces its history entry.)
      await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
      await new Promise((r) => setTimeout(r, 50));
      expect(roundRequests()).toHaveLength(1);

      // Smart Review is another screen: its round starts with the move.
      router.navigate('/quiz?mode=adaptive');
      await waitFor(() =>
        expect(roundRequests()).toEqual([
          { type: 'quick', stateCode: 'FL' },
          { type: 'adaptive', stateCode: 'FL' },
        ]),
      );
      router.dispose();
    });

    it('asks a premium learner’s round for their saved state and topic', async () => {
      const premium = learnerFixture({ id: 'learner-2', isPremium: true, selectedState: 'TX' });
      server.use(
        mockApi.get('/api/me', () => premium),
        mockApi.get('/api/quiz/questions', () => round('TX')),
      );
      const { router, release } = routerWithPendingScreen('/quiz', '/quiz?mode=weak_areas&topic=state-law');

      await waitFor(() =>
        expect(roundRequests()).toEqual([{ type: 'weak_areas', stateCode: 'TX', topic: 'state-law' }]),
      );
      release();
      await waitFor(() => expect(router.state.initialized).toBe(true));
      router.dispose();
    });

    it('asks for no round for a visitor, nor for a premium mode a free learner may not have left', async () => {
      server.use(
        mockApi.get('/api/me', () => null),
        mockApi.get('/api/quiz/questions', () => round('CA')),
      );
      const visitor = routerWithPendingScreen('/quiz', '/quiz?mode=quick');
      await waitFor(() => expect(requests.to('GET /api/me')).toHaveLength(1));
      visitor.release();
      await waitFor(() => expect(visitor.router.state.initialized).toBe(true));
      visitor.router.dispose();

      // A free learner's Smart Review spends the shared preview: only the screen decides to ask for it.
      server.use(mockApi.get('/api/me', () => learner));
      const free = routerWithPendingScreen('/quiz', '/quiz?mode=adaptive');
      await waitFor(() => expect(requests.to('GET /api/me')).toHaveLength(2));
      free.release();
      await waitFor(() => expect(free.router.state.initialized).toBe(true));
      expect(roundRequests()).toHaveLength(0);
      free.router.dispose();
    });
  });
});
