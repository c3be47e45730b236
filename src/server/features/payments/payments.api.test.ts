import { entitlement } from '@server/db/schema/entitlements';
import { payment } from '@server/db/schema/payments';
import { startFakeStripe } from '@server/test/fake-stripe';
import { authed, createTestApp, type Session, signInGuest, signUp, type TestApp } from '@server/test/helpers';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

async function create(who: Session | null, plan?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: authed(who),
    payload: plan ? { plan } : {},
  });
}
async function confirm(who: Session, paymentId: string, cardNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers: authed(who),
    payload: { paymentId, cardNumber },
  });
}
const isPremium = async (who: Session) =>
  (await app.inject({ url: '/api/user', headers: authed(who) })).json().isPremium as boolean;

describe('test payment provider', () => {
  it('creates a payment for a plan and grants premium only after the card is confirmed', async () => {
    const learner = await signUp(app);
    const res = await create(learner, 'lifetime');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'test', plan: 'lifetime', amountCents: 2999 });
    expect(body.clientSecret).toMatch(/^test_pi_.+_secret_/);
    expect(await isPremium(learner)).toBe(false);
    const ok = await confirm(learner, body.paymentId, '4242 4242 4242 4242');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'succeeded', isPremium: true });
    const user = (await app.inject({ url: '/api/user', headers: authed(learner) })).json();
    expect(user).toMatchObject({
      isPremium: true,
      subscriptionStatus: 'premium',
      premiumPlan: 'lifetime',
      premiumExpiresAt: null,
    });
    // A repeated confirmation (like a repeated webhook) grants nothing twice.
    await confirm(learner, body.paymentId, '4242424242424242');
    expect(
      await app.db.select().from(entitlement).where(eq(entitlement.userId, learner.userId)),
    ).toHaveLength(1);
  });

  it('a declined card fails with the provider message and grants nothing', async () => {
    const learner = await signUp(app);
    const { paymentId } = (await create(learner, 'monthly')).json();
    const res = await confirm(learner, paymentId, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: 'PAYMENT_ERROR', message: 'Your card was declined.' });
    expect(await isPremium(learner)).toBe(false);
    const [row] = await app.db.select().from(payment).where(eq(payment.id, paymentId));
    expect(row).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('validates the plan, the payment id and the card number', async () => {
    const learner = await signUp(app);
    const badPlan = await create(learner, 'weekly');
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().error.message).toMatch(/plan must be lifetime or monthly/);
    const badId = await confirm(learner, 'nope', '4242424242424242');
    expect(badId.statusCode).toBe(400);
    const { paymentId } = (await create(learner, 'monthly')).json();
    const badCard = await confirm(learner, paymentId, '42');
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().error.message).toMatch(/cardNumber/);
    expect(await isPremium(learner)).toBe(false);
  });

  it("guests must create an account first; visitors are refused; nobody confirms another account's payment", async () => {
    const guest = await signInGuest(app);
    const res = await create(guest, 'monthly');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Create an account first/);
    expect((await create(null, 'monthly')).statusCode).toBe(401);
    const owner = await signUp(app);
    const thief = await signUp(app);
    const { paymentId } = (await create(owner, 'lifetime')).json();
    expect((await confirm(thief, paymentId, '4242424242424242')).statusCode).toBe(404);
    expect(await isPremium(thief)).toBe(false);
    expect(await isPremium(owner)).toBe(false);
  });

  it('lifetime members are not charged again', async () => {
    const learner = await signUp(app);
    const { paymentId } = (await create(learner, 'lifetime')).json();
    await confirm(learner, paymentId, '4242424242424242');
    const again = await create(learner, 'monthly');
    expect(again.statusCode).toBe(409);
  });

  it('GET /api/payments/:id and POST /api/payments/confirm report the status to its owner', async () => {
    const learner = await signUp(app);
    const { paymentId } = (await create(learner, 'monthly')).json();
    const pending = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: authed(learner),
      payload: { paymentId },
    });
    expect(pending.json()).toMatchObject({ status: 'pending', isPremium: false });
    await confirm(learner, paymentId, '4242424242424242');
    const done = await app.inject({ url: `/api/payments/${paymentId}`, headers: authed(learner) });
    expect(done.json()).toMatchObject({ status: 'succeeded', isPremium: true });
  });
});

