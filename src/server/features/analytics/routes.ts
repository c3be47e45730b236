import { ActivityResponse, ItemStatsResponse, PivotResponse } from '@shared/contracts/analytics';
import { ErrorResponse } from '@shared/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activity, itemStats, pivot } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };
const tags = ['analytics'];

/** /analytics is for admins (decisions.md): app.ts mounts these behind the admin guard. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/pivot',
    {
      schema: {
        tags,
        summary: 'Questions in service by state (Universal for national items) and topic',
        response: { 200: PivotResponse, ...errors },
      },
    },
    async () => pivot(app.db),
  );
  app.get(
    '/analytics/items',
    {
      schema: {
        tags,
        summary:
          "Item statistics from learners' answers: attempts, percent correct, observed vs stated difficulty, picks per option",
        response: { 200: ItemStatsResponse, ...errors },
      },
    },
    async () => itemStats(app.db),
  );
  app.get(
    '/analytics/activity',
    {
      schema: {
        tags,
        summary: 'Answers and learners per day, active learners, accuracy by outline topic',
        response: { 200: ActivityResponse, ...errors },
      },
    },
    async () => activity(app.db, app.now()),
  );
};
