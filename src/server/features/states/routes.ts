import { sendCachedBody, staticBodyCache } from '@server/lib/static-body';
import { ErrorResponse } from '@shared/contracts/common';
import { StateSupplementResponse, StatesResponse, SupplementParams } from '@shared/contracts/states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listStates } from './queries';
import { getSupplement } from './service';

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = staticBodyCache(app.db);
  app.get(
    '/states',
    {
      // Made once a minute at most (bytes, ETag, gzip and brotli): no query, serialisation,
      // compression or rate-limit bookkeeping per request.
      compress: false,
      config: { rateLimit: false },
      schema: {
        tags: ['states'],
        summary: 'The 50 states with licensing facts and mock exam size (ETag; 304 on If-None-Match)',
        response: { 200: StatesResponse },
      },
    },
    async (request, reply) => sendCachedBody(request, reply, bodies, 'states', () => listStates(app.db)),
  );

  app.get(
    '/states/:stateCode/supplement',
    {
      // Made once a minute at most per state, like the list (a state without one: 404, not kept).
      compress: false,
      config: { rateLimit: false },
      schema: {
        tags: ['states'],
        summary:
          "A state's supplement: the state at a glance and Aunt Rita's state story (404 when none yet; ETag, 304 on If-None-Match)",
        params: SupplementParams,
        response: { 200: StateSupplementResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) =>
      sendCachedBody(request, reply, bodies, `supplement:${request.params.stateCode}`, async () =>
        z.encode(StateSupplementResponse, await getSupplement(app.db, request.params.stateCode)),
      ),
  );
};
