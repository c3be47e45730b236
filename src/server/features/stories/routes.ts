import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../shared/contracts/common';
import {
  StoryListQuery,
  StoryListResponse,
  StoryParams,
  StoryQuery,
  StoryReadResponse,
  StoryResponse,
  StudyOverviewResponse,
} from '../../../shared/contracts/stories';
import { getStory, getStudyOverview, listStories, markStoryRead, type Reader } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const readerOf = async (request: Parameters<typeof app.requireUser>[0]): Promise<Reader> => {
    const viewer = await request.loadViewer();
    return { userId: viewer?.id ?? null, isPremium: viewer ? await request.isPremium() : false };
  };

  app.get(
    '/stories',
    {
      schema: {
        tags: ['stories'],
        summary: "A section's stories and tips: titles and teasers for everyone, premium ones marked locked",
        querystring: StoryListQuery,
        response: { 200: StoryListResponse, ...errors },
      },
    },
    async (request) =>
      listStories(app.db, await readerOf(request), request.query.section, request.query.stateCode),
  );

  app.get(
    '/stories/:storyId',
    {
      schema: {
        tags: ['stories'],
        summary:
          'A story personalised for the state; premium text only for premium learners (403 PREMIUM_REQUIRED)',
        params: StoryParams,
        querystring: StoryQuery,
        response: { 200: StoryResponse, ...errors },
      },
    },
    async (request) =>
      getStory(app.db, await readerOf(request), request.params.storyId, request.query.stateCode),
  );

  app.post(
    '/stories/:storyId/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['stories'],
        summary: 'Mark a story read to its end',
        params: StoryParams,
        response: { 200: StoryReadResponse, ...errors },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      return markStoryRead(app.db, { ...reader, userId: request.viewer!.id }, request.params.storyId);
    },
  );

  app.get(
    '/study/overview',
    {
      schema: {
        tags: ['stories'],
        summary: 'The four study sections with their overview story and practice banks',
        querystring: StoryQuery,
        response: { 200: StudyOverviewResponse, ...errors },
      },
    },
    async (request) => getStudyOverview(app.db, await readerOf(request), request.query.stateCode),
  );
};

export default storyRoutes;
