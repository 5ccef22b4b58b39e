import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail the server wrote to DATA_DIR/outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Parses one .eml file as nodemailer writes a plain-text mail. */
export function parseMail(raw: string): OutboxMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  // A subject that is not ASCII arrives as RFC 2047 encoded words (=?UTF-8?Q?...?=).
  const subject = header('Subject').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_word, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  return { to: header('To'), subject, text };
}

/** Waits for the newest mail to an address whose subject contains `subject`. */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: string,
  after = 0,
): Promise<OutboxMail> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.eml'),
    );
    const mails = [];
    for (const file of files.sort().reverse()) {
      if (Number(file.split('-')[0]) < after) continue;
      mails.push(parseMail(await readFile(join(dir, file), 'utf8')));
    }
    const found = mails.find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} about "${subject}" arrived in the outbox.`);
}
