import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.string().url();

/** Every environment variable the server reads, validated once at boot (README lists them). */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: url.optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (44 characters)')
      .optional(),
    ENCRYPTION_KEYS_OLD: z.string().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('TaxDesk <no-reply@taxdesk.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    RUN_WORKER: bool.default(true),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    ACCOUNT_LOCK_FAILURES: z.coerce.number().int().min(1).default(5),
    ACCOUNT_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
    SESSION_IDLE_HOURS: z.coerce.number().int().min(1).default(12),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(7),
    AI_BASE_URL: url.optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_SEND_PII: bool.default(false),
    S3_ENDPOINT: url.optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
    UPLOAD_MAX_PAGES: z.coerce.number().int().min(1).default(20),
    UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1_000_000).default(40_000_000),
    UPLOAD_QUOTA_BYTES: z.coerce.number().int().min(1024).default(500 * 1024 * 1024),
    OCR_ENGINE: z.enum(['tesseract.js', 'tesseract-cli']).default('tesseract.js'),
    OCR_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
    EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).default(120),
    /** How long a stopping worker lets its running jobs finish before it hands them back to the queue. */
    JOB_SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    CHAT_MESSAGES_PER_HOUR: z.coerce.number().int().positive().default(60),
    CHAT_MESSAGES_PER_DAY: z.coerce.number().int().positive().default(300),
    CHAT_TOKENS_PER_DAY: z.coerce.number().int().positive().default(400_000),
    CHAT_AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    CHAT_STREAM_DELAY_MS: z.coerce.number().int().min(0).default(12),
    CONTACT_CONSULTANT_NAME: z.string().default('Tax Consultant'),
    CONTACT_CONSULTANT_PHONE: z.string().default('+1-202-555-0142'),
    CONTACT_CONSULTANT_EMAIL: z.string().email().default('consultant@taxdesk.example'),
    CONTACT_ACCOUNTANT_NAME: z.string().default('Tax Accountant'),
    CONTACT_ACCOUNTANT_PHONE: z.string().default('+1-202-555-0178'),
    CONTACT_ACCOUNTANT_EMAIL: z.string().email().default('accountant@taxdesk.example'),
    CONTACT_ADMIN_NAME: z.string().default('Client Administrator'),
    CONTACT_ADMIN_PHONE: z.string().default('+1-202-555-0113'),
    CONTACT_ADMIN_EMAIL: z.string().email().default('admin@taxdesk.example'),
  });

export type Env = z.output<typeof schema> & { APP_URL: string };

/** Rules that tie variables together; checked even when single variables are also wrong. */
function crossChecks(v: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (v.AI_BASE_URL && !v.AI_MODEL) problems.push('AI_MODEL: is required when AI_BASE_URL is set');
  if (v.S3_ENDPOINT && !v.S3_BUCKET) problems.push('S3_BUCKET: is required when S3_ENDPOINT is set');
  if (v.NODE_ENV === 'production' && v.APP_URL?.startsWith('http://') && !/\/\/(localhost|127\.0\.0\.1)[:/]?/.test(v.APP_URL)) {
    problems.push('APP_URL: must be https:// in production');
  }
  if (v.NODE_ENV === 'production' && v.DATABASE_URL && !v.ENCRYPTION_KEY) {
    problems.push('ENCRYPTION_KEY: is required in production with DATABASE_URL (every process must share the key)');
  }
  return problems;
}

/** Thrown when the environment is invalid; lists every problem at once. */
export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses and validates the environment; throws EnvError naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossChecks(cleaned),
  ];
  if (!parsed.success || problems.length) throw new EnvError(problems);
  const env = parsed.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

/** loadEnv for entry points: prints every configuration problem and exits with status 1. */
export function loadEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return loadEnv(source);
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
