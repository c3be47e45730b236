import { createHash } from 'node:crypto';
import { authed, createTestApp, signInGuest, signUp, TEST_ORIGIN, type TestApp } from '@server/test/helpers';
import { appearanceInitScript } from '@shared/domain/appearance';
import { earlyClickScript } from '@shared/domain/early-clicks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe('app shell', () => {
  it('GET /healthz checks the database', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('unknown /api paths answer 404 JSON in the error shape', async () => {
    const res = await app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' },
    });
  });

  it('serves OpenAPI JSON generated from route schemas and a reference page', async () => {
    const json = await app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.info.title).toBe('Homestead Prep API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user', '/api/user/state', '/api/feedback', '/api/states', '/healthz']),
    );
    expect(
      doc.paths['/api/feedback'].post.requestBody.content['application/json'].schema.properties.rating,
    ).toBeDefined();
    const page = await app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows exactly two inline scripts, each by its hash: appearance and early clicks', async () => {
    const res = await app.inject('/healthz');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    for (const script of [appearanceInitScript, earlyClickScript]) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(2);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('echoes a request id on every log line and accepts one from the caller', async () => {
    const logLines: string[] = [];
    const logged = await createTestApp({ seed: false, logLines });
    try {
      const res = await logged.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe('abc-123');
      const mine = logLines.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'abc-123');
      expect(mine.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );

      const fresh = await logged.inject({ url: '/healthz' });
      const made = String(fresh.headers['x-request-id']);
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
      expect(logLines.some((l) => JSON.parse(l).reqId === made)).toBe(true);
    } finally {
      await logged.close();
    }
  });

  it('GET /api/config tells the client the feedback address, payment mode and real counts', async () => {
    const res = await app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      feedbackEmail: 'feedback@homesteadprep.example',
      payments: { provider: 'test', publishableKey: null },
      counts: { questions: 0, states: 0, stories: 0 },
    });
  });
});

describe('hostile input gets a clear 400, never a 500', () => {
  it('a NUL character in a query, a body or a key is refused with the standard error body', async () => {
    const guest = await signInGuest(app);
    const cases = [
      await app.inject({ url: '/api/glossary?q=%00' }),
      await app.inject({ url: '/api/states?x=a%00b' }),
      await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: authed(guest),
        payload: { rating: 5, feedback: 'nul \u0000 here' },
      }),
      await app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: authed(guest),
        payload: { firstName: 'A\u0000' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: authed(guest),
        payload: { name: 'Rita\u0000' },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/NUL/) });
    }
  });

  it('deeply nested JSON to the auth routes is refused with 400', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 200; i++) nested = { a: nested };
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'a@example.com', password: nested },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/nested deeper/);
  });
});

describe('cross-site requests (CSRF)', () => {
  it("a signed-in POST from another site, or with no origin at all, is refused; the app's own goes through", async () => {
    const guest = await signInGuest(app);
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/user/onboarding-complete',
        headers: { cookie: guest.cookie, ...headers },
        payload: {},
      });
    const evil = await send({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/did not come from the app/),
    });
    expect((await send({})).statusCode).toBe(403);
    expect((await send({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await send({ origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect((await send({ referer: `${TEST_ORIGIN}/welcome` })).statusCode).toBe(200);
  });

  it('a text/plain body (what a cross-site form can send) is refused by the JSON routes', async () => {
    const guest = await signInGuest(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...authed(guest), 'content-type': 'text/plain' },
      payload: '{"rating":5,"feedback":"hello"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('every error body has the documented shape', () => {
  it("Fastify's own refusals: a malformed address (400) and oversized headers (431)", async () => {
    const bad = await app.inject({ url: '/api/states/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: expect.stringMatching(/not valid/) },
    });

    const listening = await createTestApp({ seed: false });
    try {
      const base = await listening.listen({ port: 0, host: '127.0.0.1' });
      const { request } = await import('node:http');
      const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${base}/api/states?x=${'a'.repeat(100_000)}`, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(reply.status).toBe(431);
      expect(JSON.parse(reply.body)).toEqual({
        error: { code: 'BAD_REQUEST', message: expect.stringMatching(/too large/) },
      });
    } finally {
      await listening.close();
    }
  });

  it("better-auth's refusals carry a code that matches their status", async () => {
    const missing = await app.inject({ url: '/api/auth/no-such-endpoint' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('names and images set through better-auth', () => {
  it('are held to the same limits as our profile route: no null, huge or javascript: values', async () => {
    const learner = await signUp(app);
    const update = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/auth/update-user', headers: authed(learner), payload });
    for (const payload of [
      { name: null },
      { name: 'x'.repeat(1024 * 1024) },
      { image: 'javascript:alert(1)' },
    ]) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect((await update({ name: 'Rita Ames', image: 'https://example.com/rita.png' })).statusCode).toBe(200);
    const longName = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'long-name@example.com', password: 'correct-horse-battery', name: 'x'.repeat(500) },
    });
    expect(longName.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it("changing the password signs the account's other devices out, even when the caller asks not to", async () => {
    const email = `pw-${Date.now()}@example.com`;
    const phone = await signUp(app, { email, password: 'correct-horse-battery' });
    const laptopSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: 'correct-horse-battery' },
    });
    const laptop = {
      cookie: String(laptopSignIn.headers['set-cookie']).split(';')[0]!,
      userId: phone.userId,
    };
    expect((await app.inject({ url: '/api/user', headers: authed(laptop) })).statusCode).toBe(200);
    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: authed(phone),
      payload: {
        currentPassword: 'correct-horse-battery',
        newPassword: 'a-new-long-password',
        revokeOtherSessions: false,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: authed(laptop) })).statusCode).toBe(401);
  });

  it('cookies are Secure when the request came over HTTPS through a trusted proxy, not otherwise', async () => {
    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
    try {
      const guestOver = (proto: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/sign-in/anonymous',
          headers: { origin: TEST_ORIGIN, 'x-forwarded-proto': proto },
          payload: {},
        });
      expect(String((await guestOver('https')).headers['set-cookie'])).toMatch(/; Secure/i);
      expect(String((await guestOver('http')).headers['set-cookie'])).not.toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });
});
