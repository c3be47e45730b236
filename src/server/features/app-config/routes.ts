import { count, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfigResponse } from '../../../shared/contracts/app-config';
import { concept, flashcard, glossaryTerm, question, usState } from '../../db/schema/content';

const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const n = async (table: typeof concept | typeof flashcard | typeof glossaryTerm | typeof usState) =>
        (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
      const [questions] = await app.db
        .select({ n: count() })
        .from(question)
        .where(isNull(question.stateCode));
      return {
        feedbackEmail: app.config.FEEDBACK_EMAIL,
        payments: {
          provider: app.config.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const),
          publishableKey: app.config.STRIPE_PUBLISHABLE_KEY ?? null,
        },
        counts: {
          questions: questions?.n ?? 0,
          glossaryTerms: await n(glossaryTerm),
          flashcards: await n(flashcard),
          concepts: await n(concept),
          states: await n(usState),
        },
      };
    },
  );
};

export default appConfigRoutes;
