import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, passed to nodemailer as they are (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * How long a send to the SMTP server may wait: to connect, for its greeting, and for any answer on an
 * open connection (nodemailer's own default for that last one is 10 minutes). Each is well under the
 * outbox lease (OUTBOX_LEASE_MS in notification-worker.ts, two minutes): a stalled server fails the
 * send, to be tried again later, within the lease the worker took the mail with, instead of keeping
 * that worker (and the rest of its batch) for minutes. Query parameters of SMTP_URL
 * (`?socketTimeout=...`) override them.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

/**
 * The only nodemailer import. With SMTP_URL the mail goes to that server; without it each message is
 * written as an .eml file (open it with any mail program) and its subject and links are logged, so a
 * newcomer's shop works with no mail server at all.
 */
export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string; logger: Logger; timeouts?: SmtpTimeouts }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...(options.timeouts ?? SMTP_TIMEOUTS), url: options.smtpUrl });
    return {
      send: async (mail) => {
        const info = await transport.sendMail({ from: options.from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.mailDir, { recursive: true });
      const safeRecipient = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to file');
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
