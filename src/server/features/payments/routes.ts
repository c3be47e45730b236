import { AppError } from '@server/lib/app-error';
import { viewerOf } from '@server/lib/viewer';
import { ErrorResponse } from '@shared/contracts/common';
import {
  ConfirmPaymentRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PaymentStatusResponse,
  TestConfirmRequest,
} from '@shared/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { StripePaymentProvider, TestPaymentProvider } from './providers';
import {
  confirmPayment,
  confirmTestPayment,
  createSubscription,
  handleStripeEvent,
  paymentStatus,
} from './service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Routes anyone may call: the provider's signed webhook. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
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
      await handleStripeEvent(app.db, event);
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
    async (request) => confirmPayment(app.db, provider, viewerOf(request), request.body.paymentId),
  );

  if (provider instanceof TestPaymentProvider) {
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
        ),
    );
  }
};
