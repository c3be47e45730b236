import { sendCachedBody, staticBodyCache } from '@server/lib/static-body';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getStory, getStudyOverview, listStories, markStoryRead, type Reader } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Whoever is reading: a visitor with no session reads as a free reader. */
async function readerOf(request: FastifyRequest): Promise<Reader> {
  const viewer = await request.loadViewer();
  return { userId: viewer?.id ?? null, isPremium: viewer ? await request.isPremium() : false };
}

/**
 * Routes anyone may call. What a visitor without a session reads is the same for every such visitor
 * (free, nothing read yet): made once a minute at most per query, with an ETag (304 on If-None-Match)
 * and precompressed. A signed-in reader's answer carries their premium access and reading, so it is
 * made per request as before.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitorBodies = staticBodyCache(app.db);
  /** A signed-in reader's answer is made for them; a visitor's is the one made for this key. */
  async function forReader<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    load: (reader: Reader) => Promise<T>,
  ) {
    const reader = await readerOf(request);
    if (reader.userId) return load(reader);
    const made = async () => z.encode(schema, await load(reader));
    return sendCachedBody(request, reply, visitorBodies, key, made, 'no-cache');
  }
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
    async (request, reply) => {
      const { section, stateCode } = request.query;
      return forReader(request, reply, `list:${section}:${stateCode ?? ''}`, StoryListResponse, (reader) =>
        listStories(app.db, reader, section, stateCode),
      );
    },
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
    async (request, reply) => {
      const { storyId } = request.params;
      const { stateCode } = request.query;
      return forReader(request, reply, `story:${storyId}:${stateCode ?? ''}`, StoryResponse, (reader) =>
        getStory(app.db, reader, storyId, stateCode),
      );
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
    async (request, reply) => {
      const { stateCode } = request.query;
      return forReader(request, reply, `overview:${stateCode ?? ''}`, StudyOverviewResponse, (reader) =>
        getStudyOverview(app.db, reader, stateCode),
      );
    },
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
