import { account, session, user, verification } from '@server/db/schema/auth';
import {
  authed,
  createTestApp,
  lastMail,
  readMail,
  type Session,
  signInGuest,
  signUp,
  type TestApp,
  uniqueEmail,
} from '@server/test/helpers';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { MAIL_RATE_LIMIT_MAX: '1000' } });
});
afterAll(() => app.close());

const post = (url: string, payload: object, who: Session | null = null) =>
  app.inject({ method: 'POST', url, headers: authed(who), payload });
const me = async (who: Session) => (await app.inject({ url: '/api/user', headers: authed(who) })).json();
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const users = async () => (await app.db.select({ n: count() }).from(user))[0]!.n;

describe('sign-up', () => {
  it('answers the same for a new and a taken address, with no session either way; each owner gets the right email', async () => {
    const taken = uniqueEmail('taken');
    await signUp(app, { email: taken, password: 'first-owner-password' });
    const fresh = uniqueEmail('fresh');
    const a = await post('/api/auth/sign-up/email', {
      email: fresh,
      password: 'stranger-password',
      name: 'A B',
    });
    const b = await post('/api/auth/sign-up/email', {
      email: taken,
      password: 'stranger-password',
      name: 'A B',
    });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.headers['set-cookie']).toBeUndefined();
    expect(b.headers['set-cookie']).toBeUndefined();
    const shape = (r: typeof a) => {
      const body = r.json();
      return { token: body.token, userKeys: Object.keys(body.user).sort(), email: body.user.email };
    };
    expect(shape(a)).toEqual({ ...shape(b), email: fresh });
    // The new address gets a link to confirm it; the owner of the taken one a note, and nothing changed.
    expect((await readMail(app, fresh)).map((m) => m.subject)).toEqual([
      'Confirm your email address for Homestead Prep',
    ]);
    const note = (await readMail(app, taken)).at(-1)!;
    expect(note.subject).toBe('Someone tried to sign up for Homestead Prep with your address');
    expect(note.text).toContain('nothing was changed');
    expect((await signIn(taken, 'stranger-password')).statusCode).toBe(401);
    expect((await signIn(taken, 'first-owner-password')).statusCode).toBe(200);
  });

  it('refuses a password shorter than 8 characters or on the common-password list, storing nothing', async () => {
    const before = await users();
    for (const password of ['short', 'password1', 'iloveyou', 'Qwerty123']) {
      const res = await post('/api/auth/sign-up/email', { email: uniqueEmail(), password, name: 'Pat' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.message).toMatch(password === 'short' ? /password/i : /common passwords/);
    }
    expect(await users()).toBe(before);
  });
});

