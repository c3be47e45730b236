import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AppError } from '@server/lib/app-error';
import { createMailer } from '@server/lib/mailer';
import { codeForStatus } from '@server/plugins/error-handler';
import { brand } from '@shared/brand';
import { appearanceInitScript } from '@shared/domain/appearance';
import { earlyClickScript } from '@shared/domain/early-clicks';
import { prerenderedScreens } from '@shared/prerendered-screens';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import * as accountRoutes from './features/account/routes';
import * as adminRoutes from './features/admin/routes';
import * as analyticsRoutes from './features/analytics/routes';
import * as appConfigRoutes from './features/app-config/routes';
import { seedFromDirectory } from './features/content/seed-if-changed';
import * as examRoutes from './features/exams/routes';
import * as feedbackRoutes from './features/feedback/routes';
import * as healthRoutes from './features/health/routes';
import * as insightRoutes from './features/insights/routes';
import * as offlineRoutes from './features/offline/routes';
import { createPaymentProvider } from './features/payments/providers';
import * as paymentRoutes from './features/payments/routes';
import * as practiceRoutes from './features/practice/routes';
import * as progressRoutes from './features/progress/routes';
import * as questionRoutes from './features/questions/routes';
import * as quizRoutes from './features/quiz/routes';
import { registerGlossaryPage } from './features/reference/glossary-page';
import * as referenceRoutes from './features/reference/routes';
import * as stateRoutes from './features/states/routes';
import * as storyRoutes from './features/stories/routes';
import * as userRoutes from './features/users/routes';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    /** The app's clock: every "now" a route or service uses comes from here (tests pass their own). */
    now: () => Date;
    /** Loads content/ through the seed's own code path (the admin's Bulk Sets). */
    loadContentSets: () => ReturnType<typeof seedFromDirectory>;
  }
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** A feature's routes by who may call them; app.ts mounts each group behind its guard. */
type FeatureRoutes = {
  publicRoutes?: FastifyPluginAsyncZod;
  learnerRoutes?: FastifyPluginAsyncZod;
  premiumRoutes?: FastifyPluginAsyncZod;
  adminRoutes?: FastifyPluginAsyncZod;
};

/** The files of the screens prerendered at build (src/shared/prerendered-screens.ts), by path. */
const prerenderedFiles = new Map<string, string>(
  prerenderedScreens.flatMap((screen) => screen.paths.map((path) => [path, screen.file] as const)),
);

const features: FeatureRoutes[] = [
  appConfigRoutes,
  userRoutes,
  stateRoutes,
  feedbackRoutes,
  quizRoutes,
  examRoutes,
  progressRoutes,
  storyRoutes,
  paymentRoutes,
  referenceRoutes,
  adminRoutes,
  analyticsRoutes,
  questionRoutes,
  practiceRoutes,
  insightRoutes,
  offlineRoutes,
  accountRoutes,
];

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the system clock; tests inject one they can move forward. */
  clock?: () => Date;
};

/**
 * The two inline scripts, each allowed by its hash: theme and text size before the first paint, and the
 * prerendered page's early clicks (src/shared/domain/early-clicks.ts).
 */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const inlineScriptHashes = [scriptHash(appearanceInitScript), scriptHash(earlyClickScript)];

