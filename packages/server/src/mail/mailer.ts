import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../crypto/crypto.ts';

/** One plain-text mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; resolves when the mail is handed over (or written to the outbox). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Options of the mailer. */
export interface MailerOptions {
  /** `smtp://...`; when empty each mail becomes `<outboxDir>/<time>-<id>.eml`. */
  smtpUrl: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * The transport of the mail outbox (outbox/mail-outbox.ts): nodemailer over SMTP_URL, or an outbox
 * folder for a laptop without a mail server. Only the subject is logged: bodies carry codes and
 * links.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // A mail server that accepts the connection and then stalls must not hold a mail worker for
    // nodemailer's default ten minutes: the try fails and the outbox retries it later.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${newId()}.eml`;
      // Written beside the folder, then moved in: a reader of the outbox never sees half a mail.
      const part = join(dirname(options.outboxDir), `.outbox-${name}.part`);
      await writeFile(part, info.message as Buffer, { mode: 0o600 });
      await rename(part, join(options.outboxDir, name));
      options.log.info({ subject: mail.subject }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