describe('email verification', () => {
  it('the emailed link confirms the address and signs in; a guest keeps what they did', async () => {
    const guest = await signInGuest(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authed(guest),
      payload: { firstName: 'Gus' },
    });
    const email = uniqueEmail('verify');
    await post('/api/auth/sign-up/email', { email, password: 'a-long-password', name: 'Gus Guest' }, guest);
    // Still the guest until the link is opened.
    expect((await me(guest)).isGuest).toBe(true);
    const mail = await lastMail(app, email, /Confirm your email/);
    const opened = await app.inject({ url: mail.path, headers: authed(guest) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/email-verified');
    const cookie = String(opened.headers['set-cookie'])
      .split(/,(?=\s*homestead)/)
      .map((c) => c.split(';')[0]!.trim())
      .join('; ');
    const account = await me({ cookie, userId: '' });
    expect(account).toMatchObject({ email, emailVerified: true, isGuest: false, firstName: 'Gus' });
  });

  it('an account can sign in before confirming, and sees emailVerified false until it does', async () => {
    const email = uniqueEmail('later');
    const s = await signUp(app, { email });
    expect(await me(s)).toMatchObject({ email, emailVerified: false });
    const resend = await post('/api/auth/send-verification-email', { email }, s);
    expect(resend.statusCode).toBe(200);
    const mails = (await readMail(app, email)).filter((m) => /Confirm/.test(m.subject));
    expect(mails).toHaveLength(2);
    await app.inject({ url: (await lastMail(app, email, /Confirm/)).path, headers: authed(s) });
    expect((await me(s)).emailVerified).toBe(true);
  });

  it('a forged or expired link confirms nothing and says why', async () => {
    const email = uniqueEmail('forged');
    const s = await signUp(app, { email });
    const bad = await app.inject({
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified',
      headers: authed(s),
    });
    expect(bad.headers.location).toBe('/email-verified?error=INVALID_TOKEN');
    const { url } = await lastMail(app, email, /Confirm/);
    // The token is a signed JWT with an expiry: read it and check it lasts a day, not longer.
    const payload = JSON.parse(
      Buffer.from(url.searchParams.get('token')!.split('.')[1]!, 'base64url').toString(),
    );
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
      const late = await app.inject({ url: `${url.pathname}${url.search}`, headers: authed(s) });
      expect(late.headers.location).toBe('/email-verified?error=TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
    expect((await me(s)).emailVerified).toBe(false);
  });

  it('resending is limited per address', async () => {
    const limited = await createTestApp({ seed: false, env: { MAIL_RATE_LIMIT_MAX: '2' } });
    try {
      const email = uniqueEmail('flood');
      const s = await signUp(limited, { email });
      const send = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/send-verification-email',
          headers: authed(s),
          payload: { email },
        });
      const codes = [(await send()).statusCode, (await send()).statusCode];
      const third = await send();
      expect([...codes, third.statusCode]).toEqual([200, 200, 429]);
      expect(third.json().error.message).toMatch(/already sent a few emails/);
      // Sign-up's own mail plus the two resends: the refused one sent nothing.
      expect(await readMail(limited, email)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  const reset = (token: string, newPassword: string) =>
    post('/api/auth/reset-password', { token, newPassword });
  const tokenFrom = async (email: string) =>
    (await lastMail(app, email, /Reset your/)).url.searchParams.get('token')!;

  it('answers the same whether or not the address has an account; only an owner gets a link', async () => {
    const email = uniqueEmail('owner');
    await signUp(app, { email });
    const nobody = uniqueEmail('nobody');
    const a = await requestReset(email);
    const b = await requestReset(nobody);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await readMail(app, nobody)).toEqual([]);
    const mail = await lastMail(app, email, /Reset your/);
    expect(mail.path).toMatch(/^\/reset-password\?token=\w+$/);
    expect(mail.text).toContain('It works once, for 60 minutes');
  });

  it('sets the new password once, signs every device out, and the link cannot be used again', async () => {
    const email = uniqueEmail('reset');
    const phone = await signUp(app, { email, password: 'old-password-here' });
    const laptop = await signUp(app, { email: uniqueEmail('other') });
    await requestReset(email);
    const token = await tokenFrom(email);
    const ok = await reset(token, 'brand-new-password');
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: authed(phone) })).statusCode).toBe(401);
    // Another account's session is untouched.
    expect((await app.inject({ url: '/api/user', headers: authed(laptop) })).statusCode).toBe(200);
    expect((await signIn(email, 'old-password-here')).statusCode).toBe(401);
    expect((await signIn(email, 'brand-new-password')).statusCode).toBe(200);
    expect((await readMail(app, email)).at(-1)!.subject).toBe('Your Homestead Prep password was changed');
    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/invalid token/i);
    expect((await signIn(email, 'yet-another-password')).statusCode).toBe(401);
  });

  it('an expired link is refused and changes nothing', async () => {
    const email = uniqueEmail('expired');
    await signUp(app, { email, password: 'old-password-here' });
    await requestReset(email);
    const token = await tokenFrom(email);
    await app.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect((await signIn(email, 'old-password-here')).statusCode).toBe(200);
  });

  it('the new password follows the same rules, and a refused one leaves the link usable', async () => {
    const email = uniqueEmail('rules');
    await signUp(app, { email, password: 'old-password-here' });
    await requestReset(email);
    const token = await tokenFrom(email);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toMatch(/common passwords/);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    expect((await reset(token, 'a-good-new-password')).statusCode).toBe(200);
    const [{ n }] = (await app.db
      .select({ n: count() })
      .from(verification)
      .where(like(verification.identifier, `reset-password:${token}`))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('password change', () => {
  it('needs the current password, refuses a common new one, and signs the other devices out', async () => {
    const email = uniqueEmail('change');
    const phone = await signUp(app, { email, password: 'current-password' });
    const laptopRes = await signIn(email, 'current-password');
    const laptop = { cookie: String(laptopRes.headers['set-cookie']).split(';')[0]!, userId: phone.userId };
    const change = (currentPassword: string, newPassword: string) =>
      post('/api/auth/change-password', { currentPassword, newPassword }, phone);
    const wrong = await change('not-my-password', 'another-good-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/invalid password/i);
    expect((await change('current-password', 'letmein1')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/user', headers: authed(laptop) })).statusCode).toBe(200);
    const ok = await change('current-password', 'another-good-password');
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: authed(laptop) })).statusCode).toBe(401);
  });
});

describe('email change', () => {
  it('a confirmed address changes only once the new one is confirmed through its own link', async () => {
    const oldEmail = uniqueEmail('old');
    const s = await signUp(app, { email: oldEmail, verified: true });
    const newEmail = uniqueEmail('new');
    const res = await post('/api/auth/change-email', { newEmail }, s);
    expect(res.statusCode).toBe(200);
    expect(await me(s)).toMatchObject({ email: oldEmail, emailVerified: true });
    const mail = await lastMail(app, newEmail, /Confirm your email/);
    await app.inject({ url: mail.path, headers: authed(s) });
    expect(await me(s)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(newEmail, 'correct-horse-battery')).statusCode).toBe(200);
  });

  it('a taken address gets the same answer and nothing changes', async () => {
    const taken = uniqueEmail('taken2');
    await signUp(app, { email: taken });
    const s = await signUp(app, { verified: true });
    const before = await me(s);
    const res = await post('/api/auth/change-email', { newEmail: taken }, s);
    expect(res.statusCode).toBe(200);
    expect((await me(s)).email).toBe(before.email);
    expect((await readMail(app, taken)).filter((m) => /Confirm/.test(m.subject))).toHaveLength(1);
  });

  it('visitors cannot change an email; bad input is refused', async () => {
    expect((await post('/api/auth/change-email', { newEmail: uniqueEmail() })).statusCode).toBe(401);
    const s = await signUp(app);
    expect((await post('/api/auth/change-email', { newEmail: 'not-an-email' }, s)).statusCode).toBe(400);
  });
});

it('a guest has no password or address to reset', async () => {
  const guest = await signInGuest(app);
  const rows = await app.db.select().from(account).where(eq(account.userId, guest.userId));
  expect(rows.every((r) => r.password === null)).toBe(true);
  const sessions = await app.db.select().from(session).where(eq(session.userId, guest.userId));
  expect(sessions).toHaveLength(1);
  expect((await me(guest)).emailVerified).toBe(false);
});
