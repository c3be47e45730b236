import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  StoryListQuery,
  StoryListResponse,
  StoryParams,
  StoryQuery,
  StoryReadRequest,
  StoryReadResponse,
  StoryResponse,
  StudyOverviewResponse,
} from '@shared/contracts/stories';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStory, getStudyOverview, listStories, markStoryRead, type Reader } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Whoever is reading: a visitor with no session reads as a free reader. */
async function readerOf(request: FastifyRequest): Promise<Reader> {
  const viewer = await request.loadViewer();
  return { userId: viewer?.id ?? null, isPremium: viewer ? await request.isPremium() : false };
}

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
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

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stories/:storyId/read',
    {
      schema: {
        tags: ['stories'],
        summary: 'Mark a story read to its end, after enough time on the page for its length',
        params: StoryParams,
        body: StoryReadRequest,
        response: { 200: StoryReadResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      return markStoryRead(
        app.db,
        { ...reader, userId: viewerOf(request).id },
        request.params.storyId,
        request.body.secondsOnPage,
      );
    },
  );
};
