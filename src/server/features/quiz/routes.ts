import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  AnswerRequest,
  AnswerResponse,
  QuizQuestionsQuery,
  QuizSessionResponse,
  SessionParams,
  SessionResult,
} from '@shared/contracts/quiz';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeQuizSession, createQuizSession, submitAnswer } from './service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    viewer: viewerOf(request),
    isPremium: await request.isPremium(),
    now: app.now(),
  });

  app.get(
    '/quiz/questions',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Start a quiz round in a mode and get its questions',
        description:
          'quick is free; adaptive, weak_areas and mock_exam are premium, open to a free learner within the shared 5-question preview (403 PREVIEW_EXHAUSTED after).',
        querystring: QuizQuestionsQuery,
        response: { 200: QuizSessionResponse, ...errors },
      },
    },
    async (request) =>
      createQuizSession(
        {
          db: app.db,
          config: app.config,
          viewer: viewerOf(request),
          // Read with the learner's profile and schedule, in one statement (isPremium() otherwise).
          loadPremium: () => request.isPremium(),
          now: app.now(),
        },
        request.query.type,
        request.query.stateCode,
        request.query.topic,
      ),
  );

  app.post(
    '/quiz/answer',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Record an answer (idempotent by answerId); the server judges correctness',
        body: AnswerRequest,
        response: { 200: AnswerResponse, ...errors },
      },
    },
    async (request) =>
      submitAnswer(
        {
          db: app.db,
          config: app.config,
          viewer: viewerOf(request),
          isPremium: () => request.isPremium(),
          now: app.now(),
        },
        request.body,
      ),
  );

  app.post(
    '/quiz/sessions/:sessionId/complete',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Finish a round and score it (unanswered items count wrong)',
        params: SessionParams,
        response: { 200: SessionResult, ...errors },
      },
    },
    async (request) => completeQuizSession(await context(request), request.params.sessionId),
  );
};
