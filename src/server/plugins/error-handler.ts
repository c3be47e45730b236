import { AppError } from '@server/lib/app-error';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

function describeValidation(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}) {
  return error.validation
    .map((v) => {
      const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = [error.validationContext, path].filter(Boolean).join('.');
      return where ? `${where}: ${v.message}` : (v.message ?? 'invalid value');
    })
    .join('; ');
}

const MAX_JSON_DEPTH = 32;

/** The documented error code for an HTTP status, so a body's code always matches its status. */
export function codeForStatus(status: number) {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

/** Error codes and messages of a database that is down, restarting or unreachable. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|database system is (starting up|shutting down|in recovery)|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** Whether an error (or anything it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 6;
    i++
  ) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * What no route can store or pass on: a NUL character (PostgreSQL text refuses it, so it would end
 * as a 500) and JSON nested deeper than any request of ours. Returns the first problem found.
 */
export function findHostileInput(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? `${where}: text may not contain NUL characters` : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_JSON_DEPTH) return `${where}: nested deeper than ${MAX_JSON_DEPTH} levels`;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${where}: text may not contain NUL characters`;
    const problem = findHostileInput(v, `${where}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Errors come back as `{ error: { code, message } }`; 5xx never leaks internals; every log line has the request id. */
export default fp(async function errorHandler(app: FastifyInstance) {
  // Before any route's own validation: the query, the route's parameters and the parsed body.
  app.addHook('preValidation', async (request) => {
    const problem =
      findHostileInput(request.query, 'query') ??
      findHostileInput(request.params, 'params') ??
      findHostileInput(request.body, 'body');
    if (problem) throw new AppError('VALIDATION', problem);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: { code: 'VALIDATION', message: describeValidation(error) } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute and try again.' },
      });
    }
    if (status >= 400 && status < 500)
      return reply.status(status).send({ error: { code: codeForStatus(status), message: error.message } });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({
        error: {
          code: 'UNAVAILABLE',
          message: 'The database is unavailable right now. Please try again in a moment.',
        },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });
});
