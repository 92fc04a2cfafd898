import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLog, logger } from '../../logger';
import { logMailer } from '.';

const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded mailer', () => {
  it('writes the email with its link to an owner-only file and keeps the link out of the log', async () => {
    const log = captureLog();
    const link = 'http://localhost:3000/api/auth/reset-password/SeCrEtToKeN123?callbackURL=%2Fauth%2Freset-password';
    try {
      await logMailer(logger, path.join(dir, 'mail')).send({ to: 'a@example.test', subject: 'Reset your TaxDesk password', text: `Choose a new password here:\n${link}`, link });
    } finally {
      log.stop();
    }
    const files = readdirSync(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    const file = path.join(dir, 'mail', files[0]!);
    expect(readFileSync(file, 'utf8')).toContain(link);
    expect(statSync(file).mode & 0o077).toBe(0);
    const whole = log.lines.join('');
    expect(whole).toContain('email to a@example.test');
    expect(whole).toContain(files[0]);
    expect(whole).not.toContain('SeCrEtToKeN123');
  });
});
