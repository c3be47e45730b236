import type { Mail } from '@server/lib/mailer';
import { brand } from '@shared/brand';

const sign = `\n\n— ${brand.name}`;
const day = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function renewalReminderMail(to: string, baseUrl: string, renewsAt: Date, priceLabel: string): Mail {
  const link = `${baseUrl}/account`;
  return {
    to,
    subject: `Your ${brand.name} Premium renews on ${day(renewsAt)}`,
    link,
    text: `Hi,\n\nYour Premium Monthly subscription renews on ${day(renewsAt)}, and we will charge ${priceLabel} to the card you used.\n\nNothing to do if you want to keep studying. To stop it renewing, cancel on your account page before then; Premium stays on until the end of the month you paid for:\n\n${link}${sign}`,
  };
}

export function renewalFailedMail(to: string, baseUrl: string, endsAt: Date | null): Mail {
  const link = `${baseUrl}/account`;
  return {
    to,
    subject: `We could not renew your ${brand.name} Premium`,
    link,
    text: `Hi,\n\nThe payment for your Premium Monthly renewal did not go through. We will try the card again over the next few days.${endsAt ? ` Premium stays on until ${day(endsAt)}.` : ''}\n\nYou can see your plan and receipts here:\n\n${link}${sign}`,
  };
}
