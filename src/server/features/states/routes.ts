import { StatesResponse } from '@shared/contracts/states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStates } from './queries';

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
};
