import path from 'node:path';
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import { logMailer, smtpMailer, type Mailer } from './integrations/mail';
import { logger, type Logger } from './logger';
import { createAuth, type Auth } from './auth/auth';
import { loadKeys } from './security/keys';
import { FieldCipher } from './security/crypto';

/** Everything a request handler or a job may use, built once per process. */
export interface Services {
  env: Env;
  log: Logger;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  cipher: FieldCipher;
}

export interface ServiceOverrides {
  database?: Database;
  mailer?: Mailer;
}

/** Opens the database (and migrates it), the mailer and auth from validated configuration. */
export async function createServices(env: Env, overrides: ServiceOverrides = {}): Promise<Services> {
  const keys = loadKeys(env);
  const database =
    overrides.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite'),
      poolMax: env.DATABASE_POOL_MAX,
    }));
  await database.migrate();
  const mailer = overrides.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : logMailer(logger));
  const auth = createAuth({ env, database, authSecret: keys.authSecret });
  return {
    env,
    log: logger,
    database,
    auth,
    mailer,
    cipher: new FieldCipher(keys.encryptionKey, keys.oldEncryptionKeys),
  };
}

/** Closes what createServices opened. */
export async function closeServices(s: Services): Promise<void> {
  await s.mailer.close().catch(() => undefined);
  await s.database.close();
}
