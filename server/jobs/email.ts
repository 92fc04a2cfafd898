import type { Mailer } from '../integrations/mail';
import type { Job } from './queue';

export const EMAIL_QUEUE = 'email.send';

export interface EmailJob {
  kind: 'verify-email' | 'reset-password' | 'existing-account' | 'set-password';
  to: string;
  subject: string;
  link: string;
}

const BODIES: Record<EmailJob['kind'], (link: string) => string> = {
  'verify-email': (link) =>
    `Welcome to TaxDesk.\n\nConfirm your email address to finish signing up:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this email.`,
  'reset-password': (link) =>
    `Someone asked to reset the password of your TaxDesk account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 30 minutes. If it was not you, ignore this email: your password is unchanged.`,
  'existing-account': (link) =>
    `Someone tried to create a TaxDesk account with this email address, which already has an account.\n\nIf it was you and you forgot your password, reset it here:\n${link}\n\nOtherwise no action is needed.`,
  'set-password': (link) =>
    `Your TaxDesk account is ready. Set your password to sign in:\n${link}\n\nThe link works once and expires in 30 minutes.`,
};

/** Sends one queued email. Idempotent enough for mail: a retry after a lost ack may resend. */
export function emailHandler(mailer: Mailer) {
  return async (job: Job) => {
    const p = job.payload as unknown as EmailJob;
    const text = BODIES[p.kind](p.link);
    await mailer.send({ to: p.to, subject: p.subject, text, link: p.link });
  };
}
