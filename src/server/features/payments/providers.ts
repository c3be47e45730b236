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
  /** Asks the provider for an intent's (or a subscription invoice's) real status. */
  retrieveStatus(providerRef: string): Promise<{ status: ProviderStatus; message: string | null }>;
  /**
   * Starts a monthly subscription whose first invoice is paid through the returned client secret:
   * `subscriptionRef` names the subscription, `providerRef` its first invoice.
   */
  createSubscription(input: {
    paymentId: string;
    userId: string;
    email: string;
    amountCents: number;
  }): Promise<{ subscriptionRef: string; providerRef: string; clientSecret: string }>;
  /** Stops a subscription renewing: at the end of the paid period, or at once (an account deleted). */
  cancelSubscription(subscriptionRef: string, when: { atPeriodEnd: boolean }): Promise<void>;
  /**
   * The last four digits of the card that paid, for the receipt: a one-time intent's card, or the
   * card a subscription charges. Null when the provider cannot say (the receipt then shows none).
   */
  cardLast4(paid: { paymentIntent: string } | { subscription: string }): Promise<string | null>;
}

/** Stripe's fixed id for the monthly plan's product (made on first use). */
export const MONTHLY_PRODUCT_ID = 'homestead_prep_premium_monthly';

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
  /** Its subscriptions live in our tables; renewals, failures and cancellation come as test events. */
  async createSubscription(input: { paymentId: string }) {
    const id = input.paymentId.replace(/-/g, '');
    const providerRef = `test_in_${id}`;
    return {
      subscriptionRef: `test_sub_${id}`,
      providerRef,
      clientSecret: `${providerRef}_secret_${randomBytes(12).toString('hex')}`,
    };
  }
  async cancelSubscription() {}
  async cardLast4() {
    // Test mode records the digits when the test card is confirmed (confirmTestPayment).
    return null;
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
  async createSubscription(input: { paymentId: string; userId: string; email: string; amountCents: number }) {
    await this.ensureMonthlyProduct();
    const customer = await this.stripe.customers.create(
      { email: input.email, metadata: { userId: input.userId } },
      { idempotencyKey: `customer-${input.paymentId}` },
    );
    const sub = await this.stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [
          {
            price_data: {
              currency: 'usd',
              product: MONTHLY_PRODUCT_ID,
              unit_amount: input.amountCents,
              recurring: { interval: 'month' },
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { paymentId: input.paymentId, userId: input.userId, plan: 'monthly' },
      },
      { idempotencyKey: `subscription-${input.paymentId}` },
    );
    const invoice = sub.latest_invoice;
    const secret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
    if (!invoice || typeof invoice !== 'object' || !invoice.id || !secret)
      throw new Error('Stripe returned no invoice to pay');
    return { subscriptionRef: sub.id, providerRef: invoice.id, clientSecret: secret };
  }
  private productReady = false;
  private async ensureMonthlyProduct() {
    if (this.productReady) return;
    try {
      await this.stripe.products.retrieve(MONTHLY_PRODUCT_ID);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      await this.stripe.products.create({ id: MONTHLY_PRODUCT_ID, name: 'Homestead Prep Premium, Monthly' });
    }
    this.productReady = true;
  }
  async cancelSubscription(subscriptionRef: string, when: { atPeriodEnd: boolean }) {
    if (when.atPeriodEnd)
      await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
    else await this.stripe.subscriptions.cancel(subscriptionRef);
  }
  async cardLast4(paid: { paymentIntent: string } | { subscription: string }) {
    try {
      if ('paymentIntent' in paid) {
        const intent = await this.stripe.paymentIntents.retrieve(paid.paymentIntent, {
          expand: ['payment_method'],
        });
        const method = intent.payment_method;
        return (method && typeof method === 'object' && method.card?.last4) || null;
      }
      // Subscriptions save the paying card as their default (save_default_payment_method).
      const sub = await this.stripe.subscriptions.retrieve(paid.subscription, {
        expand: ['default_payment_method'],
      });
      const method = sub.default_payment_method;
      return (method && typeof method === 'object' && method.card?.last4) || null;
    } catch {
      // A receipt without the digits rather than a payment event that fails and is sent again.
      return null;
    }
  }
  async retrieveStatus(providerRef: string) {
    if (providerRef.startsWith('in_')) {
      const invoice = await this.stripe.invoices.retrieve(providerRef);
      if (invoice.status === 'paid') return { status: 'succeeded' as const, message: null };
      if (invoice.status === 'void' || invoice.status === 'uncollectible')
        return { status: 'failed' as const, message: 'The payment failed.' };
      return { status: 'pending' as const, message: null };
    }
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
  async createSubscription(): Promise<never> {
    throw paymentsUnavailable();
  }
  async cancelSubscription(): Promise<never> {
    throw paymentsUnavailable();
  }
  async cardLast4() {
    return null;
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
