import { session, user } from '@server/db/schema/auth';
import { feedback } from '@server/db/schema/feedback';
import { learnerProfile } from '@server/db/schema/learners';
import {
  authed,
  createCallers,
  createTestApp,
  lastMail,
  signInGuest,
  signOut,
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

describe('GET /api/me (who is signed in, in one request)', () => {
  const DAY = 86_400_000;
  const SESSION_DAYS = 30;
  const tokenOf = (who: { cookie: string }) =>
    decodeURIComponent(/homestead\.session_token=([^;]*)/.exec(who.cookie)![1]!).split('.')[0]!;
  const sessionRow = async (who: { cookie: string }) =>
    (
      await app.db
        .select()
        .from(session)
        .where(eq(session.token, tokenOf(who)))
    )[0]!;
  /** Moves the session back in time as if it was last extended `days` ago. */
  const ageSession = (who: { cookie: string }, days: number) =>
    app.db
      .update(session)
      .set({
        expiresAt: new Date(Date.now() + (SESSION_DAYS - days) * DAY),
        updatedAt: new Date(Date.now() - days * DAY),
      })
      .where(eq(session.token, tokenOf(who)));
  const sessionCookies = (res: { headers: Record<string, unknown> }) =>
    ([] as string[])
      .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
      .filter((c) => c.startsWith('homestead.session_token='));

  it('answers guest, free, premium and admin with the same learner GET /api/user answers', async () => {
    for (const who of [callers.guest, callers.free, callers.premium, callers.admin]) {
      const me = await app.inject({ url: '/api/me', headers: authed(who) });
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      const viaUser = await app.inject({ url: '/api/user', headers: authed(who) });
      expect(me.json()).toEqual(viaUser.json());
      expect(me.json().id).toBe(who.userId);
    }
    expect((await app.inject({ url: '/api/me', headers: authed(callers.premium) })).json()).toMatchObject({
      isPremium: true,
      role: 'user',
    });
    expect((await app.inject({ url: '/api/me', headers: authed(callers.admin) })).json().role).toBe('admin');
    expect((await app.inject({ url: '/api/me', headers: authed(callers.guest) })).json()).toMatchObject({
      isGuest: true,
      email: null,
    });
  });

  it('answers a visitor 200 with null (no failed request on a first visit), and sets no cookie', async () => {
    const res = await app.inject('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers null to a forged or signed-out cookie, creating no session or profile', async () => {
    const sessionsBefore = (await app.db.select().from(session)).length;
    const profilesBefore = (await app.db.select().from(learnerProfile)).length;
    const forged = await app.inject({
      url: '/api/me',
      headers: { cookie: 'homestead.session_token=not-a-real-token.forgedsignature' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toBeNull();

    const who = await signInGuest(app);
    const out = await signOut(app, who);
    expect(out.statusCode).toBe(200);
    const afterSignOut = await app.inject({ url: '/api/me', headers: authed(who) });
    expect(afterSignOut.statusCode).toBe(200);
    expect(afterSignOut.json()).toBeNull();
    // The new guest's own session went with its sign-out; nothing else was made.
    expect((await app.db.select().from(session)).length).toBe(sessionsBefore);
    expect((await app.db.select().from(learnerProfile)).length).toBe(profilesBefore);
    expect(await app.inject({ method: 'POST', url: '/api/me', headers: authed(callers.free) })).toMatchObject(
      { statusCode: 404 },
    );
  });

  it('extends a session past its refresh point and renews its cookie, as get-session does', async () => {
    const who = await signUp(app, { name: 'Sam Slider' });
    // A fresh session is left as it is: no cookie, the same expiry.
    const fresh = await sessionRow(who);
    const first = await app.inject({ url: '/api/me', headers: authed(who) });
    expect(first.json().id).toBe(who.userId);
    expect(sessionCookies(first)).toEqual([]);
    expect((await sessionRow(who)).expiresAt).toEqual(fresh.expiresAt);

    // Last extended a day and a bit ago (updateAge is a day): 29 days left.
    await ageSession(who, 1.01);
    const aged = (await sessionRow(who)).expiresAt.getTime();
    const res = await app.inject({ url: '/api/me', headers: authed(who) });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(who.userId);
    const [cookie] = sessionCookies(res);
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_DAYS * 86_400}`));
    expect(cookie).toMatch(/HttpOnly/i);
    // The same session, its cookie renewed for another 30 days, and its end moved out in the database.
    expect(cookie!.split(';')[0]).toBe(
      who.cookie.split('; ').find((c) => c.startsWith('homestead.session_token=')),
    );
    const extended = (await sessionRow(who)).expiresAt.getTime();
    expect(extended).toBeGreaterThan(aged + 0.9 * DAY);
    expect(extended).toBeGreaterThan(Date.now() + (SESSION_DAYS - 0.01) * DAY);
  });

  it('other routes read such a session without moving its end (they could not renew the cookie)', async () => {
    const who = await signUp(app, { name: 'Robin Reader' });
    await ageSession(who, 1.5);
    const aged = (await sessionRow(who)).expiresAt.getTime();
    const res = await app.inject({ url: '/api/user', headers: authed(who) });
    expect(res.statusCode).toBe(200);
    expect(sessionCookies(res)).toEqual([]);
    expect((await sessionRow(who)).expiresAt.getTime()).toBe(aged);
    // The app's next load (GET /api/me) then extends it, cookie and all.
    const me = await app.inject({ url: '/api/me', headers: authed(who) });
    expect(sessionCookies(me)).toHaveLength(1);
    expect((await sessionRow(who)).expiresAt.getTime()).toBeGreaterThan(aged + DAY);
  });

  it('an expired session answers null and clears the cookie, as get-session does', async () => {
    const who = await signInGuest(app);
    await ageSession(who, SESSION_DAYS + 1);
    const res = await app.inject({ url: '/api/me', headers: authed(who) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(sessionCookies(res)[0]).toMatch(/Max-Age=0/);
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).statusCode).toBe(401);
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
    const out = await signOut(app, first);
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
