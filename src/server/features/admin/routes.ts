import { viewerOf } from '@server/lib/viewer';
import {
  AdminQuestionResponse,
  AdminQuestionsQuery,
  AdminQuestionsResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  AuditQuery,
  AuditResponse,
  GenerateQuestionsRequest,
  GenerateQuestionsResponse,
  ImportCsvRequest,
  ImportErrorResponse,
  ImportJsonRequest,
  ImportResponse,
  LoadBulkSetsResponse,
  MassDeleteRequest,
  QuestionCountResponse,
  QuestionEditRequest,
  QuestionIdParams,
  RetireQuestionRequest,
  UserIdParams,
} from '@shared/contracts/admin';
import { ErrorResponse, MessageResponse } from '@shared/contracts/common';
import {
  CorrectionsResponse,
  ReportQuestionParams,
  ReportQuestionRequest,
  ReportQuestionResponse,
  ReportsResponse,
  ResolveReportsRequest,
  ResolveReportsResponse,
} from '@shared/contracts/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvTemplate } from './csv';
import { listCorrections, listReportGroups, reportQuestion, resolveQuestionReports } from './reports-service';
import {
  type AdminContext,
  auditLog,
  editQuestion,
  generateQuestions,
  importCsv,
  importJson,
  listQuestions,
  listUsers,
  loadBulkSets,
  massDeleteUsers,
  questionCount,
  removeUser,
  resetUser,
  retireQuestion,
} from './service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
const tags = ['admin'];

/** Question Management (spec sections 2, 4, 5 and 7): every call needs the admin role (app.ts's guard). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): AdminContext => ({
    db: app.db,
    config: app.config,
    viewer: viewerOf(request),
    now: app.now(),
    loadContentSets: app.loadContentSets,
  });
  const refused = (reply: FastifyReply, problems: { row: number; column: string; message: string }[]) =>
    reply.status(400).send({
      error: {
        code: 'VALIDATION',
        message: `The import has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was stored.`,
      },
      problems,
    });

  app.get(
    '/admin/question-count',
    {
      schema: {
        tags,
        summary: 'How many questions are in service',
        response: { 200: QuestionCountResponse, ...errors },
      },
    },
    async (request) => questionCount(ctx(request)),
  );
  app.get(
    '/admin/questions',
    {
      schema: {
        tags,
        summary: 'Questions a page at a time (20, or 100 with showAll), optionally of one topic',
        querystring: AdminQuestionsQuery,
        response: { 200: AdminQuestionsResponse, ...errors },
      },
    },
    async (request) => listQuestions(ctx(request), request.query),
  );
  app.put(
    '/admin/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'Edit a question (audited; a public reason puts it on the corrections page)',
        params: QuestionIdParams,
        body: QuestionEditRequest,
        response: { 200: AdminQuestionResponse, ...errors },
      },
    },
    async (request) => editQuestion(ctx(request), request.params.questionId, request.body),
  );
  app.post(
    '/admin/questions/:questionId/retire',
    {
      schema: {
        tags,
        summary: 'Retire a question: never served again; answers keep their history',
        params: QuestionIdParams,
        body: RetireQuestionRequest,
        response: { 200: AdminQuestionResponse, ...errors },
      },
    },
    async (request) => retireQuestion(ctx(request), request.params.questionId, request.body.reason),
  );
  app.post(
    '/admin/generate-questions',
    {
      schema: {
        tags,
        summary: 'Generate questions from the verified generators (math families, state-fact templates)',
        body: GenerateQuestionsRequest.optional(),
        response: { 200: GenerateQuestionsResponse, ...errors },
      },
    },
    async (request) => generateQuestions(ctx(request), request.body ?? {}),
  );
  app.post(
    '/admin/import-csv',
    {
      schema: {
        tags,
        summary: 'Import questions from CSV (the template columns), all or nothing',
        body: ImportCsvRequest,
        response: { 200: ImportResponse, 400: ImportErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const out = await importCsv(ctx(request), request.body.csvContent);
      return out.ok ? out.result : refused(reply, out.problems);
    },
  );
  app.post(
    '/admin/import-json',
    {
      schema: {
        tags,
        summary: 'Import questions from JSON (a list, or a content file), all or nothing',
        body: ImportJsonRequest,
        response: { 200: ImportResponse, 400: ImportErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const out = await importJson(ctx(request), request.body.jsonContent);
      return out.ok ? out.result : refused(reply, out.problems);
    },
  );
  app.get(
    '/admin/csv-template',
    {
      schema: {
        tags,
        summary: 'Download question-template.csv (the columns an import reads)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="question-template.csv"')
        .send(csvTemplate()),
  );
  app.post(
    '/admin/load-bulk-sets',
    {
      schema: {
        tags,
        summary: 'Load the bundled content sets from content/ (the seed)',
        body: z.object({}).optional(),
        response: { 200: LoadBulkSetsResponse, ...errors },
      },
    },
    async (request) => loadBulkSets(ctx(request)),
  );
  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Users, 20 a page',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, ...errors },
      },
    },
    async (request) => listUsers(ctx(request), request.query.page, request.query.limit),
  );
  app.post(
    '/admin/reset-user/:userId',
    {
      schema: {
        tags,
        summary: "Clear a user's learning data (the account and entitlements stay)",
        params: UserIdParams,
        body: z.object({}).optional(),
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => resetUser(ctx(request), request.params.userId),
  );
  app.delete(
    '/admin/user/:userId',
    {
      schema: {
        tags,
        summary: 'Delete a user (never an admin, never yourself)',
        params: UserIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => removeUser(ctx(request), request.params.userId),
  );
  app.post(
    '/admin/mass-delete-users',
    {
      schema: {
        tags,
        summary: 'Delete every user except admins and yourself',
        body: MassDeleteRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => massDeleteUsers(ctx(request)),
  );
  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log: every admin change, newest first',
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors },
      },
    },
    async (request) => auditLog(ctx(request), request.query.page),
  );
  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary: "Learners' open question reports, grouped by question",
        response: { 200: ReportsResponse, ...errors },
      },
    },
    async (request) => listReportGroups(ctx(request)),
  );
  app.post(
    '/admin/reports/:questionId/resolve',
    {
      schema: {
        tags,
        summary: "Resolve a question's open reports: fix it, reject them, or retire it",
        params: QuestionIdParams,
        body: ResolveReportsRequest,
        response: { 200: ResolveReportsResponse, ...errors },
      },
    },
    async (request) => resolveQuestionReports(ctx(request), request.params.questionId, request.body),
  );
};

/** A learner (guest included) reports a question: once per question, rate-limited. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/questions/:questionId/report',
    {
      config: { rateLimit: { max: app.config.REPORT_RATE_LIMIT_MAX, timeWindow: '1 hour' } },
      schema: {
        tags: ['reports'],
        summary: 'Report a problem with a question',
        params: ReportQuestionParams,
        body: ReportQuestionRequest,
        response: { 201: ReportQuestionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await reportQuestion(
        { db: app.db, viewer: viewerOf(request), now: app.now() },
        request.params.questionId,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};

/** The public corrections log: every question changed because of a report or a review. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/corrections',
    {
      schema: {
        tags: ['reports'],
        summary: 'Questions we corrected, newest first: what changed and why (no learner data)',
        response: { 200: CorrectionsResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async () => listCorrections(app.db),
  );
};
