import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import { PackQuery, PackResponse, SyncRequest, SyncResponse } from '@shared/contracts/offline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildPack, syncBatch } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sync',
    {
      schema: {
        tags: ['offline'],
        summary:
          'Apply the offline outbox: rounds, answers, flashcard ratings and bookmark changes, in order, each once by its client id',
        description:
          'The server re-judges every answer and re-checks entitlement (a Premium item, a Smart Review round or a bookmark on a Premium question from a free learner is refused). A replayed id answers with its original result and counts nothing twice. Client times are bounded: never after now, at most 30 days back.',
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

  app.get(
    '/offline/pack',
    {
      schema: {
        tags: ['offline'],
        summary:
          "The learner's offline study pack: the questions they may use, flashcards, their FSRS state, mistakes deck, bookmarks and exam plan",
        description:
          "Premium questions only for a Premium learner; national items plus the state's own, at most 2,500. With have= the contentKey the client holds, unchanged questions and flashcards are not resent (null).",
        querystring: PackQuery,
        response: { 200: PackResponse, ...errors },
      },
    },
    async (request) =>
      buildPack(
        { db: app.db, viewer: viewerOf(request), isPremium: await request.isPremium(), now: app.now() },
        request.query,
      ),
  );
};
