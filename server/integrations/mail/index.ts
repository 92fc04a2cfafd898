import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The action link in the message (also in `text`). */
  link?: string;
}

/** Sends mail. The embedded default writes files to an outbox folder; `SMTP_URL` sends for real. */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded default: each email is written as a text file to `outboxDir` (readable by the
 * owner only), and the log names the file. Links carry one-time tokens, so they go to the file,
 * never to the log (security.md §13).
 */
export function logMailer(log: Logger, outboxDir: string): Mailer {
  return {
    async send(msg) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`);
      await writeFile(file, `To: ${msg.to}\nSubject: ${msg.subject}\n\n${msg.text}\n`, { mode: 0o600 });
      log.info({ mail: { to: msg.to, subject: msg.subject, file } }, `email to ${msg.to}: ${msg.subject} (open ${file} for the link)`);
    },
    async close() {},
  };
}

/** Real mail through any SMTP server (`smtp://user:pass@host:port`, `smtps://…`). */
export function smtpMailer(url: string, from: string): Mailer {
  const u = new URL(url);
  const local = u.hostname === '127.0.0.1' || u.hostname === 'localhost';
  const transport = nodemailer.createTransport({
    host: u.hostname,
    port: Number(u.port || (u.protocol === 'smtps:' ? 465 : 587)),
    secure: u.protocol === 'smtps:',
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // A mail catcher on loopback speaks plain SMTP; anything remote must use TLS.
    ignoreTLS: local && u.protocol === 'smtp:',
    requireTLS: !local && u.protocol === 'smtp:',
  });
  return {
    async send(msg) {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
    },
    async close() {
      transport.close();
    },
  };
}
