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

/**
 * How the listener answers the end of a message: `accept` (250, the mail is kept), `refuse`
 * (451, a passing trouble), `reject` (550, for good) or `drop` (the connection is cut with no
 * answer, as a mail server that crashes would), none but the first kept.
 */
export type SmtpAnswer = 'accept' | 'refuse' | 'reject' | 'drop';

/** Options of a test SMTP listener. */
export interface SmtpOptions {
  /** Listen on this port (a mail server coming back where it was); default a free one. */
  port?: number;
  /** Hold each message this long before accepting it: a distant mail server. */
  delayMs?: number;
  /** Runs when a client connects, before the greeting (a test's fault at that step). */
  onConnect?: () => void | Promise<void>;
  /** Runs when the client names a recipient (RCPT TO), before it is answered: mid-conversation. */
  onRecipient?: () => void | Promise<void>;
  /**
   * Runs once a whole message (its final ".") has arrived, before it is answered; says how to
   * answer (default accept). A message counts as received only once it is accepted.
   */
  onMessageEnd?: (mail: ReceivedMail) => SmtpAnswer | void | Promise<SmtpAnswer | void>;
  /** Runs right after a message was accepted (its 250 sent). */
  afterAccept?: (mail: ReceivedMail) => void | Promise<void>;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP listener on loopback that keeps every message it accepts (a message whose client went
 * away before its final "." is discarded, as a mail server does).
 */
export async function startSmtp(options: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      Promise.resolve(options.onConnect?.()).then(() => callback(), callback);
    },
    onRcptTo(_address, _session, callback) {
      Promise.resolve(options.onRecipient?.()).then(() => callback(), callback);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        void (async () => {
          const answer = (await options.onMessageEnd?.(mail)) ?? 'accept';
          await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
          if (answer === 'refuse') return callback(smtpError(451, 'Try again later'));
          if (answer === 'reject') return callback(smtpError(550, 'No such mailbox'));
          if (answer === 'drop') {
            // smtp-server keeps its connections' sockets to itself; a test may reach in.
            const connections = (
              server as unknown as {
                connections: Set<{ session: { id: string }; _socket: { destroy(): void } }>;
              }
            ).connections;
            for (const connection of connections)
              if (connection.session.id === session.id) connection._socket.destroy();
            return;
          }
          received.push(mail);
          callback();
          await options.afterAccept?.(mail);
        })();
      });
    },
  });
  // A client that dies mid-conversation resets its connection: a mail server shrugs that off.
  server.on('error', () => undefined);
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

/** One RFC 2047 encoded word (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) decoded. */
const decodeWord = (_: string, charset: string, encoding: string, text: string): string =>
  encoding.toUpperCase() === 'B'
    ? Buffer.from(text, 'base64').toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1')
    : decodeQuotedPrintable(text.replace(/_/g, ' '));

/** Quoted-printable text decoded as UTF-8 bytes. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? /^[0-9A-F]{2}$/i.exec(source.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A single-part text mail as a reader sees it: the subject (encoded words decoded, folded lines
 * joined) and the body (quoted-printable or base64 decoded), for mails in any language.
 */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const subject = header('Subject').replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi,
    (word, charset: string, encoding: string, text: string) =>
      decodeWord(word, charset, encoding, text),
  );
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  // SMTP carries lines ended by CRLF; the mail was written with LF.
  return { subject, text: text.replace(/\r\n/g, '\n') };
}
