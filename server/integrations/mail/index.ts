import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The action link in the message; written to the log by the embedded mailer. */
  link?: string;
}

/** Sends mail. The embedded default writes to the log; `SMTP_URL` sends for real. */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: each email's recipient, subject and link are logged at info level. */
export function logMailer(log: Logger): Mailer {
  return {
    async send(msg) {
      // The link is the point of this mailer (a local user verifies from the log), so it is
      // logged deliberately; it never holds an SSN or document data.
      log.info({ mail: { to: msg.to, subject: msg.subject, link: msg.link } }, `email to ${msg.to}: ${msg.subject} ${msg.link ?? ''}`);
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
