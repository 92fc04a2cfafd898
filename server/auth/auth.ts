import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { logger } from '../logger';
import { audit } from '../audit';
import { enqueue } from '../jobs/queue';
import { EMAIL_QUEUE, type EmailJob } from '../jobs/email';
import { clearLocks } from './lockout';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';
import { rateLimitStorage } from './rate-limit';

export interface AuthDeps {
  env: Env;
  database: Database;
  authSecret: string;
}

/** Origins allowed to send cookie-bearing requests (the app itself, plus configured ones). */
export function trustedOrigins(env: Env): string[] {
  const extra = (env.TRUSTED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const dev = env.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : [];
  return [...new Set([env.APP_URL, ...extra, ...dev])];
}

/** better-auth configured for TaxDesk (docs/decisions/002-auth.md). */
export function createAuth({ env, database, authSecret }: AuthDeps) {
  const { db } = database;
  const queueEmail = (email: EmailJob) => enqueue(db, EMAIL_QUEUE, { ...email }, { maxAttempts: 8 });

  return betterAuth({
    appName: 'TaxDesk',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    trustedOrigins: trustedOrigins(env),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // better-auth's own messages go through the redacting logger, at debug: an expected
      // failure such as a wrong password is not an operator's problem (it is audited instead).
      log: (level, message) => {
        if (level === 'error') logger.error({ source: 'better-auth' }, message);
        else logger.debug({ source: 'better-auth' }, message);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 30 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await queueEmail({
          kind: 'reset-password',
          to: user.email,
          subject: 'Reset your TaxDesk password',
          link: url,
        });
      },
      async onExistingUserSignUp({ user }) {
        // Sign-up answers the same for a known email; the owner learns of the attempt by mail.
        await queueEmail({
          kind: 'existing-account',
          to: user.email,
          subject: 'Someone tried to sign up with your email',
          link: `${env.APP_URL}/auth/forgot-password`,
        });
      },
      async onPasswordReset({ user }) {
        await audit(db, { actorUserId: user.id, action: 'auth.password_reset', targetType: 'user', targetId: user.id });
        // The owner proved control of the mailbox: no stranger's failures keep them out (security.md §3).
        await clearLocks(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await queueEmail({ kind: 'verify-email', to: user.email, subject: 'Verify your TaxDesk email', link: url });
      },
      async afterEmailVerification(user) {
        await audit(db, { actorUserId: user.id, action: 'auth.email_verified', targetType: 'user', targetId: user.id });
      },
    },
    session: {
      // Sliding expiry = the idle timeout; the absolute timeout is enforced in server/auth/session.ts.
      expiresIn: env.SESSION_IDLE_HOURS * 3600,
      updateAge: 15 * 60,
      freshAge: 10 * 60,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        lastLoginAt: { type: 'date', required: false, input: false },
        legacyUserId: { type: 'string', required: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      // Sign-in and other sensitive attempts are counted in the database (shared by every
      // process); reads such as get-session in memory (docs/decisions/080).
      customStorage: rateLimitStorage(database),
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
        '/sign-up/email': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
        '/request-password-reset': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
        '/reset-password': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
        '/send-verification-email': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
        '/two-factor/*': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
      },
    },
    advanced: {
      cookiePrefix: 'taxdesk',
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-taxdesk-client-ip'] },
    },
    databaseHooks: {
      session: {
        create: {
          async after(s) {
            // A new session is a sign-in (better-auth makes a fresh session id at every login).
            await db.update(schema.user).set({ lastLoginAt: new Date() }).where(eq(schema.user.id, s.userId));
            await audit(db, {
              actorUserId: s.userId,
              action: 'auth.sign_in',
              targetType: 'session',
              targetId: s.id,
              ip: s.ipAddress ?? null,
              userAgent: s.userAgent ?? null,
            });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'TaxDesk',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
