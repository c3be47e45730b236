import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import { ProgressHistoryQuery, ProgressHistoryResponse } from '@shared/contracts/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProgressHistory } from './service';

/** The learner's progress over time (their own answers): any signed-in learner, guest included. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/progress/history',
    {
      schema: {
        tags: ['progress'],
        summary:
          'Accuracy per outline domain by week, concepts weakest first, time per day and finished rounds',
        querystring: ProgressHistoryQuery,
        response: { 200: ProgressHistoryResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => getProgressHistory(app.db, viewerOf(request).id, request.query.stateCode, app.now()),
  );
};
