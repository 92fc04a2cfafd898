import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where e2e/start-test-server.mjs writes each captured message. */
const MAIL_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'mail');

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** The first http(s) link in the message. */
  link: string | null;
  file: string;
}

function readAll(): CapturedMail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as Omit<CapturedMail, 'link' | 'file'>;
    const link = /https?:\/\/[^\s"'<>)\]]+/.exec(mail.text)?.[0]?.replace(/&amp;/g, '&') ?? null;
    return { ...mail, link, file };
  });
}

/**
 * Waits for the newest message to `to` (optionally whose subject matches) that arrived after
 * `after` files had been seen for that address; returns it with its first link.
 */
export async function waitForMail(
  to: string,
  { subject, skip = 0, timeoutMs = 15_000 }: { subject?: RegExp; skip?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = readAll().filter((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
    const mail = matches[skip];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many messages `to` has received so far (matching `subject` when given). */
export function mailCount(to: string, subject?: RegExp): number {
  return readAll().filter((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject))).length;
}
