import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, scrubText } from './logger';

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
