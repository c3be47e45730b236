import { moveLearnerData } from '@server/accounts/queries';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { schema } from '@server/db/client';
import type { Mail, Mailer } from '@server/lib/mailer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, anonymous } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { existingAccountMail, passwordChangedMail, resetPasswordMail, verifyEmailMail } from './emails';
import { passwordHashing } from './password';

/** A reset link works once, for this long. */
export const RESET_LINK_SECONDS = 60 * 60;
/** A verification link works for this long. */
export const VERIFY_LINK_SECONDS = 60 * 60 * 24;

/**
 * better-auth: email and password, anonymous guests, admin role. Sessions live in httpOnly cookies.
 * When a guest signs up, everything the guest did moves to the new account before the guest is removed.
 *
 * Sign-up answers the same whether or not the address has an account (no session either way): a new
 * address gets a link that confirms it and signs in; the owner of an existing one gets a note. The
 * account can also sign in with its password before confirming (a banner asks for it).
 */
export function createAuth(db: Db, config: Config, mailer: Mailer, log: FastifyBaseLogger) {
  // A mail that cannot be sent is logged, never turned into an answer that differs by address.
  const send = async (mail: Mail) => {
    try {
      await mailer.send(mail);
    } catch (err) {
      log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent');
    }
  };
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
      password: passwordHashing(config.PASSWORD_HASH_COST),
      // No session at sign-up, so its answer cannot tell which addresses have accounts.
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        // The link opens our own reset screen, which posts the token with the new password.
        const link = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await send(resetPasswordMail(user.email, link, RESET_LINK_SECONDS / 60));
      },
      onPasswordReset: async ({ user }) => {
        await send(passwordChangedMail(user.email, config.baseUrl));
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(existingAccountMail(user.email, config.baseUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // Every confirmation lands on the app's own screen, which tells how it went and offers to go
        // on where the person was headed (a same-site path only, such as the plan they chose).
        const link = new URL(url);
        const asked = link.searchParams.get('callbackURL') ?? '/';
        const next =
          /^\/(?![/\\])/.test(asked) && asked !== '/' && !asked.startsWith('/email-verified') ? asked : null;
        link.searchParams.set(
          'callbackURL',
          next ? `/email-verified?next=${encodeURIComponent(next)}` : '/email-verified',
        );
        await send(verifyEmailMail(user.email, user.name, link.toString()));
      },
    },
    user: {
      changeEmail: {
        enabled: true,
        // A confirmed address changes only once the new one is confirmed; an unconfirmed one can be
        // corrected at once (it stays unconfirmed until the link sent to the new address is opened).
        updateEmailWithoutVerification: true,
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own rate limits (Fastify) cover sign-in and sign-up; keep one mechanism.
    rateLimit: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    advanced: {
      useSecureCookies: config.SECURE_COOKIES || config.baseUrl.startsWith('https://'),
      cookiePrefix: 'homestead',
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
