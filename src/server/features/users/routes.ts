import { updateProfile } from '@server/accounts/queries';
import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse, MessageResponse } from '@shared/contracts/common';
import {
  SelectStateRequest,
  SelectStateResponse,
  UpdateProfileRequest,
  UserResponse,
} from '@shared/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUserResponse } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/**
 * Open to anyone: who is signed in, in one request. The app asks this on every load instead of
 * better-auth's get-session followed by GET /api/user: 200 with the learner, or 200 with null for a
 * visitor (a first visit logs no failed request). It looks the session up as get-session does, so a
 * session past its refresh point is extended and its cookie renewed here (decision 27).
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['user'],
        summary:
          'The signed-in learner, or null for a visitor (renews the session cookie as get-session does)',
        response: { 200: UserResponse.nullable() },
      },
    },
    async (request, reply) => {
      const viewer = await request.loadViewerAndRefresh(reply);
      reply.header('cache-control', 'no-store');
      return viewer ? getUserResponse(app.db, viewer) : null;
    },
  );
};

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in learner',
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => getUserResponse(app.db, viewerOf(request)),
  );

  app.patch(
    '/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'Update names and time zone',
        body: UpdateProfileRequest,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => {
      await updateProfile(app.db, viewerOf(request).id, request.body);
      return getUserResponse(app.db, viewerOf(request));
    },
  );

  app.post(
    '/user/onboarding-complete',
    {
      schema: {
        tags: ['user'],
        summary: 'Mark the welcome guide as done',
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await updateProfile(app.db, viewerOf(request).id, { onboardingCompletedAt: app.now() });
      return { message: 'Onboarding complete' };
    },
  );
};

/** Routes for Premium learners: app.ts mounts them behind the sign-in and Premium guards. */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/state',
    {
      schema: {
        tags: ['user'],
        summary: "Save a premium learner's selected state",
        body: SelectStateRequest,
        response: { 200: SelectStateResponse, ...errors },
      },
    },
    async (request) => {
      await updateProfile(app.db, viewerOf(request).id, { selectedState: request.body.stateCode });
      return { selectedState: request.body.stateCode };
    },
  );
};
