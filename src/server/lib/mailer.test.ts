import { mkdtempSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@server/config';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from './mailer';

const log = Fastify({ logger: false }).log;

/** The smallest SMTP server that accepts one message: enough to see nodemailer deliver through SMTP_URL. */
function fakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let current = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        current.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(current);
        current = { from: '', to: [], data: '' };
        socket.write('250 queued\r\n');
      }
      let nl = buffer.indexOf('\r\n');
      while (nl !== -1 && !inData) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
        nl = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        received,
        close: () => server.close(),
      }),
    ),
  );
}

const closers: (() => void)[] = [];
afterAll(() => {
  for (const c of closers) c();
});

describe('mailer', () => {
  it('with SMTP_URL, sends through that SMTP server with the configured From', async () => {
    const smtp = await fakeSmtp();
    closers.push(smtp.close);
    const config = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Homestead Prep <hello@homesteadprep.example>',
    });
    const mailer = createMailer(config, log);
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'maria@example.com', subject: 'Hello there', text: 'Body text', link: 'x' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toContain('hello@homesteadprep.example');
    expect(smtp.received[0]!.to[0]).toContain('maria@example.com');
    expect(smtp.received[0]!.data).toContain('Subject: Hello there');
    expect(smtp.received[0]!.data).toContain('Body text');
  });

  it('without SMTP_URL, writes each mail to the outbox folder with its link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test' }, { outboxDir: dir }), log);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'A@example.com', subject: 'One', text: 't', link: 'http://x/1' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 't' });
    const mine = await readOutbox(dir, 'a@example.com');
    expect(mine).toMatchObject([{ to: 'A@example.com', subject: 'One', link: 'http://x/1' }]);
    expect(await readOutbox(dir)).toHaveLength(2);
  });
});
