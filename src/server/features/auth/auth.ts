import { moveLearnerData } from '@server/accounts/queries';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { schema } from '@server/db/client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, anonymous } from 'better-auth/plugins';

/**
 * better-auth: email and password, anonymous guests, admin role. Sessions live in httpOnly cookies.
 * When a guest signs up, everything the guest did moves to the new account before the guest is removed.
 */
export function createAuth(db: Db, config: Config) {
  const origins = new Set([
    config.baseUrl,
    `http://localhost:${config.PORT}`,
    `http://127.0.0.1:${config.PORT}`,
  ]);
  return betterAuth({
    appName: 'Homestead Prep',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [...origins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own rate limits (Fastify) cover sign-in and sign-up; keep one mechanism.
    rateLimit: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    advanced: {
      useSecureCookies: config.SECURE_COOKIES || config.baseUrl.startsWith('https://'),
      cookiePrefix: 'homestead',
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const email = String(user.email ?? '').toLowerCase();
            if (config.ADMIN_EMAILS.includes(email)) return { data: { ...user, role: 'admin' } };
            return { data: user };
          },
        },
      },
    },
    plugins: [
      anonymous({
        emailDomainName: 'guest.homesteadprep.invalid',
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await moveLearnerData(db, anonymousUser.user.id, newUser.user.id);
        },
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
