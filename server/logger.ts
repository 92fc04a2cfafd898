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
/** Path segments that are one-time secrets: better-auth's reset link `/reset-password/<token>` and the like. */
const TOKEN_SEGMENT = /(\/(?:reset-password|verify-email|magic-link|callback|set-password|invite)\/)[^/?#\s"'&]+/gi;
/** Query parameters that carry secrets, including a callbackURL that may itself hold a token. */
const SECRET_PARAM = /([?&;](?:token|code|otp|callbackURL|redirectTo|access_token|refresh_token|id_token|secret|key|signature|state)=)[^&#\s"']+/gi;
/** A JSON Web Token anywhere in text (better-auth's verification tokens are JWTs). */
const JWT_LIKE = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;

/** Masks SSN-shaped numbers and URL-borne tokens in free text that reaches a log line. */
export function scrubText(s: string): string {
  return s
    .replace(SSN_LIKE, '***-**-****')
    .replace(JWT_LIKE, '[redacted]')
    .replace(TOKEN_SEGMENT, '$1[redacted]')
    .replace(SECRET_PARAM, '$1[redacted]');
}

/** A path or URL as it may be logged: one-time tokens in the path and the query are replaced. */
export function redactUrl(pathOrUrl: string): string {
  return scrubText(pathOrUrl);
}

/**
 * Scrubs every string of a log object (messages, paths, links, error messages and stacks), a
 * few levels deep. Key-based redaction (REDACT_PATHS) runs afterwards on the result.
 */
export function scrubValue(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return scrubText(v);
  if (depth > 5 || v === null || typeof v !== 'object') return v;
  if (v instanceof Error) {
    const e: Record<string, unknown> = { type: v.name, message: scrubText(v.message), stack: v.stack ? scrubText(v.stack) : undefined };
    for (const [k, val] of Object.entries(v)) e[k] = scrubValue(val, depth + 1);
    if (v.cause !== undefined) e.cause = scrubValue(v.cause, depth + 1);
    return e;
  }
  if (Array.isArray(v)) return v.map((x) => scrubValue(x, depth + 1));
  if (v instanceof Date || ArrayBuffer.isView(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) out[k] = scrubValue(val, depth + 1);
  return out;
}

const baseLevel = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
const stdout = pino.destination(1);
const taps = new Set<(line: string) => void>();
let quietBelow = 0;

/** Standard output, plus any capture a test has opened (captureLog). */
const destination = {
  write(line: string) {
    for (const tap of taps) tap(line);
    if (quietBelow && levelOf(line) < quietBelow) return;
    stdout.write(line);
  },
  flushSync() {
    stdout.flushSync();
  },
};

function levelOf(line: string): number {
  const m = /^\{"level":(\d+)/.exec(line);
  return m ? Number(m[1]) : 100;
}

/** The one structured logger of the server. */
export const logger = pino(
  {
    level: baseLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        // Free text and every string inside logged objects (paths, links, errors) are scrubbed
        // as well as the structured fields.
        const scrubbed = args.map((a) => scrubValue(a)) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  },
  destination,
);

export type Logger = typeof logger;

/**
 * Collects every line the server logs, down to debug, until `stop()` (for tests that search
 * the whole log). Lines below the configured level still stay off standard output.
 */
export function captureLog(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const tap = (line: string) => lines.push(line);
  const previous = logger.level;
  quietBelow = logger.levels.values[previous] ?? 0;
  taps.add(tap);
  logger.level = 'debug';
  return {
    lines,
    stop() {
      taps.delete(tap);
      logger.level = previous;
      quietBelow = 0;
    },
  };
}
