import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who is calling: a signed-in learner (guest included), as the auth plugin resolved them. */
export type Viewer = {
  id: string;
  email: string | null;
  /** Whether the owner has confirmed `email` (always false for a guest). */
  emailVerified: boolean;
  name: string;
  isGuest: boolean;
  isAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * The viewer of a request in a signed-in scope (app.ts registers every learner, premium and admin
 * route behind one guard hook), so a route never handles a missing viewer itself.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHORIZED', 'Sign in or continue as a guest to use this.');
  return request.viewer;
}
