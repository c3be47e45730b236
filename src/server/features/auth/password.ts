import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost (N) for passwords: better-auth's own parameters (N 16384, r 16, p 1, a 64-byte key),
 * so every hash it stored as `salt:key` still verifies. A hash made at another cost names its cost
 * first (`N=1024:salt:key`), so the cost can change without locking anyone out. Only the API tests set
 * a lower one (PASSWORD_HASH_COST): the hashing is the same code, a 16th of the work.
 */
export const DEFAULT_PASSWORD_COST = 16384;
const r = 16;
const p = 1;
const keyLength = 64;

function deriveKey(password: string, salt: string, cost: number) {
  return new Promise<Buffer>((resolve, reject) =>
    // The libuv thread pool does the work: the event loop keeps answering meanwhile.
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: cost, r, p, maxmem: 128 * cost * r * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** better-auth's `emailAndPassword.password`: hashes new passwords at `cost`, verifies any cost. */
export function passwordHashing(cost = DEFAULT_PASSWORD_COST) {
  return {
    async hash(password: string) {
      const salt = randomBytes(16).toString('hex');
      const key = (await deriveKey(password, salt, cost)).toString('hex');
      return cost === DEFAULT_PASSWORD_COST ? `${salt}:${key}` : `N=${cost}:${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }) {
      const parts = hash.split(':');
      const named = parts.length === 3 && /^N=\d+$/.test(parts[0]!);
      const [salt, key] = named ? parts.slice(1) : parts;
      const storedCost = named ? Number(parts[0]!.slice(2)) : DEFAULT_PASSWORD_COST;
      if (!salt || !key || (parts.length !== 2 && !named)) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const actual = await deriveKey(password, salt, storedCost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
