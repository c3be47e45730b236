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
