import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../test/factories';
import { Agent, freshDatabase, startMailCatcher, type TestApp } from '../../test/harness';
import { freeLoopbackPort } from '../../test/processes';
import { user } from '../db/schema';
import { loadEnv } from '../env';
import { run, type Running } from '../runtime';
import { checkUploadedFile } from './upload';
import { uploadChecker } from './upload-check';
import { compressedWarmUpPdf, UPLOAD_STAGES, uploadColdRuns, WARM_UP_PREFIX } from './upload-warm';

const dirs: string[] = [];
afterAll(async () => {
  await uploadChecker().close();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});
// Each case is a restarted process: its check thread has not checked a file yet.
beforeEach(async () => {
  await uploadChecker().close();
});

async function textPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(`Form W-2 Wage and Tax Statement 2025 ${Math.random()}`, { x: 48, y: 720, size: 11, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** The server as `npm start` runs it (`warm`) or as tests do, over a fresh database, with a mail catcher. */
async function start(warm: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-upload-warm-'));
  dirs.push(dir);
  const port = await freeLoopbackPort();
  const mail = await startMailCatcher();
  const url = `http://127.0.0.1:${port}`;
  const env = loadEnv({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dir, SMTP_URL: mail.url, LOG_LEVEL: 'silent' });
  const { database, drop } = await freshDatabase();
  // The worker sends the sign-up mail; analysing documents is not part of these cases.
  const extractor = { extract: () => Promise.reject(new Error('analysis is not part of this test')), close: async () => undefined };
  const running: Running = await run(env, { http: true, worker: true, database, extractor, warmExtraction: warm });
  const app = { url, mail, agent: () => new Agent(url) } as unknown as TestApp;
  return {
    running,
    dir,
    app,
    async close() {
      await running.stop();
      await mail.close();
      await drop();
    },
  };
}

async function firstUpload(app: TestApp) {
  const { agent } = await createVerifiedUser(app);
  expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
  const res = await agent.upload(await textPdf(), 'w2.pdf', 'w2');
  expect(res.status).toBe(201);
}

describe('the upload path rehearsed at start (ADR 084, addendum)', () => {
  it("makes a PDF with an object stream and a cross-reference stream that passes the upload's own check", { timeout: 60_000 }, async () => {
    const bytes = compressedWarmUpPdf();
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).toContain('/Type /ObjStm');
    expect(text).toContain('/Type /XRef');
    expect(text).not.toMatch(/\nxref\n/);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await expect(checkUploadedFile(bytes, 'warm-up.pdf', { maxBytes: 1 << 20, maxPages: 1, maxPixels: 1 })).resolves.toEqual({ mimeType: 'application/pdf', extension: '.pdf', sha256, pageCount: 1 });
  });

  it('a process started warm (as npm start is) runs every step of the upload at start, so its first upload runs none of them cold, and leaves nothing behind', { timeout: 180_000 }, async () => {
    const s = await start(true);
    try {
      expect(s.running.uploadWarmUp).not.toBeNull();
      await s.running.uploadWarmUp;
      const services = s.running.services;
      expect(uploadColdRuns(services)).toEqual(Object.fromEntries(UPLOAD_STAGES.map((stage) => [stage, 'warm-up'])));
      // The scratch object is gone and the rehearsed rows were rolled back.
      const scratch = path.join(s.dir, 'objects', WARM_UP_PREFIX);
      expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
      expect(await services.database.db.select({ id: user.id }).from(user).where(like(user.id, 'warm-up-%'))).toEqual([]);

      await firstUpload(s.app);
      expect(uploadColdRuns(services)).toEqual(Object.fromEntries(UPLOAD_STAGES.map((stage) => [stage, 'warm-up'])));
    } finally {
      await s.close();
    }
  });

  it('without the warm-up (as tests run), the first upload itself runs every step cold', { timeout: 180_000 }, async () => {
    const s = await start(false);
    try {
      expect(s.running.uploadWarmUp).toBeNull();
      expect(uploadColdRuns(s.running.services)).toEqual({});
      await firstUpload(s.app);
      expect(uploadColdRuns(s.running.services)).toEqual(Object.fromEntries(UPLOAD_STAGES.map((stage) => [stage, 'request'])));
    } finally {
      await s.close();
    }
  });
});
