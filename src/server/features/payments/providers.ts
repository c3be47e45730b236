import { randomBytes } from 'node:crypto';
import type { Config } from '@server/config';
import { AppError } from '@server/lib/app-error';
import Stripe from 'stripe';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one payment provider, made from config at start (app.ts). */
    paymentProvider: PaymentProvider;
  }
}

export type ProviderStatus = 'pending' | 'succeeded' | 'failed';

/** The payment provider behind premium: Stripe when its keys are set, otherwise the labelled test provider. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test' | 'unavailable';
  createIntent(input: {
    paymentId: string;
    userId: string;
    plan: string;
    amountCents: number;
  }): Promise<{ providerRef: string; clientSecret: string }>;
  /** Asks the provider for an intent's real status (the "verified intent" path). */
  retrieveStatus(providerRef: string): Promise<{ status: ProviderStatus; message: string | null }>;
}

/**
 * Test mode: no money moves. It walks the same server path as Stripe: create a payment, confirm it
 * (cards 4242 4242 4242 4242 succeed, 4000 0000 0000 0002 is declined, like Stripe's test cards),
 * then a webhook-style event activates premium.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  async createIntent(input: { paymentId: string }) {
    const providerRef = `test_pi_${input.paymentId.replace(/-/g, '')}`;
    return { providerRef, clientSecret: `${providerRef}_secret_${randomBytes(12).toString('hex')}` };
  }
  async retrieveStatus(): Promise<{ status: ProviderStatus; message: string | null }> {
    // The test provider's state lives in our payment table; confirmation drives it.
    return { status: 'pending', message: null };
  }
  judgeCard(cardNumber: string): { ok: true } | { ok: false; message: string } {
    if (cardNumber === '4242424242424242') return { ok: true };
    if (cardNumber === '4000000000000002') return { ok: false, message: 'Your card was declined.' };
    return {
      ok: false,
      message:
        'Test mode accepts the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
    };
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  constructor(secretKey: string, options: Stripe.StripeConfig = {}) {
    this.stripe = new Stripe(secretKey, options);
  }
  async createIntent(input: { paymentId: string; userId: string; plan: string; amountCents: number }) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata: { paymentId: input.paymentId, userId: input.userId, plan: input.plan },
      },
      { idempotencyKey: `create-${input.paymentId}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { providerRef: intent.id, clientSecret: intent.client_secret };
  }
  async retrieveStatus(providerRef: string) {
    const intent = await this.stripe.paymentIntents.retrieve(providerRef);
    if (intent.status === 'succeeded') return { status: 'succeeded' as const, message: null };
    if (intent.status === 'canceled' || intent.status === 'requires_payment_method')
      return {
        status: intent.last_payment_error ? ('failed' as const) : ('pending' as const),
        message: intent.last_payment_error?.message ?? null,
      };
    return { status: 'pending' as const, message: null };
  }
}

/**
 * Production with no Stripe keys and no PAYMENT_PROVIDER=test: nobody may buy (and nobody may grant
 * themselves Premium through the test cards) until Stripe is configured.
 */
export class UnavailablePaymentProvider implements PaymentProvider {
  readonly name = 'unavailable' as const;
  async createIntent(): Promise<never> {
    throw paymentsUnavailable();
  }
  async retrieveStatus(): Promise<never> {
    throw paymentsUnavailable();
  }
}

export function paymentsUnavailable() {
  return new AppError('UNAVAILABLE', 'Payments are not set up on this server yet. Please try again later.');
}

/**
 * Stripe when its keys are set; otherwise the labelled test provider, except in production, where it
 * runs only when PAYMENT_PROVIDER=test says so on purpose (the server then warns at start).
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    // STRIPE_API_BASE points the SDK at another Stripe API (a local fake in tests); Stripe's own otherwise.
    const api = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    return new StripePaymentProvider(
      config.STRIPE_SECRET_KEY,
      api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
            maxNetworkRetries: 0,
            timeout: 2000,
          }
        : {},
    );
  }
  if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER !== 'test')
    return new UnavailablePaymentProvider();
  return new TestPaymentProvider();
}
