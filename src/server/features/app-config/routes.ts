import { sendCachedBody, staticBodyCache } from '@server/lib/static-body';
import { AppConfigResponse } from '@shared/contracts/app-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countContent } from './queries';

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = staticBodyCache(app.db);
  app.get(
    '/config',
    {
      // The same for everyone: made once a minute at most (ETag, 304 on If-None-Match, precompressed).
      compress: false,
      config: { rateLimit: false },
      schema: {
        tags: ['app'],
        summary: 'Public settings and content counts (ETag, 304 on If-None-Match)',
        response: { 200: AppConfigResponse },
      },
    },
    async (request, reply) =>
      sendCachedBody(
        request,
        reply,
        bodies,
        'config',
        async () =>
          z.encode(AppConfigResponse, {
            feedbackEmail: app.config.FEEDBACK_EMAIL,
            payments: {
              provider: app.paymentProvider.name,
              publishableKey: app.config.STRIPE_PUBLISHABLE_KEY ?? null,
            },
            counts: await countContent(app.db),
          }),
        'no-cache',
      ),
  );
};
