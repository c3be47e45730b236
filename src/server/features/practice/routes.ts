import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  BookmarkParams,
  BookmarkResult,
  BookmarksResponse,
  CustomQuizRequest,
  FlashcardsToday,
  MathAnswerRequest,
  MathAnswerResponse,
  MathDrillQuery,
  MathDrillResponse,
  PlanRequest,
  PlanResponse,
  PracticeSummary,
} from '@shared/contracts/practice';
import { QuizSessionResponse } from '@shared/contracts/quiz';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerMathDrill, createMathDrill } from './math-drill';
import { clearPlan, getFlashcardsToday, getPlan, setPlan } from './plan';
import { createCustomQuiz, getPracticeSummary, listBookmarks, setBookmark } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['practice'];

/** Custom practice for a signed-in learner (guest included); Premium areas stay Premium inside. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest) => ({
    db: app.db,
    viewer: viewerOf(request),
    isPremium: await request.isPremium(),
    now: app.now(),
  });

  app.post(
    '/practice/quiz',
    {
      schema: {
        tags,
        summary:
          "Start a custom round: the server selects from the learner's choices (areas, domains, concepts, state items, difficulty, count, source)",
        description:
          'Answers go to POST /api/quiz/answer like any round. A free learner may choose the free areas only (403 PREMIUM_REQUIRED for a Premium one); 404 when nothing matches.',
        body: CustomQuizRequest,
        response: { 200: QuizSessionResponse, ...errors },
      },
    },
    async (request) => createCustomQuiz(await context(request), request.body),
  );

  app.get(
    '/practice/summary',
    {
      schema: {
        tags,
        summary: 'How many questions are in the mistakes deck, and how many items are bookmarked',
        response: { 200: PracticeSummary, ...errors },
      },
    },
    async (request) => getPracticeSummary(await context(request)),
  );

  app.get(
    '/bookmarks',
    {
      schema: {
        tags,
        summary: "The learner's bookmarked question and flashcard ids, newest first",
        response: { 200: BookmarksResponse, ...errors },
      },
    },
    async (request) => listBookmarks(await context(request)),
  );

  app.put(
    '/bookmarks/:itemType/:itemId',
    {
      schema: {
        tags,
        summary: 'Bookmark a question or a flashcard (idempotent)',
        description:
          '404 for an unknown item; 403 PREMIUM_REQUIRED for a Premium question from a free learner.',
        params: BookmarkParams,
        response: { 200: BookmarkResult, ...errors },
      },
    },
    async (request) =>
      setBookmark(await context(request), request.params.itemType, request.params.itemId, true),
  );

  app.delete(
    '/bookmarks/:itemType/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove a bookmark (idempotent)',
        params: BookmarkParams,
        response: { 200: BookmarkResult, ...errors },
      },
    },
    async (request) =>
      setBookmark(await context(request), request.params.itemType, request.params.itemId, false),
  );

  app.get(
    '/plan',
    {
      schema: {
        tags,
        summary:
          "The learner's exam-date plan and today's share of it (reviews due, new items, a mock exam when it is time)",
        response: { 200: PlanResponse, ...errors },
      },
    },
    async (request) => getPlan(await context(request)),
  );

  app.put(
    '/plan',
    {
      schema: {
        tags,
        summary:
          'Set the exam date and minutes a day; the server chooses the desired retention and new-item pace',
        description:
          "examDate is YYYY-MM-DD in the learner's time zone, 1 to 365 days ahead; minutesPerDay 10 to 180.",
        body: PlanRequest,
        response: { 200: PlanResponse, ...errors },
      },
    },
    async (request) => setPlan(await context(request), request.body),
  );

  app.delete(
    '/plan',
    {
      schema: {
        tags,
        summary: 'Remove the exam date: scheduling returns to the default (FSRS at 0.9)',
        response: { 200: PlanResponse, ...errors },
      },
    },
    async (request) => clearPlan(await context(request)),
  );

  app.get(
    '/practice/flashcards-today',
    {
      schema: {
        tags,
        summary: "Flashcards due again now, rated today (learner's time zone) and the daily goal",
        response: { 200: FlashcardsToday, ...errors },
      },
    },
    async (request) => getFlashcardsToday(await context(request)),
  );
};

/** Real-estate math is part of Financing & Economics, so the typed drill is Premium. */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest) => ({
    db: app.db,
    viewer: viewerOf(request),
    isPremium: true,
    now: app.now(),
  });

  app.get(
    '/practice/math/drill',
    {
      schema: {
        tags,
        summary:
          "A typed math drill: generated questions interleaved across the families, with each family's accuracy",
        querystring: MathDrillQuery,
        response: { 200: MathDrillResponse, ...errors },
      },
    },
    async (request) => createMathDrill(await context(request), request.query.count),
  );

  app.post(
    '/practice/math/answer',
    {
      schema: {
        tags,
        summary: 'Judge a typed answer (cents for money, one decimal for percents) and show the worked steps',
        description: "Idempotent by answerId. Stored as an answer; the family's FSRS schedule moves on.",
        body: MathAnswerRequest,
        response: { 200: MathAnswerResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => answerMathDrill(await context(request), request.body),
  );
};
