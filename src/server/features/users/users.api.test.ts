import { user } from '@server/db/schema/auth';
import { feedback } from '@server/db/schema/feedback';
import { learnerProfile } from '@server/db/schema/learners';
import {
  authed,
  createCallers,
  createTestApp,
  lastMail,
  signInGuest,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  testClock,
  uniqueEmail,
} from '@server/test/helpers';
import { levelForPoints } from '@shared/learning/points';
import { localDay } from '@shared/learning/streak';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  callers = await createCallers(app);
});
afterAll(() => app.close());

describe('GET /api/user', () => {
  it('returns the spec user fields for a signed-up learner', async () => {
    const res = await app.inject({ url: '/api/user', headers: authed(callers.free) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Fran',
      lastName: 'Free',
      subscriptionStatus: 'free',
      isPremium: false,
      selectedState: null,
      currentStreak: 0,
      longestStreak: 0,
      level: 1,
      totalPoints: 0,
      isGuest: false,
      role: 'user',
    });
  });

  it('marks a guest as a guest with no email', async () => {
    const res = await app.inject({ url: '/api/user', headers: authed(callers.guest) });
    expect(res.json()).toMatchObject({ isGuest: true, email: null, firstName: null, isPremium: false });
  });

  it('reports premium only from a server entitlement', async () => {
    const res = await app.inject({ url: '/api/user', headers: authed(callers.premium) });
    expect(res.json()).toMatchObject({
      isPremium: true,
      subscriptionStatus: 'premium',
      premiumPlan: 'lifetime',
    });
  });

  it('reports the admin role', async () => {
    const res = await app.inject({ url: '/api/user', headers: authed(callers.admin) });
    expect(res.json().role).toBe('admin');
  });

  it('answers 401 in the error shape for a visitor with no session', async () => {
    const res = await app.inject('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/user/state', () => {
  it('saves a premium learner state, which GET /api/user then returns', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/state',
      headers: authed(callers.premium),
      payload: { stateCode: 'TX' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ selectedState: 'TX' });
    const user = await app.inject({ url: '/api/user', headers: authed(callers.premium) });
    expect(user.json().selectedState).toBe('TX');
  });

  it('rejects a code that is not one of the 50 states with a clear 400, storing nothing', async () => {
    for (const stateCode of ['PR', 'tx', 'XX', '', 42]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/state',
        headers: authed(callers.premium),
        payload: { stateCode },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
      expect(res.json().error.message).toContain('stateCode');
    }
    const user = await app.inject({ url: '/api/user', headers: authed(callers.premium) });
    expect(user.json().selectedState).toBe('TX');
  });

  it('is for premium learners: free and guest get 403 PREMIUM_REQUIRED, a visitor 401', async () => {
    for (const who of [callers.free, callers.guest]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/state',
        headers: authed(who),
        payload: { stateCode: 'OH' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PREMIUM_REQUIRED');
    }
    const [row] = await app.db
      .select()
      .from(learnerProfile)
      .where(eq(learnerProfile.userId, callers.free.userId));
    expect(row?.selectedState ?? null).toBeNull();
    const anon = await app.inject({ method: 'POST', url: '/api/user/state', payload: { stateCode: 'OH' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/profile', () => {
  it('updates names and time zone', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authed(callers.free),
      payload: { firstName: 'Francesca', timeZone: 'America/Chicago' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Francesca');
  });

  it('rejects an unknown time zone', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authed(callers.free),
      payload: { timeZone: 'Mars/Olympus' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/timeZone/);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/onboarding-complete', () => {
  it('records completion for any learner, guests included', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/onboarding-complete',
      headers: authed(callers.guest),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(learnerProfile)
      .where(eq(learnerProfile.userId, callers.guest.userId));
    expect(row?.onboardingCompletedAt).toBeInstanceOf(Date);
  });

  it('needs a session', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/onboarding-complete', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('accounts', () => {
  it('a guest who signs in to an existing account merges: points add up, level, streak and onboarding follow', async () => {
    const email = uniqueEmail('merge');
    const owner = await signUp(app, { email, password: 'correct-horse-battery' });
    await app.inject({ url: '/api/user', headers: authed(owner) });
    await app.db
      .update(learnerProfile)
      .set({ totalPoints: 30, level: 1, currentStreak: 1, longestStreak: 4, lastActiveDay: '2026-01-01' })
      .where(eq(learnerProfile.userId, owner.userId));
    const guest = await signInGuest(app);
    await app.inject({ url: '/api/user', headers: authed(guest) });
    const today = localDay(new Date(), 'UTC');
    await app.db
      .update(learnerProfile)
      .set({ totalPoints: 90, level: 2, currentStreak: 3, longestStreak: 3, lastActiveDay: today })
      .where(eq(learnerProfile.userId, guest.userId));
    await app.inject({ method: 'POST', url: '/api/user/onboarding-complete', headers: authed(guest) });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: authed(guest),
      payload: { email, password: 'correct-horse-battery' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const [merged] = await app.db
      .select()
      .from(learnerProfile)
      .where(eq(learnerProfile.userId, owner.userId));
    expect(merged).toMatchObject({
      totalPoints: 120,
      level: levelForPoints(120),
      currentStreak: 3,
      longestStreak: 4,
      lastActiveDay: today,
    });
    expect(levelForPoints(120)).toBe(2);
    expect(merged!.onboardingCompletedAt).not.toBeNull();
  });

  it('a guest who signs up keeps their progress', async () => {
    const guest = await signInGuest(app);
    await app.inject({ url: '/api/user', headers: authed(guest) });
    await app.db
      .update(learnerProfile)
      .set({
        totalPoints: 40,
        currentStreak: 2,
        longestStreak: 2,
        lastActiveDay: localDay(new Date(), 'UTC'),
      })
      .where(eq(learnerProfile.userId, guest.userId));
    await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: authed(guest),
      payload: { rating: 5, feedback: 'Stories are great' },
    });
    const account = await signUp(app, { name: 'Gina Guest', cookie: guest.cookie });
    expect(account.userId).not.toBe(guest.userId);
    const res = await app.inject({ url: '/api/user', headers: authed(account) });
    expect(res.json()).toMatchObject({
      isGuest: false,
      totalPoints: 40,
      currentStreak: 2,
      firstName: 'Gina',
    });
    const rows = await app.db.select().from(feedback).where(eq(feedback.userId, account.userId));
    expect(rows).toHaveLength(1);
  });

  it('signs out and back in with email and password, sessions in httpOnly cookies', async () => {
    const email = uniqueEmail('cycle');
    const first = await signUp(app, { email, password: 'a-long-password' });
    const cookies = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: 'a-long-password' },
    });
    expect(cookies.statusCode).toBe(200);
    const setCookie = String(cookies.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: authed(first),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: authed(first) })).statusCode).toBe(401);
  });

  it('refuses a wrong password and a short password with clear messages', async () => {
    const email = uniqueEmail('wrong');
    await signUp(app, { email, password: 'right-password' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: 'nope-nope-nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toMatch(/invalid/i);
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail(), password: 'short', name: 'S' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/password/i);
  });

  it('ADMIN_EMAILS makes an account an admin only once its owner has confirmed the address', async () => {
    const adminApp = await createTestApp({ seed: false, env: { ADMIN_EMAILS: 'rita@example.com' } });
    try {
      // Anyone can sign up with the address; until the emailed link is opened it is a plain account.
      const s = await signUp(adminApp, { email: 'rita@example.com', name: 'Rita Owner' });
      const before = (await adminApp.inject({ url: '/api/user', headers: authed(s) })).json();
      expect(before).toMatchObject({ role: 'user', emailVerified: false });
      const mail = await lastMail(adminApp, 'rita@example.com', /Confirm your email/);
      const opened = await adminApp.inject({ url: mail.path, headers: authed(s) });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/email-verified');
      const after = (await adminApp.inject({ url: '/api/user', headers: authed(s) })).json();
      expect(after).toMatchObject({ role: 'admin', emailVerified: true });
      const other = await signUp(adminApp, { email: 'someone@example.com', verified: true });
      expect((await adminApp.inject({ url: '/api/user', headers: authed(other) })).json().role).toBe('user');
      const [plain] = await adminApp.db
        .select({ role: user.role })
        .from(user)
        .where(eq(user.id, other.userId));
      expect(plain?.role).toBe('user');
    } finally {
      await adminApp.close();
    }
  });
});

describe('rate limits', () => {
  const guessFrom = (app: TestApp, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email: 'victim@example.com', password: 'guess-123456' },
    });

  it('a forged X-Forwarded-For does not reset the limit (proxies are not trusted by default)', async () => {
    const limited = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await guessFrom(limited, `203.0.113.${i}`)).statusCode);
      expect(codes.slice(3)).toEqual([429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY=1) the limit follows the address the proxy saw', async () => {
    const proxied = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await guessFrom(proxied, '198.51.100.7')).statusCode);
      expect(codes[3]).toBe(429);
      expect((await guessFrom(proxied, '198.51.100.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('limits sign-in attempts per minute', async () => {
    const limited = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: TEST_ORIGIN },
          payload: { email: 'x@example.com', password: 'whatever-123' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3).every((c) => c === 401)).toBe(true);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits on signed-in routes', () => {
  it('calls without a session are counted too, and a forged address does not reset them', async () => {
    const limited = await createTestApp({ seed: false, env: { API_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await limited.inject({ url: '/api/user', headers: { 'x-forwarded-for': `192.0.2.${i}` } }))
            .statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('per-account sign-in backoff', () => {
  it('after 5 wrong passwords the account waits, whatever address the guesses come from', async () => {
    const clock = testClock();
    const guarded = await createTestApp({ seed: false, clock, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
    try {
      const email = uniqueEmail('backoff');
      await signUp(guarded, { email, password: 'correct-horse-battery' });
      const signIn = (password: string, i: number) =>
        guarded.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email, password },
        });
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await signIn('wrong-guess-000', i)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401]);
      const blocked = await signIn('correct-horse-battery', 9);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Try again in 1 minute/),
      });
      clock.advance(61_000);
      expect((await signIn('correct-horse-battery', 10)).statusCode).toBe(200);
      // The success cleared the record: one wrong guess is just a wrong guess again.
      expect((await signIn('wrong-guess-000', 11)).statusCode).toBe(401);
    } finally {
      await guarded.close();
    }
  });
});
