import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { DOCUMENT_TYPE_VALUES, EDIT_YEARS, UPLOAD_MESSAGES } from '#shared/documents/types';
import { FIELDS_SCHEMAS } from '#shared/extraction/schemas';
import { isDocumentType } from '#shared/extraction/document-types';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { audit } from '../audit';
import { requireUser } from '../auth/session';
import { documents, extractedData, jobs } from '../db/schema';
import { decodeCursor, documentsSummary, MISSING_FILE_ERROR, DOCUMENT_PAGE_DEFAULT, DOCUMENT_PAGE_MAX, findDocument, listDocumentsPage, rebuildLedger, presentDocument } from '../domain/documents';
import { acceptedExtension, checkMagicBytes, displayFileName, receiveUpload, tooLarge, type CheckedFile, type UploadBody } from '../domain/upload';
import { uploadChecker } from '../domain/upload-check';
import { insertUploadedDocument, uploadPrecheck } from '../domain/upload-rows';
import { collectionsBetween, watchCollections } from '../domain/upload-gc';
import { noteStage, type UploadStage } from '../domain/upload-warm';
import { publish } from '../events';
import { AppError, errors, fromZod } from '../http/errors';
import type { AppEnv } from '../http/types';
import { ANALYZE_QUEUE } from '../jobs/analyze';
import { enqueue } from '../jobs/queue';

const yearParam = z.coerce.number().int().min(2000).max(2100);
const pageLimit = z.coerce.number().int().min(1).max(DOCUMENT_PAGE_MAX);
const uploadQuery = z.object({
  documentType: z.enum(DOCUMENT_TYPE_VALUES, { error: UPLOAD_MESSAGES.noType }),
  taxYear: z.coerce.number().int().refine((y) => (EDIT_YEARS as readonly number[]).includes(y), 'Choose a tax year from 2020 to 2025'),
});
const editBody = z.object({
  documentType: z.enum(DOCUMENT_TYPE_VALUES),
  taxYear: z.number().int().refine((y) => (EDIT_YEARS as readonly number[]).includes(y), 'Choose a tax year from 2020 to 2025'),
});
const confirmBody = z.object({ fields: z.record(z.string(), z.unknown()).optional() });

/**
 * The upload's body: the Node request itself when the HTTP server is Node's and nothing has begun
 * reading it (read as it arrives, without the web-stream adapter copying every piece: ADR 124), the
 * web request's body otherwise.
 */
function uploadBody(c: Context<AppEnv>): UploadBody {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming instanceof Readable && incoming.readableFlowing === null && incoming.listenerCount('data') === 0 && !incoming.readableEnded) return incoming;
  return c.req.raw.body;
}

/** Queues the analysis of a document (with the caller's transaction). */
async function queueAnalysis(tx: Parameters<typeof enqueue>[0], documentId: string) {
  await enqueue(tx, ANALYZE_QUEUE, { documentId }, { singletonKey: documentId, maxAttempts: 3 });
}

