import { ErrorResponse } from '@shared/contracts/common';
import { StateSupplementResponse, StatesResponse, SupplementParams } from '@shared/contracts/states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStates } from './queries';
import { getSupplement } from './service';

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/states',
    {
      schema: {
        tags: ['states'],
        summary: 'The 50 states with licensing facts and mock exam size',
        response: { 200: StatesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listStates(app.db);
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