function contentSecurityPolicy(config: Config) {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes, ...(stripe ? ['https://js.stripe.com'] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Builds the Fastify app: plugins, then routes. It does not listen (server.ts does). */
export async function buildApp({ config, database, logger, clock = () => new Date() }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Off unless TRUST_PROXY names the proxies: rate limits key on an address the caller cannot forge.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // Fastify's own refusals answer in the app's one error shape too.
    frameworkErrors: (error, _request, reply) => {
      reply.raw.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST', message: `The address is not valid: ${error.message}` },
        }),
      );
    },
    clientErrorHandler: (error, socket) => {
      const parserCode = (error as { code?: string }).code;
      const status =
        parserCode === 'HPE_HEADER_OVERFLOW' ? 431 : parserCode === 'HPE_URI_TOO_LONG' ? 414 : 400;
      const message =
        status === 431
          ? 'The request headers (or its address) are too large.'
          : status === 414
            ? 'The address is too long.'
            : 'The request could not be read.';
      const body = JSON.stringify({ error: { code: codeForStatus(status), message } });
      if (!socket.writable) return;
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  const ownOrigin = new URL(config.baseUrl).origin;
  // JSON only: Fastify's default text/plain parser would let a cross-site form post a "simple" request.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', clock);
  app.decorate('loadContentSets', () => seedFromDirectory(database.db, config.contentDir));

  // The request id goes back to the caller, so a report can name the log lines of its request.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(errorHandler);
  // Compress responses over 1 KB (the glossary is ~400 KB of JSON); a light brotli level keeps CPU low.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.baseUrl.startsWith('https://'),
  });
  // With REDIS_URL the counters live in Redis, shared by every instance behind the load balancer;
  // without it, in this process's memory. A Redis outage lets requests through rather than failing them.
  // ioredis is loaded only when it is used (it is ~50 ms of a cold start otherwise).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: config.REDIS_KEY_PREFIX, skipOnError: true } : {}),
    max: config.API_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${brand.name} API`, version: '1.0.0', description: brand.tagline },
      components: {
        securitySchemes: { cookie: { type: 'apiKey', in: 'cookie', name: 'homestead.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles on its own page.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
  });

  app.decorate('mailer', createMailer(config, app.log));
  if (app.mailer.kind === 'outbox')
    app.log.info({ outbox: config.outboxDir }, 'no SMTP_URL: mail goes to the outbox folder');
  await app.register(authPlugin);
  app.decorate('paymentProvider', createPaymentProvider(config));
  if (config.NODE_ENV === 'production' && app.paymentProvider.name === 'test')
    app.log.warn(
      'PAYMENT_PROVIDER=test: the test payment provider is on in production; anyone can buy with test cards',
    );
  if (app.paymentProvider.name === 'unavailable')
    app.log.warn('Payments are off: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  await app.register(healthRoutes.publicRoutes);
  await app.register(
    async (api) => {
      for (const f of features) if (f.publicRoutes) await api.register(f.publicRoutes);
      // Every signed-in route sits in one of these scopes, behind its one guard: no route can forget it.
      // The guard runs at preValidation: after the rate limiter has counted the call (so calls with no
      // session are limited too) and before the body is validated (so a visitor gets 401, not 400).
      // Their cookies would ride along on another site's form or fetch, so a state-changing call must
      // come from our own origin (better-auth's routes check the same).
      api.addHook('onRequest', async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
        if (!request.headers.cookie) return;
        const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
        if (origin !== ownOrigin)
          throw new AppError(
            'FORBIDDEN',
            'This request did not come from the app itself, so it was refused.',
          );
      });
      await api.register(async (learner) => {
        learner.addHook('preValidation', app.requireUser);
        for (const f of features) if (f.learnerRoutes) await learner.register(f.learnerRoutes);
      });
      await api.register(async (premium) => {
        premium.addHook('preValidation', app.requirePremium);
        for (const f of features) if (f.premiumRoutes) await premium.register(f.premiumRoutes);
      });
      await api.register(async (admin) => {
        admin.addHook('preValidation', app.requireAdmin);
        for (const f of features) if (f.adminRoutes) await admin.register(f.adminRoutes);
      });
    },
    { prefix: '/api' },
  );

  const hasClient = existsSync(join(config.clientDir, 'index.html'));
  // A tree built without a prerendered screen's file gets the shell there too.
  const prerendered = new Map(
    [...prerenderedFiles].filter(([, file]) => existsSync(join(config.clientDir, file))),
  );
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      // The build's `.br` and `.gz` copies (scripts/precompress.mjs), sent as they are to a browser that
      // takes them: no compression per request (@fastify/compress leaves an encoded reply alone).
      preCompressed: true,
      // `/` is the landing screen's, below, not the shell's.
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join('dist', 'client', 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
    // `/glossary` is rendered here with its terms (decision 23), not sent as a file.
    registerGlossaryPage(app, config);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/');
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET' || !hasClient || isFile) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` } });
    }
    // Every other path is a screen of the single-page app; it shows its own 404 for unknown paths.
    const file = prerendered.get(path) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
