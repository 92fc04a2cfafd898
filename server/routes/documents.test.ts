import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { queryRows } from '../db/client';
import { documentLedger, extractedData, jobs } from '../db/schema';
import { logger } from '../logger';
import { ANALYZE_QUEUE } from '../jobs/analyze';
import { Worker } from '../jobs/queue';
import { registerHandlers } from '../runtime';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000', UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) });
});
afterAll(async () => {
  await app?.close();
});

type Doc = {
  id: string;
  upload_status: string;
  file_name: string;
  document_type: string;
  tax_year: number;
  extracted_data: null | { extracted_fields: Record<string, unknown>; verification_status: string; ai_summary: string; confidence_score: number };
  proconnect_text: string | null;
};

async function userWithClient() {
  const u = await createVerifiedUser(app);
  await u.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  return u;
}

async function waitAnalyzed(agent: Agent, id: string, ms = 100_000): Promise<Doc> {
  const end = Date.now() + ms;
  for (;;) {
    const { document } = (await (await agent.get(`/api/documents/${id}`)).json()) as { document: Doc };
    if (document.upload_status !== 'processing') return document;
    if (Date.now() > end) throw new Error('analysis did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const objectsDir = () => path.join(app.env.DATA_DIR, 'objects');
const countObjects = (): number => {
  const walk = (d: string): number => (existsSync(d) ? readdirSync(d, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? walk(path.join(d, e.name)) : 1), 0) : 0);
  return walk(objectsDir());
};

/** Temporary objects (uploads being written) under the objects folder, with their sizes. */
const tempObjects = (): number[] => {
  const walk = (d: string): number[] => (existsSync(d) ? readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.tmp') ? [statSync(path.join(d, e.name)).size] : [])) : []);
  return walk(objectsDir());
};

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts an upload whose body the test writes piece by piece (a browser on a slow line). */
function openUpload(agent: Agent, total: number | null, fileName: string): { req: ClientRequest; response: Promise<IncomingMessage> } {
  const url = new URL(`/api/documents/upload?documentType=w2&taxYear=2025`, app.url);
  const req = httpRequest(url, {
    method: 'POST',
    headers: {
      origin: app.url,
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': 'application/octet-stream',
      // null: no length declared (the body is sent in chunks).
      ...(total === null ? {} : { 'content-length': String(total) }),
      'x-file-name': encodeURIComponent(fileName),
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  response.catch(() => undefined);
  return { req, response };
}

/** A valid one-page PDF of about `bytes` bytes (an unreferenced stream of random bytes pads it). */
async function paddedPdf(bytes: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  pdf.context.register(pdf.context.stream(randomBytes(bytes)));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

describe('documents', () => {
  it('uploads a W-2 PDF, analyzes it in the background and shows the values with identifiers masked', async () => {
    const { agent } = await userWithClient();
    const pdf = corpusFile('google-2020-w2.pdf');
    const res = await agent.upload(pdf, 'My W-2 (2020).pdf', 'w2', 2025);
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: Doc };
    expect(document).toMatchObject({ upload_status: 'processing', file_name: 'My W-2 (2020).pdf', document_type: 'w2', tax_year: 2025, extracted_data: null });
    const done = await waitAnalyzed(agent, document.id);
    expect(done.upload_status).toBe('completed');
    expect(done.extracted_data!.extracted_fields).toMatchObject({ box1_wages: '23677.70', employer_name: 'NORTH 312', employee_ssn: 'XXX-XX-0876' });
    expect(done.extracted_data!.ai_summary).toContain('NORTH 312');
    expect(done.proconnect_text).toContain('$23,677.70');
    const list = (await (await agent.get('/api/documents?year=2025')).json()) as { documents: Doc[] };
    expect(list.documents.map((d) => d.id)).toEqual([document.id]);
    expect(await (await agent.get('/api/documents/summary?year=2025')).json()).toEqual({ count: 1, processedCount: 1, analyzedCount: 1, verifiedCount: 0, failedCount: 0 });
    // Passing the checks makes a checked suggestion; only the user's confirmation verifies it.
    expect(done.extracted_data!.verification_status).toBe('checked');
    const notes = (await (await agent.get('/api/notifications')).json()) as { items: Array<{ title: string }> };
    expect(notes.items.map((n) => n.title)).toContain('W-2 from NORTH 312 analyzed');

    // At rest: no SSN in the database, and the stored object is ciphertext.
    const dump = JSON.stringify(await queryRows(app.running.services.database.db, sql`select * from extracted_data`));
    expect(dump).not.toContain('554-03-0876');
    const [ledger] = await app.running.services.database.db.select().from(documentLedger);
    expect(JSON.stringify(ledger!.extractedFields)).toContain('23677.70');
    const { readFileSync } = await import('node:fs');
    const stored = readdirSync(objectsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(stored.length).toBeGreaterThan(0);
    for (const f of stored) expect(readFileSync(path.join(f.parentPath, f.name)).includes(Buffer.from('%PDF'))).toBe(false);

    // The file comes back only through the checked endpoint, with safe headers.
    const file = await agent.get(`/api/documents/${document.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await agent.get(`/api/documents/${document.id}/file?download=1`)).headers.get('content-disposition')).toMatch(/^attachment/);

    // The user confirms the suggestion, correcting one value; the original suggestion is kept.
    const confirmed = await agent.post(`/api/documents/${document.id}/confirm`, { fields: { box1_wages: '23700.00' } });
    expect(confirmed.status).toBe(200);
    const cdoc = ((await confirmed.json()) as { document: Doc & { extracted_data: { confirmed_fields: Record<string, unknown> } } }).document;
    expect(cdoc.extracted_data!.verification_status).toBe('verified');
    expect(await (await agent.get('/api/documents/summary?year=2025')).json()).toMatchObject({ verifiedCount: 1 });
    expect(cdoc.extracted_data!.extracted_fields.box1_wages).toBe('23677.70');
    expect(cdoc.extracted_data.confirmed_fields).toEqual({ box1_wages: '23700.00' });
    expect((await agent.post(`/api/documents/${document.id}/confirm`, { fields: { box1_wages: 'lots' } })).status).toBe(400);
  });

  it('answers 404 for another user’s documents and files', async () => {
    const a = await userWithClient();
    const b = await userWithClient();
    const { document } = (await (await a.agent.upload(corpusFile('google-2020-1099-int.pdf'), 'int.pdf', '1099-int')).json()) as { document: Doc };
    expect((await b.agent.get(`/api/documents/${document.id}`)).status).toBe(404);
    expect((await b.agent.get(`/api/documents/${document.id}/file`)).status).toBe(404);
    expect((await b.agent.request('PATCH', `/api/documents/${document.id}`, { documentType: 'w2', taxYear: 2024 })).status).toBe(404);
    expect((await b.agent.request('DELETE', `/api/documents/${document.id}`)).status).toBe(404);
    expect((await b.agent.post(`/api/documents/${document.id}/retry`)).status).toBe(404);
    expect(((await (await b.agent.get('/api/documents')).json()) as { documents: unknown[] }).documents).toEqual([]);
    expect((await app.agent().get(`/api/documents/${document.id}/file`)).status).toBe(401);
  });

  it('refuses bad files with a clear message and leaves no row and no object', async () => {
    const { agent } = await userWithClient();
    const before = countObjects();
    const cases: Array<[Uint8Array, string, number, string]> = [
      [Buffer.from('just some text, not a PDF'), 'notes.pdf', 422, 'content_mismatch'],
      [corpusFile('azure-w2-single.png'), 'w2.pdf', 422, 'content_mismatch'],
      [Buffer.from('GIF89a....'), 'photo.gif', 400, 'validation_failed'],
      [Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20)]), 'broken.pdf', 422, 'unreadable_pdf'],
      [Buffer.alloc(3 * 1024 * 1024, 1), 'huge.pdf', 413, 'payload_too_large'],
    ];
    for (const [bytes, name, status, code] of cases) {
      const res = await agent.upload(bytes, name);
      expect(res.status, name).toBe(status);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code, name).toBe(code);
      // Checked on the upload check thread (ADR 084); the refusal keeps its words.
      if (code === 'unreadable_pdf') expect(error.message).toBe('This PDF could not be read. It may be damaged.');
    }
    const noType = await agent.request('POST', '/api/documents/upload?taxYear=2025', undefined, { 'x-file-name': 'a.pdf' });
    expect(((await noType.json()) as { error: { message: string } }).error.message).toBe('Please select a document type');
    expect(((await (await agent.get('/api/documents')).json()) as { documents: unknown[] }).documents).toEqual([]);
    expect(countObjects()).toBe(before);
  });

  it('encrypts and writes an upload while it arrives, and drops it when the browser goes away', async () => {
    const { agent } = await userWithClient();
    const pdf = await paddedPdf(1_800_000);
    const before = countObjects();

    // Half the file sent, the request still open: more than a megabyte is already on disk (encrypted,
    // in a temporary object), and nothing is listed yet.
    const up = openUpload(agent, pdf.length, 'slow.pdf');
    up.req.write(pdf.subarray(0, 1_300_000));
    await until('the first megabyte written to a temporary object', () => tempObjects().some((size) => size >= 1024 * 1024));
    expect(((await (await agent.get('/api/documents')).json()) as { documents: unknown[] }).documents).toEqual([]);
    up.req.end(pdf.subarray(1_300_000));
    const res = await up.response;
    const body = JSON.parse(await new Promise<string>((resolve) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve(text));
    })) as { document: Doc };
    expect(res.statusCode).toBe(201);
    expect(tempObjects()).toEqual([]);
    expect(countObjects()).toBe(before + 1);
    const file = await agent.get(`/api/documents/${body.document.id}/file`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    await waitAnalyzed(agent, body.document.id);

    // The browser goes away mid-upload: the temporary object is removed, no row, no object.
    const other = await paddedPdf(1_800_000);
    const gone = openUpload(agent, other.length, 'gone.pdf');
    gone.req.write(other.subarray(0, 1_300_000));
    await until('the first megabyte written to a temporary object', () => tempObjects().some((size) => size >= 1024 * 1024));
    gone.req.destroy();
    await until('the temporary object removed', () => tempObjects().length === 0);
    expect(countObjects()).toBe(before + 1);
    expect(((await (await agent.get('/api/documents')).json()) as { documents: Doc[] }).documents.map((d) => d.file_name)).toEqual(['slow.pdf']);
  });

  it('refuses a file over the size limit sent without a declared length before the rest of it is sent (ADR 124)', async () => {
    const { agent } = await userWithClient();
    const before = countObjects();
    // The cap is 2 MB here: 2.5 MB (a PDF's start, so its magic bytes pass) sent in chunks, and the request never ended by the client.
    const up = openUpload(agent, null, 'endless.pdf');
    up.req.on('error', () => undefined);
    up.req.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_500_000)]));
    const res = await up.response;
    expect(res.statusCode).toBe(413);
    const body = JSON.parse(await new Promise<string>((resolve) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve(text));
    })) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'payload_too_large', message: 'The file is larger than 2 MB.' });
    up.req.destroy();
    await until('the temporary object removed', () => tempObjects().length === 0);
    expect(countObjects()).toBe(before);
    expect(((await (await agent.get('/api/documents')).json()) as { documents: unknown[] }).documents).toEqual([]);
  });

  it('refuses a file whose first bytes do not match its extension before the rest of it is sent (ADR 128)', async () => {
    const { agent } = await userWithClient();
    const before = countObjects();
    // A ZIP archive named .pdf: 1.5 MB declared, only its first 64 KB sent, the request left open.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(1_500_000)]);
    const up = openUpload(agent, zip.length, 'archive.pdf');
    up.req.on('error', () => undefined);
    up.req.write(zip.subarray(0, 65_536));
    const res = await up.response;
    expect(res.statusCode).toBe(422);
    const body = JSON.parse(await new Promise<string>((resolve) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve(text));
    })) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'content_mismatch', message: "The file's contents do not match its .pdf extension." });
    up.req.destroy();
    await until('the temporary object removed', () => tempObjects().length === 0);
    expect(countObjects()).toBe(before);
    expect(((await (await agent.get('/api/documents')).json()) as { documents: unknown[] }).documents).toEqual([]);
  });

  it('refuses an upload before the disclaimer, keeping nothing of it', async () => {
    const { agent } = await createVerifiedUser(app);
    const before = countObjects();
    const res = await agent.upload(corpusFile('google-2020-1099-div.pdf'), 'div.pdf', '1099-div');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'no_client', message: 'Please complete disclaimer first' } });
    expect(countObjects()).toBe(before);
    expect(tempObjects()).toEqual([]);
  });

  it('stores the row, its analysis job and the audit entry of an upload together, and announces it', async () => {
    const { agent } = await userWithClient();
    const db = app.running.services.database.db;
    const res = await agent.upload(corpusFile('google-2020-1099-int.pdf'), 'int.pdf', '1099-int');
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: Doc & { page_count?: number } };
    expect(document).toMatchObject({ file_name: 'int.pdf', document_type: '1099-int', tax_year: 2025, upload_status: 'processing' });
    const job = await queryRows<{ queue: string; payload: { documentId: string }; max_attempts: number }>(db, sql`select queue, payload, max_attempts from jobs where singleton_key = ${document.id}`);
    expect(job).toEqual([{ queue: ANALYZE_QUEUE, payload: { documentId: document.id }, max_attempts: 3 }]);
    const audit = await queryRows<{ action: string; details: { type: string; bytes: number } }>(db, sql`select action, details from audit_events where target_id = ${document.id}`);
    expect(audit).toEqual([{ action: 'document.uploaded', details: { type: '1099-int', bytes: corpusFile('google-2020-1099-int.pdf').length } }]);
    await waitAnalyzed(agent, document.id);
  });

  it('flags the same file uploaded twice instead of storing it again', async () => {
    const { agent } = await userWithClient();
    const bytes = corpusFile('google-2020-1099-div.pdf');
    expect((await agent.upload(bytes, 'div.pdf', '1099-div')).status).toBe(201);
    const objects = countObjects();
    const again = await agent.upload(bytes, 'div-copy.pdf', '1099-div');
    expect(again.status).toBe(409);
    expect(countObjects()).toBe(objects);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'duplicate_document' });
  });

  it('edits type and year, and deletes the row and the stored object', async () => {
    const { agent } = await userWithClient();
    const before = countObjects();
    const { document } = (await (await agent.upload(corpusFile('google-2020-1099-nec.pdf'), 'nec.pdf', 'other')).json()) as { document: Doc };
    expect(countObjects()).toBe(before + 1);
    await waitAnalyzed(agent, document.id);
    const edited = await agent.request('PATCH', `/api/documents/${document.id}`, { documentType: '1099-nec', taxYear: 2024, userId: 'x' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { document: Doc }).document).toMatchObject({ document_type: '1099-nec', tax_year: 2024 });
    const done = await waitAnalyzed(agent, document.id);
    expect(done.extracted_data!.extracted_fields.box1_nonemployee_compensation).toBeDefined();
    expect((await agent.request('PATCH', `/api/documents/${document.id}`, { documentType: 'w9', taxYear: 2024 })).status).toBe(400);
    expect((await agent.request('DELETE', `/api/documents/${document.id}`)).status).toBe(204);
    expect((await agent.get(`/api/documents/${document.id}`)).status).toBe(404);
    expect(countObjects()).toBe(before);
  });

  it('streams the user’s document events, and no one else’s', async () => {
    const a = await userWithClient();
    const b = await userWithClient();
    const open = async (agent: Agent) => {
      const ctrl = new AbortController();
      const res = await fetch(`${app.url}/api/events`, { headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, signal: ctrl.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      let text = '';
      // One read stays pending across the 300 ms ticks: a read dropped when its tick ran out would still take the next
      // chunk, and that chunk (the "updated" event, once in CI) would be lost.
      let pending: ReturnType<typeof reader.read> | null = null;
      const read = async (until: RegExp, ms: number) => {
        const end = Date.now() + ms;
        while (!until.test(text) && Date.now() < end) {
          pending ??= reader.read();
          const r = await Promise.race([pending, new Promise<null>((res) => setTimeout(() => res(null), 300))]);
          if (!r) continue;
          pending = null;
          if (r.done) break;
          text += new TextDecoder().decode(r.value);
        }
        return text;
      };
      return { read, close: () => ctrl.abort() };
    };
    const sa = await open(a.agent);
    const sb = await open(b.agent);
    await sa.read(/event: ready/, 5000);
    const { document } = (await (await a.agent.upload(corpusFile('google-2020-1099-misc.pdf'), 'misc.pdf', '1099-misc')).json()) as { document: Doc };
    // A deadline for the analysis to end, not a timing: files side by side on 2 busy cores (ADR 148).
    const got = await sa.read(/"action":"updated"/, 100_000);
    expect(got).toContain(`event: document\ndata: {"id":"${document.id}","action":"created"}`);
    expect(got).toContain(`"id":"${document.id}","action":"updated"`);
    expect(await sb.read(/never/, 500)).not.toContain(document.id);
    sa.close();
    sb.close();
  });

  it('re-runs an analysis whose worker died, ending with exactly one result', async () => {
    const { agent } = await userWithClient();
    const { services } = app.running;
    // Stop the app's own worker so the "dead" worker below is the one that claims the job.
    await app.running.worker!.stop();
    const { document } = (await (await agent.upload(corpusFile('google-2020-1099-int.pdf'), 'int.pdf', '1099-int')).json()) as { document: Doc };
    const dead = new Worker(services.database, logger, { leaseSeconds: 1 }).handle(ANALYZE_QUEUE, async () => undefined);
    const claimed = await dead.claim();
    expect(claimed?.payload).toEqual({ documentId: document.id });
    // A second, living worker takes the job over once the lease ends, and a duplicate delivery changes nothing.
    const alive = registerHandlers(new Worker(services.database, logger, { pollMs: 100 }), services);
    await alive.start();
    const done = await waitAnalyzed(agent, document.id);
    expect(done.upload_status).toBe('completed');
    const handler = (await import('../jobs/analyze')).analyzeHandler(services);
    await handler({ id: 0, queue: ANALYZE_QUEUE, payload: { documentId: document.id }, attempts: 1, maxAttempts: 3 });
    await alive.stop();
    const results = await services.database.db.select().from(extractedData).where(eq(extractedData.documentId, document.id));
    expect(results).toHaveLength(1);
    const [job] = await services.database.db.select().from(jobs).where(eq(jobs.singletonKey, document.id));
    expect(job).toMatchObject({ state: 'completed', attempts: 2 });
    await app.running.worker!.start();
  });
});
