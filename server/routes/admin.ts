import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { DOCUMENT_TYPES } from '#shared/extraction/document-types';
import { audit } from '../audit';
import { cappedBody, importLegacyCsv, LEGACY_TABLES, staticLegacyFile, type LegacyTable } from '../admin/csv-import';
import { requireAdmin } from '../admin/guard';
import { exportUserloginCsv } from '../admin/legacy';
import { migrateLegacyUsers, updateLegacyUids } from '../admin/migrate';
import { findReviewDocument, listReviewQueue, toReviewDto, verifyDocument } from '../admin/review';
import { queryRows } from '../db/client';
import { AppError, errors, fromZod } from '../http/errors';
import type { AppEnv } from '../http/types';

/** The cap on an uploaded legacy CSV; the file is streamed, never held whole. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

const reviewQuery = z.object({
  type: z.enum(DOCUMENT_TYPES).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
const verifyBody = z.object({ fields: z.record(z.string(), z.unknown()).default({}) });
const staticBody = z.object({ useStatic: z.literal(true) });
const confirmBody = z.object({ confirm: z.literal(true, { error: 'Confirm the migration first.' }) });

/**
 * Administration (issue 8): legacy imports, the migration of legacy users, the uid update, the
 * legacy export and document review. Every route requires an admin with MFA; every action is audited.
 */
export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin);

  const auditAdmin = (c: Context<AppEnv>, action: string, details: Record<string, unknown>, target?: { type: string; id: string }) =>
    audit(c.get('services').database.db, {
      actorUserId: c.get('user')!.id,
      action,
      targetType: target?.type,
      targetId: target?.id,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent'),
      details,
    });

  r.get('/overview', async (c) => {
    const [counts] = await queryRows<{ userlogin: number; userinfo: number; userstack: number; migrated: number; pending_review: number }>(
      c.get('services').database.db,
      sql`select (select count(*) from userlogin)::int as userlogin, (select count(*) from userinfo)::int as userinfo,
            (select count(*) from userstack)::int as userstack, (select count(*) from userlogin where transfer = '1')::int as migrated,
            (select count(*) from extracted_data where verification_status = 'pending')::int as pending_review`,
    );
    return c.json({ counts });
  });

  r.post('/import/:table', async (c) => {
    const table = c.req.param('table');
    if (!(LEGACY_TABLES as readonly string[]).includes(table)) throw errors.notFound('Legacy table');
    const { database, log } = c.get('services');
    const contentType = c.req.header('content-type') ?? '';
    let source: 'upload' | 'static';
    let input: Readable;
    if (/^application\/json/i.test(contentType)) {
      const body = staticBody.safeParse(await c.req.json().catch(() => ({})));
      if (!body.success) throw errors.validation('Send a CSV file, or {"useStatic": true} for the shipped file.');
      source = 'static';
      input = createReadStream(staticLegacyFile(table as LegacyTable));
    } else if (/^text\/(csv|plain)/i.test(contentType)) {
      if (Number(c.req.header('content-length') ?? '0') > IMPORT_MAX_BYTES) throw errors.payloadTooLarge('The file is larger than 50 MB.');
      source = 'upload';
      input = cappedBody(c.req.raw.body, IMPORT_MAX_BYTES);
    } else {
      throw new AppError(415, 'unsupported_media_type', 'Send the file as text/csv.');
    }
    const started = performance.now();
    try {
      const result = await importLegacyCsv(database.db, table as LegacyTable, input);
      const ms = Math.round(performance.now() - started);
      await auditAdmin(c, 'admin.legacy_imported', { table, source, imported: result.imported, errors: result.errors, total: result.total, ms });
      log.info({ table, source, imported: result.imported, errors: result.errors, total: result.total, ms }, 'legacy import finished');
      return c.json(result);
    } catch (err) {
      await auditAdmin(c, 'admin.legacy_import_failed', { table, source, code: err instanceof AppError ? err.code : 'internal_error' });
      throw err;
    }
  });

  r.get('/export/userlogin.csv', async (c) => {
    const { db } = c.get('services').database;
    const [{ rows = 0 } = {}] = await queryRows<{ rows: number }>(db, sql`select count(*)::int as rows from userlogin`);
    await auditAdmin(c, 'admin.legacy_exported', { table: 'userlogin', rows });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="userlogin.csv"');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    return stream(c, async (s) => {
      for await (const chunk of exportUserloginCsv(db)) await s.write(chunk);
    });
  });

  r.post('/migrate-users', async (c) => {
    const body = confirmBody.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw fromZod(body.error);
    const result = await migrateLegacyUsers(c.get('services'), c.get('user')!.id);
    await auditAdmin(c, 'admin.users_migrated', { eligible: result.total_eligible, migrated: result.migrated, skipped: result.skipped, errors: result.errors });
    return c.json(result);
  });

  r.post('/update-userlogin-uid', async (c) => {
    const result = await updateLegacyUids(c.get('services').database.db);
    await auditAdmin(c, 'admin.userlogin_uid_updated', { eligible: result.total_eligible, updated: result.updated, skipped: result.skipped, errors: result.errors });
    return c.json(result);
  });

  r.get('/review', async (c) => {
    const q = reviewQuery.safeParse(c.req.query());
    if (!q.success) throw fromZod(q.error);
    const documents = await listReviewQueue(c.get('services').database.db, q.data);
    return c.json({ documents });
  });

  r.get('/review/:id', async (c) => {
    const found = await findReviewDocument(c.get('services').database.db, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    return c.json({ document: toReviewDto(found.doc, found.x, found.email) });
  });

  r.get('/review/:id/file', async (c) => {
    const { database, files } = c.get('services');
    const found = await findReviewDocument(database.db, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    const bytes = await files.get(found.doc.filePath);
    if (!bytes) throw errors.notFound('File');
    await auditAdmin(c, 'admin.document_viewed', { owner: found.doc.userId }, { type: 'document', id: found.doc.id });
    const safeName = found.doc.fileName.replace(/["\\\r\n]/g, '_');
    c.header('Content-Type', found.doc.mimeType);
    c.header('Content-Length', String(bytes.byteLength));
    c.header('Content-Disposition', `inline; filename="${safeName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(safeName)}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "frame-ancestors 'self'");
    return stream(c, async (s) => {
      await s.write(bytes);
    });
  });

  r.post('/review/:id/verify', async (c) => {
    const { database } = c.get('services');
    const body = verifyBody.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw fromZod(body.error);
    const found = await findReviewDocument(database.db, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    if (!found.x) throw new AppError(409, 'not_analyzed', 'This document has not been analyzed yet.');
    await verifyDocument(database.db, c.get('user')!.id, found.doc, found.x, body.data.fields);
    const after = await findReviewDocument(database.db, found.doc.id);
    return c.json({ document: toReviewDto(after!.doc, after!.x, after!.email) });
  });

  return r;
}
