import { sendStaticBody, staticBodyCache } from '@server/lib/static-body';
import { ErrorResponse } from '@shared/contracts/common';
import { StateSupplementResponse, StatesResponse, SupplementParams } from '@shared/contracts/states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStates } from './queries';
import { getSupplement } from './service';

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = staticBodyCache();
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
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return sendStaticBody(request, reply, await bodies.get('states', () => listStates(app.db)));
    },
  );

  app.get(
    '/states/:stateCode/supplement',
    {
      schema: {
        tags: ['states'],
        summary:
          "A state's supplement: the state at a glance and Aunt Rita's state story (404 when none yet)",
        params: SupplementParams,
        response: { 200: StateSupplementResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => getSupplement(app.db, request.params.stateCode),
  );
};
