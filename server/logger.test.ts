import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, scrubText, scrubValue } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream);
  return { log, lines };
}

describe('logger redaction', () => {
  it('removes SSNs, dates of birth, passwords, tokens, cookies and document text', () => {
    const { log, lines } = capture();
    log.info({
      ssn: '123-45-6789',
      profile: { ssn: '123-45-6789', date_of_birth: '1985-03-03' },
      password: 'hunter2hunter2',
      headers: { cookie: 'taxdesk.session_token=abc', authorization: 'Bearer x' },
      token: 'tok',
      doc: { text: 'W-2 employee SSN 123-45-6789' },
    });
    const out = lines.join('');
    for (const secret of ['123-45-6789', '1985-03-03', 'hunter2', 'session_token=abc', 'Bearer x', '"tok"']) expect(out).not.toContain(secret);
  });

  it('masks SSN-shaped numbers in free text', () => {
    expect(scrubText('ssn 123-45-6789 and 123456789')).toBe('ssn ***-**-**** and ***-**-****');
  });
});

describe('tokens in paths and query strings', () => {
  it('redacts reset-link path tokens, token/code/otp/callbackURL parameters and JWTs', () => {
    expect(scrubText('/api/auth/reset-password/AbCdEf123456?callbackURL=%2Fauth%2Freset-password')).toBe('/api/auth/reset-password/[redacted]?callbackURL=[redacted]');
    expect(scrubText('GET /api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6IngifQ.c2lnbmF0dXJl&callbackURL=%2Fwelcome')).toBe(
      'GET /api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    );
    expect(scrubText('https://x.test/cb?code=123456&otp=654321&state=s1')).toBe('https://x.test/cb?code=[redacted]&otp=[redacted]&state=[redacted]');
    expect(scrubText('a token eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6IngifQ.c2lnbmF0dXJl in text')).toBe('a token [redacted] in text');
    expect(scrubText('/api/documents/0b9c1a1e-4f7e-4a59-9f0e-2d3c4b5a6978')).toBe('/api/documents/0b9c1a1e-4f7e-4a59-9f0e-2d3c4b5a6978');
  });

  it('scrubs strings inside logged objects and errors', () => {
    const out = JSON.stringify(scrubValue({ path: '/api/auth/reset-password/tok123', err: new Error('fetch /api/auth/reset-password/tok456 failed') }));
    expect(out).not.toContain('tok123');
    expect(out).not.toContain('tok456');
    expect(out).toContain('[redacted]');
  });
});
