import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads the mail the shop wrote as .eml files (no SMTP_URL): the newest message to an address. */
export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** `=?UTF-8?Q?Your_receipt_=E2=80=94?= =?UTF-8?Q?_order?=` -> `Your receipt — order` (adjacent words join). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function part(raw: string, type: string): string {
  const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--|$)`).exec(raw);
  if (!match) return '';
  const headers = raw.slice(0, match.index + match[0].indexOf(match[1]!));
  const body = match[1]!;
  return /Content-Transfer-Encoding: quoted-printable/i.test(headers.slice(headers.lastIndexOf('Content-Type'))) ? decodeQuotedPrintable(body) : body;
}

function readMail(file: string): ReceivedMail {
  const raw = readFileSync(file, 'utf8');
  // Long subjects are folded over lines and non-ASCII ones sent as encoded words (RFC 2047).
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeEncodedWords(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '');
  const text = part(raw, 'text/plain');
  const html = part(raw, 'text/html');
  return { subject, text, html, links: text.match(/https?:\/\/\S+/g) ?? [] };
}

/** The newest mail to an address, optionally the newest whose subject matches. */
export function latestMailTo(dataDir: string, address: string, subject?: RegExp): ReceivedMail | undefined {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && name.includes(address.toLowerCase()))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = readMail(join(dir, file));
    if (!subject || subject.test(mail.subject)) return mail;
  }
  return undefined;
}

export async function waitForMail(dataDir: string, address: string, subject?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = latestMailTo(dataDir, address, subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
