import { AppError } from '@server/lib/app-error';
import { viewerOf } from '@server/lib/viewer';
import {
  AccountExportResponse,
  AccountResponse,
  DeleteAccountRequest,
  DeleteAccountResponse,
  UpdateNameRequest,
} from '@shared/contracts/account';
import { ErrorResponse } from '@shared/contracts/common';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSubscriptions } from './queries';
import { deleteAccount, exportAccount, getAccount, isSubscriptionRef, updateName } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 502: ErrorResponse };

/** The account page's calls, for a signed-in learner (a guest sees what signing up would keep). */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'The account: name, email, plan, receipts and what the learner has done',
        response: { 200: AccountResponse, ...errors },
      },
    },
    async (request) => getAccount(app.db, viewerOf(request)),
  );

  app.patch(
    '/account/name',
    {
      schema: {
        tags: ['account'],
        summary: "Change the account's name",
        body: UpdateNameRequest,
        response: { 200: AccountResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await updateName(app.db, viewer, request.body.firstName, request.body.lastName);
      return getAccount(app.db, viewer);
    },
  );

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything we hold about the learner, as a JSON download',
        response: { 200: AccountExportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.now();
      reply.header(
        'content-disposition',
        `attachment; filename="homestead-prep-data-${now.toISOString().slice(0, 10)}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return exportAccount(app.db, viewerOf(request), now);
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: "Delete the account and the learner's data (settled payments stay as receipts)",
        body: DeleteAccountRequest,
        response: { 200: DeleteAccountResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer.isGuest) throw new AppError('FORBIDDEN', 'A guest has no account to delete.');
      // The password again, so a device left signed in cannot delete the account.
      const ok = await app.auth.api
        .verifyPassword({
          body: { password: request.body.password },
          headers: fromNodeHeaders(request.headers),
        })
        .then(() => true)
        .catch(() => false);
      if (!ok) throw new AppError('VALIDATION', 'That password is not right.');
      // A running subscription stops first, so a deleted account is never charged again; if the
      // provider cannot be reached, nothing is deleted.
      for (const sub of await listSubscriptions(app.db, viewer.id)) {
        if (!isSubscriptionRef(sub.providerRef)) continue;
        await app.paymentProvider
          .cancelSubscription(sub.providerRef!, { atPeriodEnd: false })
          .catch((err) => {
            request.log.error({ err }, 'could not cancel the subscription of an account being deleted');
            throw new AppError(
              'PAYMENT_ERROR',
              'We could not reach the payment service to stop your subscription, so nothing was deleted. Please try again in a moment.',
              502,
            );
          });
      }
      const keptReceipts = await deleteAccount(app.db, viewer);
      // The session row is gone with the account; the browser's cookie goes too.
      const prefix = request.protocol === 'https' ? '__Secure-' : '';
      reply.header(
        'set-cookie',
        `${prefix}homestead.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      );
      return {
        message: 'Your account and your learning data are deleted.',
        keptReceipts,
      };
    },
  );
};
