import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message an SMTP listener accepted. */
export interface ReceivedMail {
  to: string;
  /** The envelope sender (SMTP `MAIL FROM`). */
  from: string;
  raw: string;
}

/** Options of a test SMTP listener. */
export interface SmtpOptions {
  /** Listen on this port (a mail server coming back where it was); default a free one. */
  port?: number;
  /** Hold each message this long before accepting it: a distant mail server. */
  delayMs?: number;
}

/** A real SMTP listener on loopback that keeps every message. */
export async function startSmtp(options: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(callback, options.delayMs ?? 0);
      });
    },
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (a mail server that is down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Quoted-printable soft line breaks removed, so links and codes read whole. */
export const plainMail = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