describe('Stripe webhook', () => {
  it('activates premium from a correctly signed payment_intent.succeeded event and refuses a bad signature', async () => {
    const secret = 'whsec_test_secret';
    const fake = await startFakeStripe();
    fake.paymentIntents.set('pi_test_123', { status: 'succeeded', cardLast4: '5556' });
    const stripeApp = await createTestApp({
      seed: false,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_dummy',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_dummy',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_BASE: fake.url,
      },
    });
    try {
      const learner = await signUp(stripeApp);
      await stripeApp.db.insert(payment).values({
        userId: learner.userId,
        plan: 'lifetime',
        amountCents: 2999,
        provider: 'stripe',
        providerRef: 'pi_test_123',
        clientSecret: 'pi_test_123_secret',
      });
      const event = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_test_123', object: 'payment_intent' } },
      });
      const stripe = new Stripe('sk_test_dummy');
      const forged = await stripeApp.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
        payload: event,
      });
      expect(forged.statusCode).toBe(400);
      const header = stripe.webhooks.generateTestHeaderString({ payload: event, secret });
      const res = await stripeApp.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: event,
      });
      expect(res.statusCode).toBe(200);
      const user = (await stripeApp.inject({ url: '/api/user', headers: authed(learner) })).json();
      expect(user).toMatchObject({ isPremium: true, premiumPlan: 'lifetime' });
      // The receipt names the card that paid, as Stripe reports it for the intent.
      const account = (await stripeApp.inject({ url: '/api/account', headers: authed(learner) })).json();
      expect(account.receipts).toEqual([
        expect.objectContaining({ providerRef: 'pi_test_123', cardLast4: '5556' }),
      ]);
      // The test-mode confirmation route does not exist when Stripe is configured.
      expect(
        (
          await stripeApp.inject({
            method: 'POST',
            url: '/api/payments/test/confirm',
            headers: authed(learner),
            payload: {},
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await stripeApp.close();
      await fake.close();
    }
  });
});

describe('payments in production', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'a-production-secret-of-enough-length-0123',
  };

  it('with no Stripe keys nobody can buy or grant themselves Premium: 503, nothing stored, no test route', async () => {
    const logLines: string[] = [];
    const prod = await createTestApp({ seed: false, env: production, logLines });
    try {
      const learner = await signUp(prod);
      const res = await prod.inject({
        method: 'POST',
        url: '/api/create-subscription',
        headers: authed(learner),
        payload: { plan: 'lifetime' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/not set up/),
      });
      expect(await prod.db.select().from(payment).where(eq(payment.userId, learner.userId))).toHaveLength(0);
      const testConfirm = await prod.inject({
        method: 'POST',
        url: '/api/payments/test/confirm',
        headers: authed(learner),
        payload: { paymentId: '00000000-0000-0000-0000-000000000000', cardNumber: '4242424242424242' },
      });
      expect(testConfirm.statusCode).toBe(404);
      expect((await prod.inject('/api/config')).json().payments.provider).toBe('unavailable');
      expect(logLines.some((l) => /Payments are off/.test(l))).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('PAYMENT_PROVIDER=test turns the test provider on in production on purpose, with a warning', async () => {
    const logLines: string[] = [];
    const prod = await createTestApp({
      seed: false,
      env: { ...production, PAYMENT_PROVIDER: 'test' },
      logLines,
    });
    try {
      expect((await prod.inject('/api/config')).json().payments.provider).toBe('test');
      expect(logLines.some((l) => /PAYMENT_PROVIDER=test/.test(l) && JSON.parse(l).level === 40)).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('when Stripe cannot be reached', () => {
  it('create-subscription answers 502 PAYMENT_ERROR and leaves no payment row behind', async () => {
    // A port nothing listens on: the SDK's connection is refused at once.
    const { createServer } = await import('node:net');
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const offline = await createTestApp({
      seed: false,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_dummy',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_dummy',
        STRIPE_WEBHOOK_SECRET: 'whsec_dummy',
        STRIPE_API_BASE: `http://127.0.0.1:${closedPort}`,
      },
    });
    try {
      const learner = await signUp(offline);
      const res = await offline.inject({
        method: 'POST',
        url: '/api/create-subscription',
        headers: authed(learner),
        payload: { plan: 'monthly' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({
        code: 'PAYMENT_ERROR',
        message: expect.stringMatching(/could not be reached/),
      });
      expect(await offline.db.select().from(payment).where(eq(payment.userId, learner.userId))).toHaveLength(
        0,
      );
    } finally {
      await offline.close();
    }
  });
});
