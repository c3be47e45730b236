import { findActiveEntitlement } from '@server/accounts/queries';
import { type Auth, createAuth } from '@server/features/auth/auth';
import { AppError } from '@server/lib/app-error';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@server/lib/common-passwords';
import { createSignInBackoff } from '@server/lib/sign-in-backoff';
import type { Viewer } from '@server/lib/viewer';
import { codeForStatus } from '@server/plugins/error-handler';
import { AccountFields } from '@shared/contracts/user';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requirePremium: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Resolves the session once per request (null for a visitor with none). */
    loadViewer(): Promise<Viewer | null>;
    /**
     * Looks the session up as better-auth's get-session does, never from this instance's cache, sliding
     * refresh included: a session past its refresh point is extended and `reply` gets the renewed
     * cookie (or the expired one cleared), as get-session's answer would. Resolves the viewer.
     */
    loadViewerAndRefresh(reply: FastifyReply): Promise<Viewer | null>;
    isPremium(): Promise<boolean>;
  }
}

/** The session cookie's value (signed, as the browser sends it), under either of its two names. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?homestead\.session_token=([^;]*)/.exec(cookieHeader);
  return match?.[1] ? match[1] : null;
}

/** Over HTTPS (directly, or through a proxy TRUST_PROXY trusts) every cookie is Secure. */
function secureCookies(request: FastifyRequest, cookies: string[]) {
  if (request.protocol !== 'https') return cookies;
  return cookies.map((c) => (/;\s*secure/i.test(c) ? c : `${c}; Secure`));
}

/**
 * The sessions this instance looked up lately (decision 20), by the cookie's whole signed value: a
 * request with the same cookie within `ttlMs` (and before the session expires) is the same viewer, with
 * no lookup, no signature check and no statements. A session not found is never kept. Bounded: when
 * full, it starts again empty.
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000, now = () => Date.now()) {
  const entries = new Map<string, { viewer: Viewer; until: number }>();
  let generation = 0;
  return {
    get(token: string): Viewer | undefined {
      const hit = entries.get(token);
      if (!hit) return undefined;
      if (hit.until > now()) return hit.viewer;
      entries.delete(token);
      return undefined;
    },
    /** Keeps a lookup unless the cache was cleared after it began (`startedAt`: generation() then). */
    set(token: string, viewer: Viewer, sessionExpiresAt: number, startedAt: number) {
      if (ttlMs <= 0 || startedAt !== generation) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(token, { viewer, until: Math.min(now() + ttlMs, sessionExpiresAt) });
    },
    generation: () => generation,
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}

