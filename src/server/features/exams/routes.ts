import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  ExamAttemptView,
  ExamHistoryResponse,
  ExamParams,
  ExamPortionParams,
  ExamPositionRequest,
  ExamResponseRequest,
  ExamResponseResult,
  ExamResults,
  ExamStartRequest,
  ExamStructureQuery,
  ExamStructureResponse,
} from '@shared/contracts/exams';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptView,
  examHistory,
  examResults,
  getExamStructure,
  saveExamPosition,
  saveExamResponse,
  startExam,
  startExamPortion,
  submitExamPortion,
} from './service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  503: ErrorResponse,
};
const tags = ['exams'];

/**
 * The Exam Simulator: attempts held on the server (resume anywhere), no key in any exam payload,
 * scored on submit. Signed-in learners; a free learner's attempt is the labelled 5-question preview.
 */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    viewer: viewerOf(request),
    isPremium: await request.isPremium(),
    now: app.now(),
  });

  app.get(
    '/exams/structure',
    {
      schema: {
        tags,
        summary:
          "The state's exam as published (portions, items, time, pass marks, sources) and what our bank fills",
        querystring: ExamStructureQuery,
        response: { 200: ExamStructureResponse, ...errors },
      },
    },
    async (request) => getExamStructure(await context(request), request.query.stateCode),
  );
  app.post(
    '/exams',
    {
      schema: {
        tags,
        summary:
          'Start an exam attempt (its first clock starts now); an attempt under way is returned instead',
        body: ExamStartRequest,
        response: { 200: ExamAttemptView, ...errors },
      },
    },
    async (request) => startExam(await context(request), request.body.stateCode),
  );
  app.get(
    '/exams',
    {
      schema: {
        tags,
        summary: "The learner's exam attempts, newest first",
        response: { 200: ExamHistoryResponse, ...errors },
      },
    },
    async (request) => examHistory(await context(request)),
  );
  app.get(
    '/exams/:attemptId',
    {
      schema: {
        tags,
        summary:
          "An attempt as it stands: portions, clocks, the running portion's items and choices (no key)",
        params: ExamParams,
        response: { 200: ExamAttemptView, ...errors },
      },
    },
    async (request) => attemptView(await context(request), request.params.attemptId),
  );
  app.put(
    '/exams/:attemptId/responses',
    {
      schema: {
        tags,
        summary:
          'Save a choice and flag for an item (idempotent; an older save never overwrites a newer one)',
        params: ExamParams,
        body: ExamResponseRequest,
        response: { 200: ExamResponseResult, ...errors },
      },
    },
    async (request) => saveExamResponse(await context(request), request.params.attemptId, request.body),
  );
  app.put(
    '/exams/:attemptId/position',
    {
      schema: {
        tags,
        summary: 'Remember the item the learner is on, so a resume opens there',
        params: ExamParams,
        body: ExamPositionRequest,
        response: { 200: ExamResponseResult, ...errors },
      },
    },
    async (request) => saveExamPosition(await context(request), request.params.attemptId, request.body),
  );
  app.post(
    '/exams/:attemptId/portions/:portion/start',
    {
      schema: {
        tags,
        summary: "Start a portion's clock (after the one before it is submitted); idempotent",
        params: ExamPortionParams,
        response: { 200: ExamAttemptView, ...errors },
      },
    },
    async (request) =>
      startExamPortion(await context(request), request.params.attemptId, request.params.portion),
  );
  app.post(
    '/exams/:attemptId/portions/:portion/submit',
    {
      schema: {
        tags,
        summary: 'Submit a portion and score it (idempotent; the clock at zero submits it too)',
        params: ExamPortionParams,
        response: { 200: ExamAttemptView, ...errors },
      },
    },
    async (request) =>
      submitExamPortion(await context(request), request.params.attemptId, request.params.portion),
  );
  app.get(
    '/exams/:attemptId/results',
    {
      schema: {
        tags,
        summary: 'Results per portion and domain, and the review of every item (after the last submit)',
        params: ExamParams,
        response: { 200: ExamResults, ...errors },
      },
    },
    async (request) => examResults(await context(request), request.params.attemptId),
  );
};
