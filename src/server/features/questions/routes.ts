import { ErrorResponse } from '@shared/contracts/common';
import { QuestionsQuery, QuestionsResponse, TopicsResponse } from '@shared/contracts/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuestions, listTopics } from './service';

const tags = ['questions'];

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topics',
    {
      schema: {
        tags,
        summary:
          'The topics of the Questions Database ({id, name}): the four content areas, then state law (state-law)',
        response: { 200: TopicsResponse },
      },
    },
    async () => listTopics(),
  );
};

/** The Questions Database is Premium: app.ts mounts these behind the entitlement guard. */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/state',
    {
      schema: {
        tags,
        summary: 'The Questions Database: one page of questions with key, explanation and per-option reasons',
        description:
          'Premium. state adds that state\'s own items to the national ones (absent or "null": national only); topic is an id from /api/topics (absent: all; state-law: only that state\'s own items, none without a state); search matches the question text or the explanation, case-insensitively. Paged on the server (pageSize up to 100).',
        querystring: QuestionsQuery,
        response: { 200: QuestionsResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => listQuestions(app.db, request.query),
  );
};
