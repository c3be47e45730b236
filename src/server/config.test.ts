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
