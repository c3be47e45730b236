import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { ErrorResponse } from '../../../shared/contracts/common';
import {
  ConfirmPaymentRequest,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PaymentStatusResponse,
  TestConfirmRequest,
} from '../../../shared/contracts/payments';
import { AppError } from '../../lib/app-error';
import { createPaymentProvider, StripePaymentProvider, TestPaymentProvider } from './providers';
import { activatePayment, createSubscription, failPayment, findOwnPayment, paymentStatus } from './service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config);

  app.post(
    '/create-subscription',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start a payment for a plan; returns the client secret for the payment form',
        body: CreateSubscriptionRequest,
        response: { 200: CreateSubscriptionResponse, ...errors },
      },
    },
    async (request) => createSubscription(app.db, provider, request.viewer!, request.body.plan),
  );

  app.get(
    '/payments/:paymentId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'A payment and whether premium is active',
        params: ConfirmPaymentRequest,
        response: { 200: PaymentStatusResponse, ...errors },
      },
    },
    async (request) => paymentStatus(app.db, request.viewer!, request.params.paymentId),
  );

  app.post(
    '/payments/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'After the browser confirms a payment, verify it with the provider and activate premium',
        body: ConfirmPaymentRequest,
        response: { 200: PaymentStatusResponse, ...errors },
      },
    },
    async (request) => {
      const p = await findOwnPayment(app.db, request.viewer!, request.body.paymentId);
      if (p.status === 'pending') {
        const verified = await provider.retrieveStatus(p.providerRef);
        if (verified.status === 'succeeded') await activatePayment(app.db, p.providerRef);
        if (verified.status === 'failed')
          await failPayment(app.db, p.providerRef, verified.message ?? 'The payment failed.');
      }
      return paymentStatus(app.db, request.viewer!, p.id);
    },
  );

  if (provider instanceof TestPaymentProvider) {
    app.post(
      '/payments/test/confirm',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['payments'],
          summary:
            'Test mode only: confirm a payment with a test card; success fires the same activation as a provider webhook',
          body: TestConfirmRequest,
          response: { 200: PaymentStatusResponse, ...errors },
        },
      },
      async (request) => {
        const p = await findOwnPayment(app.db, request.viewer!, request.body.paymentId);
        if (p.status === 'succeeded') return paymentStatus(app.db, request.viewer!, p.id);
        const verdict = provider.judgeCard(request.body.cardNumber);
        if (!verdict.ok) {
          await failPayment(app.db, p.providerRef, verdict.message);
          throw new AppError('PAYMENT_ERROR', verdict.message);
        }
        await activatePayment(app.db, p.providerRef);
        return paymentStatus(app.db, request.viewer!, p.id);
      },
    );
  }

  if (provider instanceof StripePaymentProvider) {
    // Stripe signs the raw body, so this route keeps the body as a string.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      webhook.post(
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
          if (event.type === 'payment_intent.succeeded') await activatePayment(app.db, event.data.object.id);
          if (event.type === 'payment_intent.payment_failed')
            await failPayment(
              app.db,
              event.data.object.id,
              event.data.object.last_payment_error?.message ?? 'The payment failed.',
            );
          return { received: true };
        },
      );
    });
  }
};

export default paymentRoutes;
