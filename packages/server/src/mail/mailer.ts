import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../crypto/crypto.ts';

/** One plain-text mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The Message-ID header (`<...@...>`); a new one when left out. */
  messageId?: string;
}

/** How a send may be held at its point of no return. */
export interface SendOptions {
  /**
   * Runs when all of the mail but its end has been given to the mail server, right before the end
   * (SMTP's final ".", the outbox file's rename): after it the mail may arrive, before it the
   * mail server discards what it got. Throwing abandons the send, which then rejects with that
   * error and delivers nothing.
   */
  beforeHandOver?: () => Promise<void>;
}

/** Sends mail; resolves when the mail is handed over (or written to the outbox). */
export interface Mailer {
  send(mail: Mail, options?: SendOptions): Promise<void>;
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

/** The key of a send's hand-over hook in nodemailer's message data (read by the stream plugin). */
const HAND_OVER = 'admitBeforeHandOver';

/** Passes the message through and, before ending, waits for the hand-over hook (or fails with it). */
class HoldEnd extends Transform {
  readonly #beforeEnd: () => Promise<void>;
  constructor(beforeEnd: () => Promise<void>) {
    super();
    this.#beforeEnd = beforeEnd;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    callback(null, chunk);
  }
  override _flush(callback: TransformCallback) {
    this.#beforeEnd().then(
      () => callback(),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

/**
 * The transport of the mail outbox (outbox/mail-sender.ts): nodemailer over SMTP_URL, or an outbox
 * folder for a laptop without a mail server. Only the subject is logged: bodies carry codes and
 * links.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // A mail server that accepts the connection and then stalls must not hold a mail worker for
    // nodemailer's default ten minutes: the try fails and the outbox tries again later.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    // The message streams into the SMTP DATA command; nodemailer writes the final "." when the
    // stream ends, so holding its end holds the point after which the server has the mail.
    transport.use('stream', (mail, done) => {
      const hook = (mail.data as Record<string, unknown>)[HAND_OVER];
      if (typeof hook === 'function')
        mail.message.transform(new HoldEnd(hook as () => Promise<void>));
      done();
    });
    return {
      async send(mail, sendOptions = {}) {
        await transport.sendMail({
          from: options.from,
          ...mail,
          ...(sendOptions.beforeHandOver ? { [HAND_OVER]: sendOptions.beforeHandOver } : {}),
        });
        options.log.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail, sendOptions = {}) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${newId()}.eml`;
      // Written beside the folder, then moved in: a reader of the outbox never sees half a mail.
      const part = join(dirname(options.outboxDir), `.outbox-${name}.part`);
      await writeFile(part, info.message as Buffer, { mode: 0o600 });
      try {
        await sendOptions.beforeHandOver?.();
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      await rename(part, join(options.outboxDir, name));
      options.log.info({ subject: mail.subject }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
