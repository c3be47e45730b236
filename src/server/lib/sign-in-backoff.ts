/**
 * Per-account sign-in backoff: after FREE_FAILURES wrong passwords for one address, that account's
 * sign-ins wait, 1 minute at first and doubling to at most 15, whatever address they come from (the
 * per-address rate limit alone lets a spread-out guesser through). A success clears the record.
 * The record is kept in this process; several instances each keep their own.
 */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

type Record = { failures: number; until: number; last: number };

export function createSignInBackoff(now: () => number) {
  const byAccount = new Map<string, Record>();
  const key = (email: string) => email.trim().toLowerCase();
  return {
    /** Milliseconds this account must still wait before a sign-in is tried, or 0. */
    waitFor(email: string) {
      const r = byAccount.get(key(email));
      if (!r) return 0;
      if (now() - r.last > FORGET_AFTER_MS) {
        byAccount.delete(key(email));
        return 0;
      }
      return Math.max(0, r.until - now());
    },
    failed(email: string) {
      const k = key(email);
      const r = byAccount.get(k) ?? { failures: 0, until: 0, last: 0 };
      r.failures += 1;
      r.last = now();
      if (r.failures >= FREE_FAILURES)
        r.until = now() + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (r.failures - FREE_FAILURES));
      byAccount.set(k, r);
    },
    succeeded(email: string) {
      byAccount.delete(key(email));
    },
  };
}
