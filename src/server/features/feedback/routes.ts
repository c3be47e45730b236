import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../shared/contracts/common';
import { FeedbackRequest, FeedbackResponse } from '../../../shared/contracts/feedback';
import { feedback } from '../../db/schema/feedback';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      onRequest: app.requireUser,
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
      const [row] = await app.db
        .insert(feedback)
        .values({
          userId: request.viewer!.id,
          rating,
          feedback: text,
          mostHelpful: mostHelpful || null,
          suggestions: suggestions || null,
        })
        .returning({ id: feedback.id });
      return reply.status(201).send({ id: row!.id, message: 'Thank you for your feedback.' });
    },
  );
};

export default feedbackRoutes;
