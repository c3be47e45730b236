import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, passwordHashing } from './password';

const production = passwordHashing(DEFAULT_PASSWORD_COST);
const cheap = passwordHashing(1024);

describe('password hashing', () => {
  it('verifies a password better-auth hashed (every account made before this module), and refuses a wrong one', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(await production.verify({ hash: stored, password: 'correct-horse-battery' })).toBe(true);
    expect(await production.verify({ hash: stored, password: 'correct-horse-batterY' })).toBe(false);
  });

  it("at the production cost writes better-auth's own format, which better-auth verifies (nothing to migrate back)", async () => {
    const stored = await production.hash('correct-horse-battery');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: stored, password: 'correct-horse-battery' })).toBe(true);
  });

  it('names another cost in the hash, so a password hashed at one cost still signs in after the cost changes', async () => {
    const stored = await cheap.hash('correct-horse-battery');
    expect(stored).toMatch(/^N=1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await production.verify({ hash: stored, password: 'correct-horse-battery' })).toBe(true);
    expect(await production.verify({ hash: stored, password: 'wrong-horse-battery' })).toBe(false);
    const atDefault = await production.hash('correct-horse-battery');
    expect(await cheap.verify({ hash: atDefault, password: 'correct-horse-battery' })).toBe(true);
  });

  it('a password is normalised (NFKC) before hashing, so the same word typed two ways signs in', async () => {
    const stored = await cheap.hash('caf\u00e9-au-lait');
    expect(await cheap.verify({ hash: stored, password: 'cafe\u0301-au-lait' })).toBe(true);
  });

  it('refuses a stored value that is not a hash', async () => {
    for (const hash of ['', 'nosalt', 'a:b:c', 'N=x:a:b'])
      await expect(cheap.verify({ hash, password: 'x' })).rejects.toThrow('Invalid password hash');
  });
});
