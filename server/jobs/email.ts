import type { Mailer } from '../integrations/mail';
import type { Job } from './queue';

export const EMAIL_QUEUE = 'email.send';

export interface EmailJob {
  kind: 'verify-email' | 'reset-password' | 'existing-account' | 'set-password' | 'sign-in-attack';
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
  'sign-in-attack': (link) =>
    `Someone has been trying wrong passwords on your TaxDesk account, so sign-in from their device is paused for a while.\n\nYour password was not guessed and you can still sign in from your own device. If you want to be safe, choose a new password here (this also lifts every pause):\n${link}\n\nYou will get this email at most once per pause.`,
};

/** Sends one queued email. Idempotent enough for mail: a retry after a lost ack may resend. */
export function emailHandler(mailer: Mailer) {
  return async (job: Job) => {
    const p = job.payload as unknown as EmailJob;
    const text = BODIES[p.kind](p.link);
    await mailer.send({ to: p.to, subject: p.subject, text, link: p.link });
  };
}
