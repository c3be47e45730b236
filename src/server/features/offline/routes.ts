import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import { SyncRequest, SyncResponse } from '@shared/contracts/offline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncBatch } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sync',
    {
      schema: {
        tags: ['offline'],
        summary:
          'Apply the offline outbox: rounds, answers and flashcard ratings, in order, each once by its client id',
        description:
          'The server re-judges every answer and re-checks entitlement (a Premium item or Smart Review round from a free learner is refused). A replayed id answers with its original result and counts nothing twice. Client times are bounded: never after now, at most 30 days back.',
        body: SyncRequest,
        response: { 200: SyncResponse, ...errors },
      },
    },
    async (request) =>
      syncBatch(
        { db: app.db, viewer: viewerOf(request), isPremium: await request.isPremium(), now: app.now() },
        request.body,
      ),
  );
};
