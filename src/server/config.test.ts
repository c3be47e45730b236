import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.PORT).toBe(3000);
    expect(c.baseUrl).toBe('http://localhost:3000');
    expect(c.FEEDBACK_EMAIL).toBe('feedback@homesteadprep.example');
    expect(c.ADMIN_EMAILS).toEqual([]);
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_EMAILS: 'boss@example.com, not-an-email' })).toThrow(
      /ADMIN_EMAILS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'nope' })).toThrow(/DATABASE_URL/);
  });

  it('normalises ADMIN_EMAILS', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', ADMIN_EMAILS: ' Boss@Example.com ,rita@example.com' }).ADMIN_EMAILS,
    ).toEqual(['boss@example.com', 'rita@example.com']);
  });
});

describe('mail settings', () => {
  it('mail goes to DATA_DIR/outbox unless SMTP_URL names an smtp(s) server', () => {
    const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hp-data' });
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.outboxDir).toBe('/tmp/hp-data/outbox');
    expect(loadConfig({ NODE_ENV: 'test', MAIL_OUTBOX_DIR: '/tmp/hp-mail' }).outboxDir).toBe('/tmp/hp-mail');
    expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
  });
});

describe('Stripe settings', () => {
  it('a Stripe secret key without the webhook secret and publishable key stops the start, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required with the other Stripe settings[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
  });

  it('TRUST_PROXY takes a hop count or addresses, never a blanket true', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.5, 10.0.0.6' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.0.6',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('password hashing cost', () => {
  it("is better-auth's scrypt cost unless set; production refuses less, and the cost is a power of two", () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/hp-data' }).PASSWORD_HASH_COST).toBe(16384);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).PASSWORD_HASH_COST).toBe(1024);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '1024' })).toThrow(
      /PASSWORD_HASH_COST: at least 16384 in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '3000' })).toThrow(/power of two/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '512' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
