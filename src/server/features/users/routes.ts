import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, MessageResponse } from '../../../shared/contracts/common';
import {
  SelectStateRequest,
  SelectStateResponse,
  UpdateProfileRequest,
  UserResponse,
} from '../../../shared/contracts/user';
import { updateProfile } from './queries';
import { getUserResponse } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The signed-in learner',
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => getUserResponse(app.db, request.viewer!),
  );

  app.post(
    '/user/state',
    {
      onRequest: app.requirePremium,
      schema: {
        tags: ['user'],
        summary: "Save a premium learner's selected state",
        body: SelectStateRequest,
        response: { 200: SelectStateResponse, ...errors },
      },
    },
    async (request) => {
      await updateProfile(app.db, request.viewer!.id, { selectedState: request.body.stateCode });
      return { selectedState: request.body.stateCode };
    },
  );

  app.patch(
    '/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Update names and time zone',
        body: UpdateProfileRequest,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => {
      await updateProfile(app.db, request.viewer!.id, request.body);
      return getUserResponse(app.db, request.viewer!);
    },
  );

  app.post(
    '/user/onboarding-complete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Mark the welcome guide as done',
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await updateProfile(app.db, request.viewer!.id, { onboardingCompletedAt: new Date() });
      return { message: 'Onboarding complete' };
    },
  );
};

export default userRoutes;