/**
 * Mounts better-auth at /api/auth/* and provides the guards app.ts puts in front of each route scope:
 * requireUser (learner routes), requirePremium (premium routes) and requireAdmin (admin routes).
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  const auth = createAuth(app.db, app.config, app.mailer, app.log);
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);

  const sessions = createSessionCache(app.config.SESSION_CACHE_SECONDS * 1000);
  // A request that can sign out, revoke sessions, confirm an address (a GET of the emailed link), change
  // a role, a name or an address, or remove an account forgets every session this instance trusted,
  // before it runs and again once it has answered (a lookup under way meanwhile does not keep what it
  // read): every better-auth call but reading the session, and our own writes to accounts and users.
  const forgetsSessions = (request: FastifyRequest) => {
    const url = request.url;
    if (url.startsWith('/api/auth/'))
      return !(request.method === 'GET' && /^\/api\/auth\/get-session(\?|$)/.test(url));
    return (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      /^\/api\/(account|admin|user)(\/|\?|$)/.test(url)
    );
  };
  app.addHook('onRequest', async (request) => {
    if (forgetsSessions(request)) sessions.forgetAll();
  });
  app.addHook('onResponse', async (request) => {
    if (forgetsSessions(request)) sessions.forgetAll();
  });

  const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  /**
   * better-auth's lookup of the request's session. With `refresh`, a session past its refresh point
   * (`updateAge`) is extended and the renewed cookie comes back in `cookies`; without, nothing is
   * written: a route that cannot send the cookie back must not move the session's expiry alone (the
   * browser's cookie would keep its old end), so only get-session and GET /api/me slide a session.
   */
  async function lookUp(request: FastifyRequest, refresh: boolean) {
    const token = sessionTokenOf(request.headers.cookie);
    const generation = sessions.generation();
    const { headers, response: s } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      query: refresh ? {} : { disableRefresh: true },
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (!s) return { viewer: null, cookies };
    const u = s.user as typeof s.user & { isAnonymous?: boolean | null; role?: string | null };
    const email = u.isAnonymous ? null : u.email;
    const emailVerified = email !== null && u.emailVerified === true;
    const viewer: Viewer = {
      id: u.id,
      email,
      emailVerified,
      name: u.name,
      isGuest: Boolean(u.isAnonymous),
      // ADMIN_EMAILS grants the role only to an address its owner has confirmed.
      isAdmin: u.role === 'admin' || (emailVerified && app.config.ADMIN_EMAILS.includes(email.toLowerCase())),
    };
    request.viewer = viewer;
    if (token) sessions.set(token, viewer, new Date(s.session.expiresAt).getTime(), generation);
    return { viewer, cookies };
  }

  app.decorateRequest('loadViewer', function (this: FastifyRequest) {
    let pending = viewerCache.get(this);
    if (!pending) {
      const token = sessionTokenOf(this.headers.cookie);
      const cached = token ? sessions.get(token) : undefined;
      if (cached) {
        this.viewer = cached;
        pending = Promise.resolve(cached);
      } else {
        pending = lookUp(this, false).then((r) => r.viewer);
      }
      viewerCache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('loadViewerAndRefresh', function (this: FastifyRequest, reply: FastifyReply) {
    const pending = lookUp(this, true).then(({ viewer, cookies }) => {
      if (cookies.length) reply.header('set-cookie', secureCookies(this, cookies));
      return viewer;
    });
    viewerCache.set(this, pending);
    return pending;
  });

  const premiumCache = new WeakMap<FastifyRequest, Promise<boolean>>();
  app.decorateRequest('isPremium', async function (this: FastifyRequest) {
    let pending = premiumCache.get(this);
    if (!pending) {
      pending = this.loadViewer().then(async (v) =>
        v ? (await findActiveEntitlement(app.db, v.id)) !== null : false,
      );
      premiumCache.set(this, pending);
    }
    return pending;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await request.loadViewer()))
      throw new AppError('UNAUTHORIZED', 'Sign in or continue as a guest to use this.');
  });
  app.decorate('requirePremium', async (request: FastifyRequest) => {
    if (!(await request.loadViewer()))
      throw new AppError('UNAUTHORIZED', 'Sign in or continue as a guest to use this.');
    if (!(await request.isPremium()))
      throw new AppError('PREMIUM_REQUIRED', 'This is part of Premium. Upgrade to unlock it.');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const viewer = await request.loadViewer();
    if (!viewer) throw new AppError('UNAUTHORIZED', 'Sign in as an admin to use this.');
    if (!viewer.isAdmin) throw new AppError('FORBIDDEN', 'Admins only.');
  });

  const backoff = createSignInBackoff(() => app.now().getTime());
  const authPaths = new Set([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/anonymous',
  ]);
  /** Paths that set a password: the common-password list applies to each. */
  const passwordFields: [path: string, field: 'password' | 'newPassword'][] = [
    ['/sign-up/email', 'password'],
    ['/reset-password', 'newPassword'],
    ['/change-password', 'newPassword'],
  ];

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, app.config.baseUrl);
    const path = url.pathname;
    const headers = fromNodeHeaders(request.headers);
    let body =
      request.method !== 'GET' && request.body !== undefined && request.body !== null
        ? request.body
        : undefined;
    if (body !== undefined && (path.endsWith('/sign-up/email') || path.endsWith('/update-user'))) {
      // The same limits as our own profile route, on every path that sets a name or an image.
      const checked = AccountFields.safeParse(body);
      if (!checked.success)
        throw new AppError(
          'VALIDATION',
          checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      body = { ...(body as object), ...checked.data };
    }
    for (const [suffix, field] of passwordFields) {
      const password = (body as Record<string, unknown> | undefined)?.[field];
      if (path.endsWith(suffix) && typeof password === 'string' && isCommonPassword(password))
        throw new AppError('VALIDATION', COMMON_PASSWORD_MESSAGE);
    }
    // Changing the password signs every other device out, whatever the caller asked for.
    if (body !== undefined && path.endsWith('/change-password'))
      body = { ...(body as object), revokeOtherSessions: true };
    const signInEmail =
      path.endsWith('/sign-in/email') && typeof (body as { email?: unknown } | undefined)?.email === 'string'
        ? (body as { email: string }).email
        : null;
    if (signInEmail) {
      const wait = backoff.waitFor(signInEmail);
      if (wait > 0)
        throw new AppError(
          'RATE_LIMITED',
          `Too many wrong passwords for this account. Try again in ${Math.ceil(wait / 60_000)} minute(s), or reset your password.`,
        );
    }
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (signInEmail) {
      if (response.status === 401) backoff.failed(signInEmail);
      else if (response.ok) backoff.succeeded(signInEmail);
    }
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key.toLowerCase() === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = secureCookies(request, response.headers.getSetCookie());
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (response.status >= 400) {
      let message = response.statusText || 'Request failed';
      try {
        const parsed = JSON.parse(text) as { message?: string; code?: string };
        if (parsed.message) message = parsed.message;
      } catch {
        // not JSON: keep the status text
      }
      if (response.status >= 500) {
        request.log.error({ status: response.status, body: text.slice(0, 500) }, 'auth request failed');
        message = 'Something went wrong on our side. Please try again.';
      }
      return reply.send({ error: { code: codeForStatus(response.status), message }, message });
    }
    return reply.send(text || null);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: {
      rateLimit: {
        max: app.config.AUTH_RATE_LIMIT_MAX,
        timeWindow: '1 minute',
        allowList: (req: FastifyRequest) =>
          req.method !== 'POST' || !authPaths.has(req.url.split('?')[0] ?? ''),
      },
    },
    handler,
  });

  // The calls that send an email are limited per address they mail to, so nobody can flood an inbox.
  for (const path of ['send-verification-email', 'request-password-reset', 'change-email']) {
    app.route({
      method: 'POST',
      url: `/api/auth/${path}`,
      schema: { hide: true },
      config: {
        rateLimit: {
          max: app.config.MAIL_RATE_LIMIT_MAX,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => {
            const b = req.body as { email?: unknown; newEmail?: unknown } | null;
            const to = typeof b?.newEmail === 'string' ? b.newEmail : b?.email;
            return `mail:${typeof to === 'string' ? to.trim().toLowerCase() : req.ip}`;
          },
          errorResponseBuilder: (_req: FastifyRequest, ctx: { after: string }) =>
            new AppError(
              'RATE_LIMITED',
              `We already sent a few emails to this address. Check your inbox and spam folder, or try again in ${ctx.after}.`,
            ),
        },
      },
      handler,
    });
  }
});