/** Uploads, the document list and detail, edits, deletes, analysis retries, and the file itself. */
export function documentRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/documents/upload', requireUser, async (c) => {
    const user = c.get('user')!;
    const services = c.get('services');
    const { database, files, env, log } = services;
    // LOG_LEVEL=debug: how long each step took, and which steps ran cold on this request (their
    // first run in the process; the start's rehearsal runs them first: ADR 084 and its addendum).
    const laps = log.isLevelEnabled('debug') ? [performance.now()] : null;
    if (laps) watchCollections();
    const cold: UploadStage[] = [];
    const ran = (stage: UploadStage, firstOfThread?: boolean) => {
      if (noteStage(services, stage, 'request', firstOfThread)) cold.push(stage);
    };
    const q = uploadQuery.safeParse(c.req.query());
    if (!q.success) throw fromZod(q.error);
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > env.UPLOAD_MAX_BYTES) throw tooLarge(env.UPLOAD_MAX_BYTES);
    const fileName = displayFileName(c.req.header('x-file-name'));
    if (!fileName) throw errors.validation(UPLOAD_MESSAGES.noFiles);

    // The file is encrypted and written (to a temporary object) while it arrives. Then, at the same
    // time, the check thread parses it (pdf.js or the image decoder), the thread pool hashes it and
    // then one query reads the user's profile, a duplicate and the storage used (ADR 128). The object becomes visible only after
    // every check has passed, and the row, its job, the audit entry and the live event follow in
    // one statement; if anything fails, nothing stays behind (ADR 084).
    const id = randomUUID();
    const key = `${user.id}/${randomUUID()}${acceptedExtension(fileName)}`;
    const object = await files.writer(key);
    let checked: CheckedFile;
    let size: number;
    let clientId: string;
    try {
      const received = await receiveUpload(uploadBody(c), env.UPLOAD_MAX_BYTES, object, declared, (head) => checkMagicBytes(head, fileName));
      size = received.size;
      // The object's last bytes, its tag and closing the file run while the file is checked; it
      // becomes visible (commit) only after every check has passed (ADR 128).
      const sealing = object.seal();
      sealing.catch(() => undefined);
      ran('receive');
      laps?.push(performance.now());
      const limits = { maxBytes: env.UPLOAD_MAX_BYTES, maxPages: env.UPLOAD_MAX_PAGES, maxPixels: env.UPLOAD_MAX_PIXELS };
      const checking = uploadChecker()
        .checkNoting(received.bytes, fileName, limits, received.sha256, (first) => ran('check', first))
        .then((r) => r.file);
      checking.catch(() => undefined);
      const before = await uploadPrecheck(database.db, user.id, CURRENT_TAX_YEAR, await received.sha256);
      if (!before.clientId) throw new AppError(409, 'no_client', 'Please complete disclaimer first');
      clientId = before.clientId;
      checked = await checking;
      if (before.duplicate) {
        const when = before.duplicate.uploadedAt.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
        throw new AppError(409, 'duplicate_document', `You already uploaded this file as "${before.duplicate.fileName}" on ${when}.`, { documentId: before.duplicate.id });
      }
      if (before.usedBytes + size > env.UPLOAD_QUOTA_BYTES) {
        throw errors.payloadTooLarge('Your storage is full. Delete documents you no longer need and try again.');
      }
      laps?.push(performance.now());
      await object.commit();
      ran('commit');
      laps?.push(performance.now());
    } catch (err) {
      await object.abort().catch((e) => log.error({ err: e }, 'could not remove the temporary object of a refused upload'));
      throw err;
    }
    try {
      const doc = await insertUploadedDocument(database.db, {
        row: {
          id,
          clientId,
          userId: user.id,
          documentType: q.data.documentType,
          fileName,
          filePath: key,
          fileSize: size,
          mimeType: checked.mimeType,
          sha256: checked.sha256,
          pageCount: checked.pageCount,
          uploadStatus: 'processing',
          taxYear: q.data.taxYear,
        },
        audit: { actorUserId: user.id, action: 'document.uploaded', targetType: 'document', targetId: id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { bytes: size, type: q.data.documentType } },
      });
      ran('insert');
      if (laps) {
        const [start, received, checked, committed] = laps as [number, number, number, number];
        const end = performance.now();
        const ms = (a: number, b: number) => Math.round((b - a) * 10) / 10;
        // On a later turn: the collector reports a collection a moment after it ends.
        setImmediate(() =>
          log.debug({ ms: { receive: ms(start, received), check: ms(received, checked), commit: ms(checked, committed), insert: ms(committed, end) }, gc: collectionsBetween(start, end), cold }, 'upload timings'),
        );
      }
      return c.json({ document: presentDocument(doc, null) }, 201);
    } catch (err) {
      await files.delete(key).catch((e) => log.error({ err: e }, 'could not remove the object of a failed upload'));
      throw err;
    }
  });

  // Newest first, one keyset page at a time: ?limit= (default 50, at most 200) and ?cursor= (the
  // nextCursor of the previous page; null on the last page).
  r.get('/documents', requireUser, async (c) => {
    const user = c.get('user')!;
    const year = c.req.query('year') ? yearParam.parse(c.req.query('year')) : undefined;
    const limit = c.req.query('limit') ? pageLimit.parse(c.req.query('limit')) : DOCUMENT_PAGE_DEFAULT;
    const cursorText = c.req.query('cursor');
    const after = cursorText ? decodeCursor(cursorText) : null;
    if (cursorText && !after) throw errors.validation('The page cursor is not valid. Load the list again from the start.');
    const page = await listDocumentsPage(c.get('services').database.db, user.id, { year, limit, after });
    return c.json({ documents: page.rows.map(({ doc, x }) => presentDocument(doc, x)), nextCursor: page.nextCursor });
  });

  r.get('/documents/summary', requireUser, async (c) => {
    const user = c.get('user')!;
    const year = yearParam.parse(c.req.query('year') ?? CURRENT_TAX_YEAR);
    return c.json(await documentsSummary(c.get('services').database.db, user.id, year));
  });

  r.post('/documents/retry-failed', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database } = c.get('services');
    const retried = await database.db.transaction(async (tx) => {
      // A failure because the file is gone is not retried: it would fail again on every visit.
      const failed = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.userId, user.id), eq(documents.uploadStatus, 'failed'), sql`${documents.analysisError} is distinct from ${MISSING_FILE_ERROR}`));
      for (const d of failed) {
        await tx.update(documents).set({ uploadStatus: 'processing', analysisError: null }).where(eq(documents.id, d.id));
        await tx.delete(jobs).where(and(eq(jobs.queue, ANALYZE_QUEUE), eq(jobs.singletonKey, d.id), eq(jobs.state, 'failed')));
        await queueAnalysis(tx, d.id);
        await publish(tx, user.id, { type: 'document', id: d.id, action: 'updated' });
      }
      return failed.length;
    });
    return c.json({ retried });
  });

  r.get('/documents/:id', requireUser, async (c) => {
    const found = await findDocument(c.get('services').database.db, c.get('user')!.id, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    return c.json({ document: presentDocument(found.doc, found.x) });
  });

  r.patch('/documents/:id', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database } = c.get('services');
    const body = editBody.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw fromZod(body.error, 'Failed to update document');
    const found = await findDocument(database.db, user.id, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    const { doc } = found;
    const typeChanged = body.data.documentType !== doc.documentType;
    await database.db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({ documentType: body.data.documentType, taxYear: body.data.taxYear, ...(typeChanged ? { uploadStatus: 'processing' as const, analysisError: null } : {}) })
        .where(eq(documents.id, doc.id));
      // A new type is read with that form's parser; the old result stays until the new one lands.
      if (typeChanged) await queueAnalysis(tx, doc.id);
      if (body.data.taxYear !== doc.taxYear || found.x) {
        await rebuildLedger(tx, user.id, doc.clientId, doc.taxYear);
        if (body.data.taxYear !== doc.taxYear) await rebuildLedger(tx, user.id, doc.clientId, body.data.taxYear);
      }
      await audit(tx, { actorUserId: user.id, action: 'document.edited', targetType: 'document', targetId: doc.id, details: { documentType: body.data.documentType, taxYear: body.data.taxYear } });
      await publish(tx, user.id, { type: 'document', id: doc.id, action: 'updated' });
    });
    const after = await findDocument(database.db, user.id, doc.id);
    return c.json({ document: presentDocument(after!.doc, after!.x) });
  });

  r.delete('/documents/:id', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, files, log } = c.get('services');
    const found = await findDocument(database.db, user.id, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    const { doc } = found;
    await database.db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.id, doc.id));
      await rebuildLedger(tx, user.id, doc.clientId, doc.taxYear);
      await audit(tx, { actorUserId: user.id, action: 'document.deleted', targetType: 'document', targetId: doc.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') });
      await publish(tx, user.id, { type: 'document', id: doc.id, action: 'deleted' });
    });
    // The row is gone; a failure to remove the object is logged (spec §8) for an operator to clean.
    await files.delete(doc.filePath).catch((err) => log.error({ err, documentId: doc.id }, 'stored file could not be deleted'));
    return c.body(null, 204);
  });

  r.post('/documents/:id/retry', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database } = c.get('services');
    const found = await findDocument(database.db, user.id, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    await database.db.transaction(async (tx) => {
      await tx.update(documents).set({ uploadStatus: 'processing', analysisError: null }).where(eq(documents.id, found.doc.id));
      await queueAnalysis(tx, found.doc.id);
      await publish(tx, user.id, { type: 'document', id: found.doc.id, action: 'updated' });
    });
    const after = await findDocument(database.db, user.id, found.doc.id);
    return c.json({ document: presentDocument(after!.doc, after!.x) });
  });

  r.post('/documents/:id/confirm', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database } = c.get('services');
    const body = confirmBody.parse(await c.req.json().catch(() => ({})));
    const found = await findDocument(database.db, user.id, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    if (!found.x) throw new AppError(409, 'not_analyzed', 'This document has not been analyzed yet.');
    const type = isDocumentType(found.x.detectedType) ? found.x.detectedType : 'other';
    const overrides = body.fields ?? {};
    // Identifiers are not editable here (the browser only has them masked).
    const merged = { ...found.x.extractedFields, ...(found.x.confirmedFields ?? {}), ...overrides };
    const checked = FIELDS_SCHEMAS[type].safeParse(Object.fromEntries(Object.entries(merged).filter(([k, v]) => !/X{3}|X{2}-/.test(String(v)) || !k.endsWith('tin'))));
    if (!checked.success) throw fromZod(checked.error);
    await database.db.transaction(async (tx) => {
      await tx
        .update(extractedData)
        .set({ confirmedFields: { ...(found.x!.confirmedFields ?? {}), ...overrides }, verificationStatus: 'verified', verifiedBy: user.id, verifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(extractedData.id, found.x!.id));
      await rebuildLedger(tx, user.id, found.doc.clientId, found.doc.taxYear);
      await audit(tx, { actorUserId: user.id, action: 'document.confirmed', targetType: 'document', targetId: found.doc.id, details: { corrected: Object.keys(overrides) } });
      await publish(tx, user.id, { type: 'document', id: found.doc.id, action: 'updated' });
    });
    const after = await findDocument(database.db, user.id, found.doc.id);
    return c.json({ document: presentDocument(after!.doc, after!.x) });
  });

  r.get('/documents/:id/file', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, files } = c.get('services');
    const found = await findDocument(database.db, user.id, c.req.param('id'));
    if (!found) throw errors.notFound('Document');
    const bytes = await files.get(found.doc.filePath);
    if (!bytes) throw errors.notFound('File');
    const download = c.req.query('download') === '1';
    await audit(database.db, { actorUserId: user.id, action: download ? 'document.downloaded' : 'document.viewed', targetType: 'document', targetId: found.doc.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') });
    const safeName = found.doc.fileName.replace(/["\\\r\n]/g, '_');
    c.header('Content-Type', found.doc.mimeType);
    c.header('Content-Length', String(bytes.byteLength));
    c.header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${safeName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(safeName)}`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    // The browser's PDF viewer needs to run in the frame; nothing else may load from this response.
    c.header('Content-Security-Policy', "frame-ancestors 'self'");
    return stream(c, async (s) => {
      await s.write(bytes);
    });
  });

  return r;
}
