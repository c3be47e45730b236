import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  AdminFeedbackQuery,
  AdminFeedbackResponse,
  FeedbackDisplayRequest,
  FeedbackDisplayResponse,
  FeedbackIdParams,
  FeedbackRequest,
  FeedbackResponse,
  TestimonialsResponse,
} from '@shared/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertFeedback } from './queries';
import { listFeedback, listTestimonials, setDisplay } from './service';

/** Anyone: the testimonials an admin approved for display (first names only, never an email). */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['feedback'],
        summary: "Learners' feedback an admin approved for display on the landing page",
        response: { 200: TestimonialsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { testimonials: await listTestimonials(app.db) };
    },
  );
};

/** Admins only (app.ts's guard): read learners' feedback and choose what shows as a testimonial. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  app.get(
    '/admin/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: "Learners' feedback, newest first, 20 a page, with whether each is shown as a testimonial",
        querystring: AdminFeedbackQuery,
        response: { 200: AdminFeedbackResponse, ...errors },
      },
    },
    async (request) => listFeedback(app.db, request.query.page),
  );
  app.put(
    '/admin/feedback/:feedbackId/display',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (or withdraw) a feedback for display as a testimonial; audited',
        params: FeedbackIdParams,
        body: FeedbackDisplayRequest,
        response: { 200: FeedbackDisplayResponse, ...errors },
      },
    },
    async (request) =>
      setDisplay(app.db, viewerOf(request), app.now(), request.params.feedbackId, request.body.approved),
  );
};

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
