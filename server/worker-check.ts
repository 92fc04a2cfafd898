import path from 'node:path';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from './db/client';
import { documents } from './db/schema';
import type { Env } from './env';
import type { ObjectStore } from './integrations/storage/types';

/** How many of the newest stored documents a worker looks for at start. */
const SAMPLE = 20;

export type StorageCheck = { ok: true; note: string } | { ok: false; problem: string };

/**
 * Whether a worker started on its own (`npm run worker`) reads the same files as the web process.
 * With S3 every machine does. With local-disk storage the worker must see the web process's
 * DATA_DIR (a shared volume): it looks for the newest documents' files and refuses to start when
 * there are some and it finds none, instead of failing every analysis with "The stored file is
 * missing" (issue 21).
 */
export async function checkSharedStorage(env: Env, database: Database, store: ObjectStore): Promise<StorageCheck> {
  if (env.S3_BUCKET) return { ok: true, note: `file storage: S3 bucket ${env.S3_BUCKET}` };
  const root = path.resolve(env.DATA_DIR, 'objects');
  let newest: Array<{ key: string }>;
  try {
    newest = await database.db
      .select({ key: documents.filePath })
      .from(documents)
      .where(inArray(documents.uploadStatus, ['processing', 'completed']))
      .orderBy(desc(documents.uploadedAt))
      .limit(SAMPLE);
  } catch {
    // A database the web process has not migrated yet holds no documents.
    newest = [];
  }
  if (newest.length === 0) {
    return { ok: true, note: `file storage: local disk at ${root}; no stored document yet to check that it is the web process's (it must be the same folder, on a shared volume)` };
  }
  for (const { key } of newest) {
    if ((await store.get(key).catch(() => null)) !== null) return { ok: true, note: `file storage: local disk at ${root}, shared with the web process` };
  }
  return {
    ok: false,
    problem:
      `This worker cannot read the files the web process stored: none of the ${newest.length} newest documents is under ${root}. ` +
      'With local-disk storage a separate worker must use the same DATA_DIR as the web process (a shared volume, same path contents). ' +
      'On another machine, set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and the same ENCRYPTION_KEY) for both the web process and the worker. ' +
      'The worker did not start, so no analysis fails with "The stored file is missing".',
  };
}
