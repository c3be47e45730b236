import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  AchievementsResponse,
  ProgressResponse,
  ReadinessQuery,
  ReadinessResponse,
  TrackResponse,
} from '@shared/contracts/progress';
import { EarnedAchievement } from '@shared/contracts/quiz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getProgress, getReadiness, getTrack, listAchievements, listEarnedAchievements } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/achievements',
    {
      schema: {
        tags: ['progress'],
        summary: 'Every achievement there is to earn',
        response: { 200: AchievementsResponse },
      },
    },
    async () => listAchievements(app.db),
  );
};

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/progress',
    {
      schema: {
        tags: ['progress'],
        summary: "The learner's answers and accuracy per area",
        response: { 200: ProgressResponse, ...errors },
      },
    },
    async (request) => getProgress(app.db, viewerOf(request).id),
  );

  app.get(
    '/user/readiness',
    {
      schema: {
        tags: ['progress'],
        summary:
          "Predicted score on the state's exam, with an uncertainty band, against its passing percentage",
        querystring: ReadinessQuery,
        response: { 200: ReadinessResponse, ...errors },
      },
    },
    async (request) => getReadiness(app.db, viewerOf(request).id, request.query.stateCode),
  );

  app.get(
    '/user/achievements',
    {
      schema: {
        tags: ['progress'],
        summary: 'Achievements the learner has earned, newest first',
        response: { 200: z.array(EarnedAchievement), ...errors },
      },
    },
    async (request) => listEarnedAchievements(app.db, viewerOf(request).id),
  );

  app.get(
    '/track',
    {
      schema: {
        tags: ['progress'],
        summary: 'The guided learning track with the steps this learner has completed',
        response: { 200: TrackResponse, ...errors },
      },
    },
    async (request) => getTrack(app.db, viewerOf(request).id),
  );
};
