import { randomUUID } from 'node:crypto';
import { session, user } from '@server/db/schema/auth';
import { feedback } from '@server/db/schema/feedback';
import { payment } from '@server/db/schema/payments';
import {
  authed,
  createTestApp,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  uniqueEmail,
} from '@server/test/helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const get = (url: string, who: Session | null) => app.inject({ url, headers: authed(who) });
const send = (method: 'PATCH' | 'DELETE' | 'POST', url: string, who: Session | null, payload: object) =>
  app.inject({ method, url, headers: authed(who), payload });

async function buyLifetime(who: Session) {
  const { paymentId } = (await send('POST', '/api/create-subscription', who, { plan: 'lifetime' })).json();
  const res = await send('POST', '/api/payments/test/confirm', who, {
    paymentId,
    cardNumber: '4242 4242 4242 4242',
  });
  expect(res.statusCode).toBe(200);
  return paymentId as string;
}

async function answerOne(who: Session) {
  const started = await get('/api/quiz/questions?type=quick', who);
  expect(started.statusCode, started.body).toBe(200);
  const round = started.json();
  const q = round.questions[0];
  const res = await send('POST', '/api/quiz/answer', who, {
    answerId: randomUUID(),
    sessionId: round.sessionId,
    questionId: q.id,
    selectedAnswer: q.options[0],
    confidenceLevel: 'confident',
    timeSpent: 12,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/account', () => {
  it('shows the name, address, plan and receipts with the last four digits and the provider reference', async () => {
    const email = uniqueEmail('acct');
    const learner = await signUp(app, { email, name: 'Rosa Diaz' });
    const before = (await get('/api/account', learner)).json();
    expect(before).toMatchObject({
      isGuest: false,
      name: 'Rosa Diaz',
      firstName: 'Rosa',
      lastName: 'Diaz',
      email,
      emailVerified: false,
      plan: null,
      receipts: [],
    });
    const paymentId = await buyLifetime(learner);
    const after = (await get('/api/account', learner)).json();
    expect(after.plan).toMatchObject({
      plan: 'lifetime',
      status: 'active',
      currentPeriodEnd: null,
      renews: false,
    });
    expect(after.receipts).toEqual([
      expect.objectContaining({
        id: paymentId,
        plan: 'lifetime',
        amountCents: 2999,
        currency: 'usd',
        cardLast4: '4242',
        provider: 'test',
        providerRef: expect.stringMatching(/^test_pi_/),
        date: expect.any(String),
      }),
    ]);
  });

  it('a guest sees what signing up would keep; a visitor is refused', async () => {
    const guest = await signInGuest(app);
    await answerOne(guest);
    const res = (await get('/api/account', guest)).json();
    expect(res).toMatchObject({ isGuest: true, email: null, name: null, plan: null });
    expect(res.totals.answers).toBe(1);
    expect((await get('/api/account', null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/account/name', () => {
  it('changes the name everywhere it shows', async () => {
    const learner = await signUp(app, { name: 'Old Name' });
    const res = await send('PATCH', '/api/account/name', learner, { firstName: 'Nora', lastName: 'Quinn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nora Quinn', firstName: 'Nora', lastName: 'Quinn' });
    expect((await get('/api/user', learner)).json()).toMatchObject({ firstName: 'Nora', lastName: 'Quinn' });
  });

  it('refuses an empty or overlong name and guests, storing nothing', async () => {
    const learner = await signUp(app, { name: 'Kept Name' });
    const empty = await send('PATCH', '/api/account/name', learner, { firstName: '  ', lastName: 'X' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/firstName/);
    const long = await send('PATCH', '/api/account/name', learner, { firstName: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect((await get('/api/account', learner)).json().name).toBe('Kept Name');
    const guest = await signInGuest(app);
    expect((await send('PATCH', '/api/account/name', guest, { firstName: 'G' })).statusCode).toBe(403);
    expect((await send('PATCH', '/api/account/name', null, { firstName: 'V' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/export', () => {
  it('downloads everything we hold about the learner as JSON, with no secrets', async () => {
    const email = uniqueEmail('export');
    const learner = await signUp(app, { email, name: 'Ezra Export' });
    await answerOne(learner);
    await buyLifetime(learner);
    const res = await get('/api/account/export', learner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="homestead-prep-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ email, name: 'Ezra Export', isGuest: false });
    expect(data.answers).toHaveLength(1);
    expect(data.payments).toEqual([expect.objectContaining({ status: 'succeeded', cardLast4: '4242' })]);
    expect(data.entitlements).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    const text = res.body;
    expect(text).not.toMatch(/"password"|"token"|clientSecret|client_secret/);
    // Nobody else's rows.
    const other = await signUp(app);
    expect((await get('/api/account/export', other)).json().answers).toEqual([]);
    expect((await get('/api/account/export', null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it("needs the password; then removes the learner's data and keeps only the settled payments, with no owner", async () => {
    const email = uniqueEmail('delete');
    const learner = await signUp(app, { email, password: 'my-delete-password' });
    await answerOne(learner);
    const paidId = await buyLifetime(learner);
    const { paymentId: pendingId } = (
      await send('POST', '/api/create-subscription', learner, { plan: 'monthly' })
    ).json();
    await send('POST', '/api/feedback', learner, { rating: 5, feedback: 'Great stories' });
    const wrong = await send('DELETE', '/api/account', learner, { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('That password is not right.');
    expect((await get('/api/user', learner)).statusCode).toBe(200);
    const missing = await send('DELETE', '/api/account', learner, {});
    expect(missing.statusCode).toBe(400);

    const res = await send('DELETE', '/api/account', learner, { password: 'my-delete-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your account and your learning data are deleted.',
      keptReceipts: 1,
    });
    expect(String(res.headers['set-cookie'])).toMatch(/homestead\.session_token=; Path=\/; Max-Age=0/);
    expect((await get('/api/user', learner)).statusCode).toBe(401);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await app.db.select().from(session).where(eq(session.userId, learner.userId))).toEqual([]);
    expect(await app.db.select().from(feedback).where(eq(feedback.userId, learner.userId))).toEqual([]);
    const [kept] = await app.db.select().from(payment).where(eq(payment.id, paidId));
    expect(kept).toMatchObject({ userId: null, status: 'succeeded', amountCents: 2999, cardLast4: '4242' });
    expect(await app.db.select().from(payment).where(eq(payment.id, pendingId))).toEqual([]);
    // The address is free again.
    await signUp(app, { email });
  });

  it('guests and visitors cannot delete an account', async () => {
    const guest = await signInGuest(app);
    expect((await send('DELETE', '/api/account', guest, { password: 'x' })).statusCode).toBe(403);
    expect((await send('DELETE', '/api/account', null, { password: 'x' })).statusCode).toBe(401);
  });
});
