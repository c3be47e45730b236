import { AppError } from '@server/lib/app-error';
import { sendCachedBody, staticBodyCache } from '@server/lib/static-body';
import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  PackContent,
  PackContentParams,
  PackContentQuery,
  PackQuery,
  PackResponse,
  SyncRequest,
  SyncResponse,
} from '@shared/contracts/offline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPack, packContentKey, sharedPackContent, syncBatch } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  // A pack's content by key (~1.8 MB of JSON): the 8 last read kept, each made and compressed once.
  const contents = staticBodyCache(app.db, 10 * 60_000, 8);
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

  app.get(
    '/offline/content/:contentKey',
    {
      // Made once per key (bytes, ETag, brotli and gzip): no query, serialisation or compression per request.
      compress: false,
      schema: {
        tags: ['offline'],
        summary:
          "A pack's questions and flashcards by its contentKey (the learner's own: content version, plan and state)",
        description:
          'The same for every learner with this key, made once; the browser keeps it and asks again each time (private, no-cache; ETag, 304 on If-None-Match). 404 when the key is not the current one for this learner and state: ask for the pack again. 409 when the pack is past its budget and carries its questions itself.',
        params: PackContentParams,
        querystring: PackContentQuery,
        response: { 200: PackContent, ...errors, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const isPremium = await request.isPremium();
      const { stateCode } = request.query;
      const key = await packContentKey(app.db, isPremium, stateCode);
      if (key !== request.params.contentKey)
        throw new AppError(
          'NOT_FOUND',
          'This pack content is not the current one for this learner and state (the content, the plan or the state changed): ask for the pack again.',
        );
      return sendCachedBody(
        request,
        reply,
        contents,
        key,
        async () => {
          const content = await sharedPackContent(app.db, isPremium, stateCode);
          if (!content)
            throw new AppError(
              'CONFLICT',
              "This learner's pack is past its budget: its questions come in the pack itself.",
            );
          return z.encode(PackContent, { contentKey: key, ...content });
        },
        // Kept by the browser, asked again each time (a 304 when unchanged): the server decides who reads it.
        'private, no-cache',
      );
    },
  );
};
