import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import { FeedbackRequest, FeedbackResponse } from '@shared/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertFeedback } from './queries';

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: { rateLimit: { max: app.config.FEEDBACK_RATE_LIMIT_MAX, timeWindow: '1 hour' } },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about the app',
        body: FeedbackRequest,
        response: { 201: FeedbackResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { rating, feedback: text, mostHelpful, suggestions } = request.body;
      const id = await insertFeedback(app.db, {
        userId: viewerOf(request).id,
        rating,
        feedback: text,
        mostHelpful: mostHelpful || null,
        suggestions: suggestions || null,
      });
      return reply.status(201).send({ id, message: 'Thank you for your feedback.' });
    },
  );
};
