import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatesResponse } from '../../../shared/contracts/states';
import { listStates } from './queries';

const stateRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default stateRoutes;
