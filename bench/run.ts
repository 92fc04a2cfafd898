/**
 * `npm run bench`: prints the figures the issues set targets for.
 * - the landing page's JavaScript and CSS, gzipped (target ≤ 150 KB of JS);
 * - time from upload to "analyzed" for a digital W-2 PDF and a scanned W-2 image, through the
 *   real HTTP API, database, queue, worker and extraction engine.
 * Figures are printed, never asserted (tests assert behaviour, benchmarks measure).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist', 'client');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function landingBundle() {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(path.join(dist, ref))).length;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  console.log(`landing page, loaded on first paint (gzipped): JavaScript ${kb(js)} (target ≤ 150 KB), CSS ${kb(css)}, files: ${new Set(refs).size}`);
}

async function uploadToAnalyzed() {
  const { startTestApp } = await import('../test/harness');
  const { createVerifiedUser } = await import('../test/factories');
  const shared = path.resolve(root, '..', 'shared', 'corpus');
  if (!existsSync(shared)) {
    console.log('upload → analyzed: skipped (../shared/corpus not found)');
    return;
  }
  const app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  try {
    const { agent } = await createVerifiedUser(app);
    await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const files: Array<[string, string]> = [
      ['digital W-2 (PDF text layer)', 'google-2020-w2.pdf'],
      ['scanned W-2 (PNG, OCR)', 'azure-w2-single.png'],
    ];
    for (const [label, name] of files) {
      const bytes = readFileSync(path.join(shared, name));
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        // A different byte at the end each time, so the duplicate check does not refuse the upload.
        const variant = name.endsWith('.pdf') ? Buffer.concat([bytes, Buffer.from(`\n%bench ${i}\n`)]) : bytes;
        if (!name.endsWith('.pdf') && i > 0) {
          const docs = (await (await agent.get('/api/documents')).json()) as { documents: Array<{ id: string }> };
          for (const d of docs.documents) await agent.request('DELETE', `/api/documents/${d.id}`);
        }
        const started = performance.now();
        const res = await agent.upload(variant, name, 'w2');
        const { document } = (await res.json()) as { document: { id: string } };
        for (;;) {
          const { document: d } = (await (await agent.get(`/api/documents/${document.id}`)).json()) as { document: { upload_status: string } };
          if (d.upload_status !== 'processing') break;
          await new Promise((r) => setTimeout(r, 25));
        }
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`upload → analyzed, ${label}: median ${Math.round(times[1]!)} ms (runs: ${times.map((t) => Math.round(t)).join(', ')} ms; the first scan includes OCR worker start-up)`);
    }
  } finally {
    await app.close();
  }
}

landingBundle();
await uploadToAnalyzed();
