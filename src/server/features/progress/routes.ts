import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../shared/contracts/common';
import {
  AchievementsResponse,
  ProgressResponse,
  ReadinessQuery,
  ReadinessResponse,
  TrackResponse,
} from '../../../shared/contracts/progress';
import { EarnedAchievement } from '../../../shared/contracts/quiz';
import { achievement, trackStep } from '../../db/schema/content';
import { userAchievement } from '../../db/schema/learning';
import { collectLearnerStats } from '../achievements/stats';
import { isTrackStepComplete } from '../achievements/track';
import { getProgress, getReadiness } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

type Icon = z.infer<typeof EarnedAchievement>['icon'];

const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/progress',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['progress'],
        summary: "The learner's answers and accuracy per area",
        response: { 200: ProgressResponse, ...errors },
      },
    },
    async (request) => getProgress(app.db, request.viewer!.id),
  );

  app.get(
    '/user/readiness',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['progress'],
        summary:
          "Predicted score on the state's exam, with an uncertainty band, against its passing percentage",
        querystring: ReadinessQuery,
        response: { 200: ReadinessResponse, ...errors },
      },
    },
    async (request) => getReadiness(app.db, request.viewer!.id, request.query.stateCode),
  );

  app.get(
    '/achievements',
    {
      schema: {
        tags: ['progress'],
        summary: 'Every achievement there is to earn',
        response: { 200: AchievementsResponse },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(achievement)
        .orderBy(asc(achievement.points), asc(achievement.id));
      return rows.map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        icon: a.icon as Icon,
        points: a.points,
      }));
    },
  );

  app.get(
    '/user/achievements',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['progress'],
        summary: 'Achievements the learner has earned, newest first',
        response: { 200: z.array(EarnedAchievement), ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ a: achievement, earnedAt: userAchievement.earnedAt })
        .from(userAchievement)
        .innerJoin(achievement, eq(achievement.id, userAchievement.achievementId))
        .where(eq(userAchievement.userId, request.viewer!.id));
      return rows
        .sort((x, y) => y.earnedAt.getTime() - x.earnedAt.getTime())
        .map(({ a, earnedAt }) => ({
          id: a.id,
          name: a.name,
          description: a.description,
          icon: a.icon as Icon,
          points: a.points,
          earnedAt: earnedAt.toISOString(),
        }));
    },
  );

  app.get(
    '/track',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['progress'],
        summary: 'The guided learning track with the steps this learner has completed',
        response: { 200: TrackResponse, ...errors },
      },
    },
    async (request) => {
      const [steps, stats] = await Promise.all([
        app.db.select().from(trackStep).orderBy(asc(trackStep.position)),
        collectLearnerStats(app.db, request.viewer!.id),
      ]);
      const list = steps.map((s) => ({
        id: s.id,
        order: s.position,
        title: s.title,
        description: s.description,
        type: s.type,
        target: s.target,
        mode: s.mode,
        estimatedMinutes: s.estimatedMinutes,
        required: s.required,
        premium: s.premium,
        completed: isTrackStepComplete(s.id, stats),
      }));
      return { completed: list.filter((s) => s.completed).length, total: list.length, steps: list };
    },
  );
};

export default progressRoutes;
