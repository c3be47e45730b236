import { AppError } from '@server/lib/app-error';
import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  CancelSubscriptionResponse,
  ConfirmPaymentRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PaymentStatusResponse,
  TestConfirmRequest,
  TestSubscriptionEventRequest,
} from '@shared/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { StripePaymentProvider, TestPaymentProvider } from './providers';
import {
  type Billing,
  cancelAtPeriodEnd,
  confirmPayment,
  confirmTestPayment,
  createSubscription,
  handleStripeEvent,
  paymentStatus,
  runBillingJobs,
  simulateSubscriptionEvent,
} from './service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

const billingOf = (app: FastifyInstance): Billing => ({
  provider: app.paymentProvider,
  mailer: app.mailer,
  baseUrl: app.config.baseUrl,
  now: app.now,
});

/** Routes anyone may call: the provider's signed webhook. Also starts the hourly billing work. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
  if (app.config.NODE_ENV !== 'test' && provider.name !== 'unavailable') {
    const run = () =>
      runBillingJobs(app.db, billingOf(app)).catch((err) => app.log.error({ err }, 'billing jobs failed'));
    const timer = setInterval(run, 60 * 60 * 1000);
    timer.unref();
    app.addHook('onReady', async () => void run());
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (!(provider instanceof StripePaymentProvider)) return;
  // Stripe signs the raw body, so this route keeps the body as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed)',
        response: { 200: z.object({ received: z.boolean() }), 400: ErrorResponse },
      },
    },
    async (request) => {
      const secret = app.config.STRIPE_WEBHOOK_SECRET;
      const signature = request.headers['stripe-signature'];
      if (!secret || typeof signature !== 'string')
        throw new AppError('BAD_REQUEST', 'Missing Stripe signature.');
      let event: Stripe.Event;
      try {
        event = provider.stripe.webhooks.constructEvent(String(request.body), signature, secret);
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
      }
      await handleStripeEvent(app.db, billingOf(app), event);
      return { received: true };
    },
  );
};

/** Routes for a signed-in learner (guest included): app.ts mounts them behind the one sign-in guard. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;

  app.post(
    '/create-subscription',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a payment for a plan; returns the client secret for the payment form',
        body: CreateSubscriptionRequest,
        response: { 200: CreateSubscriptionResponse, ...errors },
      },
    },
    async (request) => createSubscription(app.db, provider, viewerOf(request), request.body.plan),
  );

  app.get(
    '/payments/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment and whether premium is active',
        params: ConfirmPaymentRequest,
        response: { 200: PaymentStatusResponse, ...errors },
      },
    },
    async (request) => paymentStatus(app.db, viewerOf(request), request.params.paymentId),
  );

  app.post(
    '/payments/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'After the browser confirms a payment, verify it with the provider and activate premium',
        body: ConfirmPaymentRequest,
        response: { 200: PaymentStatusResponse, ...errors },
      },
    },
    async (request) => confirmPayment(app.db, provider, viewerOf(request), request.body.paymentId, app.now()),
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Cancel Monthly at the end of the paid period (it stops renewing; Premium runs to then)',
        response: { 200: CancelSubscriptionResponse, ...errors, 502: ErrorResponse },
      },
    },
    async (request) => cancelAtPeriodEnd(app.db, billingOf(app), viewerOf(request)),
  );

  if (provider instanceof TestPaymentProvider) {
    app.post(
      '/payments/test/subscription-event',
      {
        schema: {
          tags: ['payments'],
          summary:
            "Test mode only: the provider's own event for the caller's Monthly subscription now (a renewal, a failed renewal, its end), handled as a webhook would be",
          body: TestSubscriptionEventRequest,
          response: { 200: z.object({ received: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        await simulateSubscriptionEvent(app.db, billingOf(app), viewerOf(request), request.body.event);
        return { received: true };
      },
    );

    app.post(
      '/payments/test/confirm',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Test mode only: confirm a payment with a test card; success fires the same activation as a provider webhook',
          body: TestConfirmRequest,
          response: { 200: PaymentStatusResponse, ...errors },
        },
      },
      async (request) =>
        confirmTestPayment(
          app.db,
          provider,
          viewerOf(request),
          request.body.paymentId,
          request.body.cardNumber,
          app.now(),
        ),
    );
  }
};
