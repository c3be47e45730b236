import { createRequire } from 'node:module';

/**
 * Mozilla's list of about 10,000 common passwords (the one Firefox Accounts refuses), shipped in
 * the fxa-common-password-list package, so the check works offline.
 */
type List = { test(password: string): boolean };
// Loaded at the first password check, not at start: decoding the list takes ~0.2 s of a cold start.
let list: List | undefined;

export function isCommonPassword(password: string) {
  list ??= createRequire(import.meta.url)('fxa-common-password-list') as List;
  return list.test(password) || list.test(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'That password is on a list of common passwords that attackers try first. Choose another one.';
