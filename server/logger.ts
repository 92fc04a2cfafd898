import pino from 'pino';

/**
 * Paths pino removes from every log line. Taxpayer identifiers, secrets and document text never
 * reach the log (security.md §13).
 */
export const REDACT_PATHS = [
  'password', '*.password', 'newPassword', '*.newPassword', 'currentPassword', '*.currentPassword',
  'token', '*.token', 'accessToken', '*.accessToken', 'refreshToken', '*.refreshToken',
  'secret', '*.secret', 'apiKey', '*.apiKey', 'authorization', '*.authorization',
  'cookie', '*.cookie', 'headers.cookie', 'headers.authorization', 'req.headers.cookie',
  'req.headers.authorization', 'res.headers["set-cookie"]',
  'ssn', '*.ssn', '*.*.ssn', 'spouse_ssn', '*.spouse_ssn', 'employee_ssn', '*.employee_ssn',
  'recipient_tin', '*.recipient_tin', 'taxpayer_ssn', '*.taxpayer_ssn',
  'date_of_birth', '*.date_of_birth', '*.*.date_of_birth', 'dob', '*.dob',
  'text', '*.text', 'documentText', '*.documentText', 'prompt', '*.prompt', 'messages', '*.messages',
  'content', '*.content', 'otp', '*.otp', 'backupCodes', '*.backupCodes',
];

const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b/g;

/** Masks anything shaped like an SSN in free text that reaches a log line. */
export function scrubText(s: string): string {
  return s.replace(SSN_LIKE, '***-**-****');
}

/** The one structured logger of the server. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  hooks: {
    logMethod(args, method) {
      // Free-text messages are scrubbed as well as structured fields.
      const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as typeof args;
      return method.apply(this, scrubbed);
    },
  },
});

export type Logger = typeof logger;
