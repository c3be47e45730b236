import { session as sessionTable } from '@server/db/schema/auth';
import {
  authed,
  createTestApp,
  lastMail,
  signOut,
  signUp,
  type TestApp,
  uniqueEmail,
} from '@server/test/helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionCache, sessionTokenOf } from './auth';

/**
 * The sessions an instance trusts for SESSION_CACHE_SECONDS (decision 20): repeated requests skip the
 * lookup, and whatever signs out, revokes or changes an account through this instance takes effect on
 * the very next request.
 */
let app: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  app = await createTestApp({
    env: { SESSION_CACHE_SECONDS: '30' },
    onQuery: (sql) => statements.push(sql),
  });
});
afterAll(() => app.close());

async function signInWithPassword(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: authed(null),
    payload: { email, password: 'correct-horse-battery' },
  });
  expect(res.statusCode).toBe(200);
  return [res.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const sessionReads = () => statements.filter((s) => /from "session"/i.test(s)).length;

describe('session cache', () => {
  it('a second request with the same cookie looks no session up', async () => {
    const who = await signUp(app);
    const first = await app.inject({ url: '/api/user', headers: authed(who) });
    expect(first.statusCode).toBe(200);
    statements = [];
    const second = await app.inject({ url: '/api/user', headers: authed(who) });
    expect(second.statusCode).toBe(200);
    expect(second.json().email).toBe(first.json().email);
    expect(sessionReads()).toBe(0);
  });

  it('signing out through this instance refuses the old cookie at once', async () => {
    const who = await signUp(app);
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).statusCode).toBe(200);
    const out = await signOut(app, who);
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).statusCode).toBe(401);
  });

  it('changing the password signs the other device out at once, though its session was trusted', async () => {
    const email = uniqueEmail();
    const laptop = await signUp(app, { email });
    // The same account signed in on a second device, which this instance has then trusted.
    const phone = { cookie: (await signInWithPassword(email)) ?? '', userId: laptop.userId };
    expect((await app.inject({ url: '/api/user', headers: authed(phone) })).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(laptop),
      payload: { currentPassword: 'correct-horse-battery', newPassword: 'another-horse-battery' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: authed(phone) })).statusCode).toBe(401);
  });

  it('opening the emailed confirmation link shows the address confirmed on the next request', async () => {
    const email = uniqueEmail();
    const who = await signUp(app, { email });
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).json().emailVerified).toBe(false);
    const mail = await lastMail(app, email, /Confirm your email/);
    expect((await app.inject({ url: mail.path, headers: authed(who) })).statusCode).toBe(302);
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).json().emailVerified).toBe(true);
  });

  it('a session removed behind the instance (another instance, a script) works only while trusted', async () => {
    const who = await signUp(app);
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).statusCode).toBe(200);
    await app.db.delete(sessionTable).where(eq(sessionTable.userId, who.userId));
    // Within SESSION_CACHE_SECONDS this instance still knows the session (the decision's trade-off)...
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).statusCode).toBe(200);
    // ...and a request that forgets sessions (any sign-in here) ends that at once.
    await signUp(app);
    expect((await app.inject({ url: '/api/user', headers: authed(who) })).statusCode).toBe(401);
  });
});

describe('createSessionCache', () => {
  const viewer = { id: 'u1', email: null, emailVerified: false, name: 'G', isGuest: true, isAdmin: false };

  it('keeps a viewer for the time given, never past the session’s expiry', () => {
    let now = 1_000;
    const cache = createSessionCache(30_000, 10, () => now);
    cache.set('a', viewer, 1_000_000, cache.generation());
    cache.set('b', viewer, 5_000, cache.generation());
    now = 4_999;
    expect(cache.get('a')).toBe(viewer);
    expect(cache.get('b')).toBe(viewer);
    now = 5_000;
    expect(cache.get('b')).toBeUndefined();
    now = 31_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a lookup that began before the cache was cleared, and keeps nothing at 0 s', () => {
    const cache = createSessionCache(30_000);
    const startedAt = cache.generation();
    cache.forgetAll();
    cache.set('a', viewer, Number.MAX_SAFE_INTEGER, startedAt);
    expect(cache.get('a')).toBeUndefined();
    const off = createSessionCache(0);
    off.set('a', viewer, Number.MAX_SAFE_INTEGER, off.generation());
    expect(off.get('a')).toBeUndefined();
  });

  it('reads the session cookie under either name', () => {
    expect(sessionTokenOf('a=1; homestead.session_token=abc.def; b=2')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-homestead.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('other.session_token=x')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
  });
});
