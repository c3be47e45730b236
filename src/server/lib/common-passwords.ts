import { createRequire } from 'node:module';

/**
 * Mozilla's list of about 10,000 common passwords (the one Firefox Accounts refuses), shipped in
 * the fxa-common-password-list package, so the check works offline.
 */
const list = createRequire(import.meta.url)('fxa-common-password-list') as {
  test(password: string): boolean;
};

export function isCommonPassword(password: string) {
  return list.test(password) || list.test(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'That password is on a list of common passwords that attackers try first. Choose another one.';
