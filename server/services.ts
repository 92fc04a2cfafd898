import path from 'node:path';
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import { EventHub } from './events';
import { createExtractor, type Extractor, type ExtractorOptions } from './extraction';
import { logMailer, smtpMailer, type Mailer } from './integrations/mail';
import { localStore } from './integrations/storage/local';
import { s3Store } from './integrations/storage/s3';
import type { ObjectStore } from './integrations/storage/types';
import { logger, type Logger } from './logger';
import { createAuth, type Auth } from './auth/auth';
import { loadKeys } from './security/keys';
import { FieldCipher } from './security/crypto';
import { EncryptedStore } from './security/envelope';

/** Everything a request handler or a job may use, built once per process. */
export interface Services {
  env: Env;
  log: Logger;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  cipher: FieldCipher;
  files: EncryptedStore;
  events: EventHub;
  /** The extraction engine, created on first use (only processes that analyze need its OCR pool). */
  extractor(): Extractor;
  /** Stops the extraction engine's OCR workers if it was started. */
  closeExtractor(): Promise<void>;
}

export interface ServiceOverrides {
  database?: Database;
  mailer?: Mailer;
  objectStore?: ObjectStore;
  extractor?: Extractor;
}

/** The object store selected by configuration: S3 when S3_ENDPOINT/S3_BUCKET are set, else DATA_DIR/objects. */
export function objectStoreFrom(env: Env): ObjectStore {
  if (env.S3_BUCKET) {
    return s3Store({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localStore(path.join(env.DATA_DIR, 'objects'));
}

/** The extraction engine's options from configuration (the server and `npm run extract` alike). */
export function extractorOptions(env: Env): ExtractorOptions {
  return {
    maxBytes: env.UPLOAD_MAX_BYTES,
    maxPages: env.UPLOAD_MAX_PAGES,
    maxPixels: env.UPLOAD_MAX_PIXELS,
    timeoutMs: env.EXTRACTION_TIMEOUT_SECONDS * 1000,
    ocr: { engine: env.OCR_ENGINE, poolSize: env.OCR_WORKERS },
    model: env.AI_BASE_URL && env.AI_MODEL ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, sendPii: env.AI_SEND_PII } : undefined,
  };
}

/** Opens the database (and migrates it), storage, the mailer and auth from validated configuration. */
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
  const mailer = overrides.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : logMailer(logger, path.join(env.DATA_DIR, 'mail')));
  const auth = createAuth({ env, database, authSecret: keys.authSecret });
  const cipher = new FieldCipher(keys.encryptionKey, keys.oldEncryptionKeys);
  const events = new EventHub(database, logger);
  await events.start();
  let extractor = overrides.extractor;
  return {
    env,
    log: logger,
    database,
    auth,
    mailer,
    cipher,
    files: new EncryptedStore(overrides.objectStore ?? objectStoreFrom(env), cipher),
    events,
    extractor() {
      extractor ??= createExtractor(extractorOptions(env));
      return extractor;
    },
    async closeExtractor() {
      await extractor?.close();
    },
  };
}

/** Closes what createServices opened. */
export async function closeServices(s: Services): Promise<void> {
  await s.events.stop();
  await s.closeExtractor().catch(() => undefined);
  await s.mailer.close().catch(() => undefined);
  await s.database.close();
}
