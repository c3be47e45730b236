import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@server/config';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP when SMTP_URL is set, otherwise the outbox folder (app.ts). */
    mailer: Mailer;
  }
}

/** One email. `link` is the one action it asks for (verify, reset...), logged in outbox mode. */
export type Mail = { to: string; subject: string; text: string; link?: string };

/** A mail as the outbox keeps it: one JSON file per message. */
export type OutboxMail = Mail & { id: string; from: string; sentAt: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (the embedded default and the tests) each
 * mail is written to the outbox folder as JSON and its link is logged, so a developer or a test can
 * open it.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    // nodemailer is loaded with the first mail, not at start (~50 ms of a cold start otherwise).
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      async send(mail) {
        transport ??= import('nodemailer').then((m) => m.createTransport(url));
        await (await transport).sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const dir = config.outboxDir;
  return {
    kind: 'outbox',
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date();
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const stored: OutboxMail = { id, from: config.MAIL_FROM, sentAt: sentAt.toISOString(), ...mail };
      // Written beside its name, then renamed: a reader of the folder (the e2e journeys poll it) never
      // opens a half-written mail.
      const path = join(dir, `${id}.json`);
      await writeFile(`${path}.partial`, `${JSON.stringify(stored, null, 2)}\n`);
      await rename(`${path}.partial`, path);
      log.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file: `${id}.json` },
        'mail written to the outbox',
      );
    },
  };
}

/** The outbox's mails to one address, oldest first (tests and the e2e journeys read it). */
export async function readOutbox(dir: string, to?: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail),
  );
  return to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
}
