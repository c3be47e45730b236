import { AppConfigResponse } from '@shared/contracts/app-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countContent } from './queries';

/** Routes anyone may call. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['app'],
        summary: 'Public settings and content counts',
        response: { 200: AppConfigResponse },
      },
    },
    async () => {
      return {
        feedbackEmail: app.config.FEEDBACK_EMAIL,
        payments: {
          provider: app.paymentProvider.name,
          publishableKey: app.config.STRIPE_PUBLISHABLE_KEY ?? null,
        },
        counts: await countContent(app.db),
      };
    },
  );
};
