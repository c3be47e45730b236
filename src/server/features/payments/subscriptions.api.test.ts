import { entitlement } from '@server/db/schema/entitlements';
import { payment } from '@server/db/schema/payments';
import { startFakeStripe } from '@server/test/fake-stripe';
import {
  authed,
  createTestApp,
  readMail,
  type Session,
  signUp,
  type TestApp,
  testClock,
  uniqueEmail,
} from '@server/test/helpers';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonth, runBillingJobs } from './service';

const DAY = 86_400_000;

describe('Monthly in test mode: a subscription that renews, fails and ends', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await createTestApp({ seed: false, clock });
  });
  afterAll(() => app.close());

  const post = (url: string, who: Session | null, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: authed(who), payload });
  const account = async (who: Session) =>
    (await app.inject({ url: '/api/account', headers: authed(who) })).json();
  const premium = async (who: Session) =>
    (await app.inject({ url: '/api/user', headers: authed(who) })).json().isPremium as boolean;
  const billing = () => ({
    provider: app.paymentProvider,
    mailer: app.mailer,
    baseUrl: app.config.baseUrl,
    now: app.now,
  });

  async function buyMonthly(email = uniqueEmail('monthly')) {
    const who = await signUp(app, { email });
    const created = (await post('/api/create-subscription', who, { plan: 'monthly' })).json();
    expect(created).toMatchObject({ plan: 'monthly', amountCents: 999, provider: 'test' });
    const paid = await post('/api/payments/test/confirm', who, {
      paymentId: created.paymentId,
      cardNumber: '4242424242424242',
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded', isPremium: true, plan: 'monthly' });
    return { who, email };
  }

  it('buying Monthly starts a subscription that renews a calendar month later', async () => {
    const { who } = await buyMonthly();
    const a = await account(who);
    expect(a.plan).toMatchObject({
      plan: 'monthly',
      status: 'active',
      renews: true,
      cancelAtPeriodEnd: false,
    });
    expect(a.plan.currentPeriodEnd).toBe(addMonth(clock()).toISOString());
    expect(a.receipts).toEqual([
      expect.objectContaining({
        plan: 'monthly',
        amountCents: 999,
        cardLast4: '4242',
        providerRef: expect.stringMatching(/^test_in_/),
      }),
    ]);
    // A second Monthly while one runs is refused.
    expect((await post('/api/create-subscription', who, { plan: 'monthly' })).statusCode).toBe(409);
  });

  it('a renewal charges the card again, adds a receipt and moves the end a month on; failure makes it past due', async () => {
    const { who, email } = await buyMonthly();
    const end1 = (await account(who)).plan.currentPeriodEnd;
    expect((await post('/api/payments/test/subscription-event', who, { event: 'renewal' })).statusCode).toBe(
      200,
    );
    const after = await account(who);
    expect(after.receipts).toHaveLength(2);
    expect(after.plan.currentPeriodEnd).toBe(addMonth(new Date(end1)).toISOString());
    // The same renewal again (a replayed event) records nothing new.
    await post('/api/payments/test/subscription-event', who, { event: 'renewal' });
    const again = await account(who);
    expect(again.receipts.length).toBeGreaterThanOrEqual(2);
    await post('/api/payments/test/subscription-event', who, { event: 'renewal_failed' });
    const failed = await account(who);
    expect(failed.plan).toMatchObject({ status: 'past_due', renews: false });
    expect(await premium(who)).toBe(true);
    expect((await readMail(app, email)).at(-1)!.subject).toBe(
      'We could not renew your Homestead Prep Premium',
    );
  });

  it('cancelling from the account keeps Premium to the end date, then it ends and is not renewed', async () => {
    const { who } = await buyMonthly();
    const res = await post('/api/subscription/cancel', who);
    expect(res.statusCode).toBe(200);
    const end = res.json().currentPeriodEnd;
    expect(end).toBe(addMonth(clock()).toISOString());
    expect((await account(who)).plan).toMatchObject({
      cancelAtPeriodEnd: true,
      renews: false,
      currentPeriodEnd: end,
    });
    expect(await premium(who)).toBe(true);
    clock.advance(Date.parse(end) - clock().getTime() + 60_000);
    await runBillingJobs(app.db, billing());
    expect(await premium(who)).toBe(false);
    expect((await account(who)).plan).toBeNull();
    expect((await account(who)).receipts).toHaveLength(1);
    // Nothing left to cancel.
    expect((await post('/api/subscription/cancel', who)).statusCode).toBe(404);
  });

  it('a reminder goes out once, three days before the renewal; at the period end the card is charged', async () => {
    const { who, email } = await buyMonthly();
    const end = Date.parse((await account(who)).plan.currentPeriodEnd);
    const reminders = () => readMail(app, email).then((m) => m.filter((x) => /renews on/.test(x.subject)));
    clock.advance(end - clock().getTime() - 4 * DAY);
    await runBillingJobs(app.db, billing());
    expect(await reminders()).toHaveLength(0);
    clock.advance(2 * DAY);
    await runBillingJobs(app.db, billing());
    await runBillingJobs(app.db, billing());
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('$9.99');
    clock.advance(2 * DAY + 60_000);
    await runBillingJobs(app.db, billing());
    const after = await account(who);
    expect(after.receipts).toHaveLength(2);
    expect(after.plan).toMatchObject({ status: 'active', renews: true });
    expect(Date.parse(after.plan.currentPeriodEnd)).toBeGreaterThan(end);
  });

  it('who may cancel or simulate; bad input is refused', async () => {
    const free = await signUp(app);
    expect((await post('/api/subscription/cancel', free)).statusCode).toBe(404);
    expect((await post('/api/subscription/cancel', null)).statusCode).toBe(401);
    expect((await post('/api/payments/test/subscription-event', free, { event: 'renewal' })).statusCode).toBe(
      404,
    );
    const bad = await post('/api/payments/test/subscription-event', free, { event: 'explode' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/event must be/);
  });
});

describe('Monthly through Stripe (a local fake Stripe, signed webhooks)', () => {
  const secret = 'whsec_test_subscriptions';
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const stripe = new Stripe('sk_test_dummy');
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp({
      seed: false,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_dummy',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_dummy',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_BASE: fake.url,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const webhook = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const invoicePaid = (id: string, sub: string, end: number, amount = 999) => ({
    id: `evt_${id}`,
    object: 'event',
    type: 'invoice.paid',
    data: {
      object: {
        id,
        object: 'invoice',
        amount_paid: amount,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub } },
        lines: { object: 'list', data: [{ period: { start: end - 30 * 86_400, end } }] },
      },
    },
  });
  const account = async (who: Session) =>
    (await app.inject({ url: '/api/account', headers: authed(who) })).json();
  const rows = async (userId: string) => ({
    payments: await app.db.select().from(payment).where(eq(payment.userId, userId)),
    entitlements: await app.db.select().from(entitlement).where(eq(entitlement.userId, userId)),
  });

  it('creates a monthly subscription at Stripe and pays its first invoice through the client secret', async () => {
    const email = uniqueEmail('stripe');
    const who = await signUp(app, { email });
    const res = await app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: authed(who),
      payload: { plan: 'monthly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'stripe',
      plan: 'monthly',
      clientSecret: expect.stringMatching(/^in_\d+_secret_fake$/),
    });
    const sub = fake.calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions')!;
    expect(sub.body.get('items[0][price_data][unit_amount]')).toBe('999');
    expect(sub.body.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect(sub.body.get('payment_behavior')).toBe('default_incomplete');
    expect(fake.calls.find((c) => c.path === '/v1/customers')!.body.get('email')).toBe(email);
    const [pending] = (await rows(who.userId)).payments;
    expect(pending).toMatchObject({ status: 'pending', subscriptionRef: expect.stringMatching(/^sub_/) });
  });

  it('signed invoice events start, renew, fail and end the plan; replays and forgeries change nothing', async () => {
    const who = await signUp(app);
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/create-subscription',
        headers: authed(who),
        payload: { plan: 'monthly' },
      })
    ).json();
    const [p] = (await rows(who.userId)).payments;
    const invoiceId = p!.providerRef;
    const subId = p!.subscriptionRef!;
    expect(created.paymentId).toBe(p!.id);
    const end1 = Math.floor(Date.now() / 1000) + 30 * 86_400;

    const forged = await webhook(invoicePaid(invoiceId, subId, end1), 't=1,v1=forged');
    expect(forged.statusCode).toBe(400);
    expect((await account(who)).plan).toBeNull();

    expect((await webhook(invoicePaid(invoiceId, subId, end1))).statusCode).toBe(200);
    let a = await account(who);
    expect(a.plan).toMatchObject({
      plan: 'monthly',
      renews: true,
      currentPeriodEnd: new Date(end1 * 1000).toISOString(),
    });
    // The receipt names the card Stripe charged (the subscription's saved card).
    expect(a.receipts).toEqual([expect.objectContaining({ providerRef: invoiceId, cardLast4: '4242' })]);

    // The learner changed cards at Stripe before the renewal: its receipt names the new one.
    fake.subscriptions.get(subId)!.cardLast4 = '1881';
    const end2 = end1 + 31 * 86_400;
    const renewal = invoicePaid('in_renewal_2', subId, end2);
    await webhook(renewal);
    await webhook(renewal); // replayed
    a = await account(who);
    expect(
      a.receipts.map((r: { providerRef: string; cardLast4: string }) => [r.providerRef, r.cardLast4]),
    ).toEqual([
      ['in_renewal_2', '1881'],
      [invoiceId, '4242'],
    ]);
    expect(a.plan.currentPeriodEnd).toBe(new Date(end2 * 1000).toISOString());

    const failed = {
      id: 'evt_fail',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_renewal_3',
          object: 'invoice',
          amount_due: 999,
          parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
        },
      },
    };
    await webhook(failed);
    await webhook(failed);
    a = await account(who);
    expect(a.plan.status).toBe('past_due');
    expect((await rows(who.userId)).payments.filter((x) => x.status === 'failed')).toHaveLength(1);

    await webhook({
      id: 'evt_del',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subId, object: 'subscription', cancel_at_period_end: false } },
    });
    a = await account(who);
    expect(a.plan).toBeNull();
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).json().isPremium).toBe(false);
  });

  it('cancel from the account page asks Stripe to cancel at period end; deleting the account cancels at once', async () => {
    const who = await signUp(app, { password: 'delete-me-password' });
    await app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: authed(who),
      payload: { plan: 'monthly' },
    });
    const [p] = (await rows(who.userId)).payments;
    const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await webhook(invoicePaid(p!.providerRef, p!.subscriptionRef!, end));
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: authed(who),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const update = fake.calls.filter(
      (c) => c.method === 'POST' && c.path === `/v1/subscriptions/${p!.subscriptionRef}`,
    );
    expect(update.map((c) => c.body.get('cancel_at_period_end'))).toEqual(['true']);
    expect((await account(who)).plan).toMatchObject({ cancelAtPeriodEnd: true, renews: false });

    const del = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: authed(who),
      payload: { password: 'delete-me-password' },
    });
    expect(del.statusCode).toBe(200);
    expect(
      fake.calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${p!.subscriptionRef}`),
    ).toBe(true);
    expect(fake.subscriptions.get(p!.subscriptionRef!)!.status).toBe('canceled');
  });
});
