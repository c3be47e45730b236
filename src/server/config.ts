import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from '@server/lib/project-root';
import { brand } from '@shared/brand';
import { z } from 'zod';

/** Environment parsed once, validated, failing fast with the bad variable named. Nothing else reads process.env. */
const boolish = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  CONTENT_DIR: z.string().default('./content'),
  CLIENT_DIR: z.string().default('./dist/client'),
  /** The build's server render of the client's screens (scripts/prerender.mjs): /glossary is rendered with it. */
  SSR_DIR: z.string().default('./dist/ssr'),
  DATABASE_URL: z.url().optional(),
  BASE_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('ADMIN_EMAILS must be a comma-separated list of email addresses'))),
  FEEDBACK_EMAIL: z.email().default(brand.defaultFeedbackEmail),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (a local fake Stripe in tests); Stripe's own when unset. */
  STRIPE_API_BASE: z.url().optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  API_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  FEEDBACK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  REPORT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  MOCK_EXAM_SECONDS: z.coerce.number().int().positive().optional(),
  /** Connections to PostgreSQL (DATABASE_URL) this instance keeps at most. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How long this instance trusts a session it has looked up (decision 20): a session revoked through
   * another instance (or a script) works here for at most this long; through this instance, at once.
   * 0 looks every request's session up.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * scrypt's cost (N, a power of two) for new password hashes (src/server/features/auth/password.ts).
   * The default is better-auth's; production refuses less. The API tests use 1024.
   */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_048_576)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .default(16384),
  SKIP_SEED: boolish,
  SECURE_COOKIES: boolish,
  /**
   * Which proxies' X-Forwarded-For to believe: a hop count ("1": the load balancer in front) or their
   * addresses ("10.0.0.5,10.0.0.6"). Off by default, so a caller cannot pick its own address and
   * dodge the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === 'false' || v === '0') return false;
      if (/^\d+$/.test(v)) return Number(v);
      if (v === 'true') {
        ctx.addIssue({ code: 'custom', message: "give a hop count or the proxies' addresses, not true" });
        return z.NEVER;
      }
      return v.split(',').map((a) => a.trim());
    }),
  /** Redis for the rate-limit counters, so limits hold across several app instances. */
  REDIS_URL: z.url().optional(),
  /** Prefix of this app's Redis keys (several apps or test runs can share one Redis). */
  REDIS_KEY_PREFIX: z.string().default('homestead-rl:'),
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail goes to the outbox folder. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' })
    .optional(),
  /** The From line of every email. */
  MAIL_FROM: z.string().default(`${brand.name} <no-reply@homesteadprep.example>`),
  /** Where mail is written when SMTP_URL is unset; DATA_DIR/outbox by default. */
  MAIL_OUTBOX_DIR: z.string().optional(),
  /** Verification and reset emails one address may be sent per 15 minutes. */
  MAIL_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3),
  /** `test` runs the test payment provider in production on purpose (it warns at start). */
  PAYMENT_PROVIDER: z.enum(['test']).optional(),
});

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  /** The outbox folder mail is written to when SMTP_URL is unset. */
  outboxDir: string;
  baseUrl: string;
  authSecret: string;
  clientDir: string;
  ssrDir: string;
  contentDir: string;
};

export class ConfigError extends Error {}

const root = projectRoot;

/** The embedded default keeps its session-signing secret in the data folder, so restarts keep sessions. */
function loadOrCreateSecret(dataDir: string) {
  const file = join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  // An empty variable (`FOO=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(root, e.DATA_DIR);
  const stripe = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const stripeSet = Object.values(stripe).some(Boolean);
  const stripeMissing = Object.entries(stripe)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (stripeSet && stripeMissing.length)
    throw new ConfigError(
      `Invalid configuration:\n${stripeMissing.map((k) => `  ${k}: required with the other Stripe settings`).join('\n')}`,
    );
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.BETTER_AUTH_SECRET)
    throw new ConfigError(
      'Invalid configuration:\n  BETTER_AUTH_SECRET: required in production with DATABASE_URL',
    );
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < 16384)
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST: at least 16384 in production (a lower cost is for tests)',
    );
  return {
    ...e,
    dataDir,
    outboxDir: e.MAIL_OUTBOX_DIR ? resolve(root, e.MAIL_OUTBOX_DIR) : join(dataDir, 'outbox'),
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    authSecret:
      e.BETTER_AUTH_SECRET ??
      (e.NODE_ENV === 'test' ? 'test-secret-'.padEnd(40, 'x') : loadOrCreateSecret(dataDir)),
    clientDir: resolve(root, e.CLIENT_DIR),
    ssrDir: resolve(root, e.SSR_DIR),
    contentDir: resolve(root, e.CONTENT_DIR),
    ...overrides,
  };
}
