import type { Mail } from '@server/lib/mailer';
import { brand } from '@shared/brand';

/** The words of every account email. Plain text: readable in any mail program, nothing to render. */
const sign = `\n\n— ${brand.name}`;

export function verifyEmailMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: `Confirm your email address for ${brand.name}`,
    link,
    text: `Hi ${name || 'there'},\n\nOpen this link to confirm that ${to} is your address:\n\n${link}\n\nThe link works for 24 hours. Until you confirm, your account works but we cannot help you get back into it if you forget your password.\n\nIf you did not ask for this, you can ignore this email.${sign}`,
  };
}

export function existingAccountMail(to: string, baseUrl: string): Mail {
  const link = `${baseUrl}/forgot-password`;
  return {
    to,
    subject: `Someone tried to sign up for ${brand.name} with your address`,
    link,
    text: `Hi,\n\nSomeone just tried to create a ${brand.name} account with ${to}, but you already have one, so nothing was changed.\n\nIf it was you, sign in at ${baseUrl}/sign-in, or set a new password here:\n\n${link}\n\nIf it was not you, you can ignore this email: your account is safe.${sign}`,
  };
}

export function resetPasswordMail(to: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: `Reset your ${brand.name} password`,
    link,
    text: `Hi,\n\nOpen this link to choose a new password:\n\n${link}\n\nIt works once, for ${minutes} minutes. Afterwards every device signed in to your account is signed out.\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.${sign}`,
  };
}

export function passwordChangedMail(to: string, baseUrl: string): Mail {
  const link = `${baseUrl}/forgot-password`;
  return {
    to,
    subject: `Your ${brand.name} password was changed`,
    link,
    text: `Hi,\n\nThe password of your ${brand.name} account was just changed, and every other device was signed out.\n\nIf this was not you, reset your password at once:\n\n${link}${sign}`,
  };
}
