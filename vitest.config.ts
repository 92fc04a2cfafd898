import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Files that run after all the others, one at a time (ADR 148): those that bound a latency, an order or a restart
 * (/healthz under 200 ms while hostile files are analysed; a job done within 60 s of a SIGKILL; a session refused on
 * another process within its bound) and those that start several server processes of their own. Side by side with
 * another file they would measure that file's load, not their own. (Run side by side, the two multi-process files that
 * bound only deadlines slowed the files beside them more than they saved: ADR 154.)
 */
const TESTS = '{shared,server,client,scripts,bench}/**/*.test.{ts,tsx}';
const ALONE = [
  'server/jobs/hostile-analysis.test.ts',
  'server/jobs/shutdown-drill.test.ts',
  // The order of a notice and the answer of the request that queued it (ADR 124) travels on two PostgreSQL connections:
  // beside another file's load the notice was once handled first (.ci/run on PostgreSQL, ADR 148).
  'server/jobs/queue.test.ts',
  'server/auth/session-processes.test.ts',
  'server/worker-processes.test.ts',
  'server/routes/dashboard-processes.test.ts',
];

/**
 * Files that share one module graph per worker (ADR 153): the pure ones (chat engine, parsers, extraction, OCR, tax
 * rules, client helpers) under these folders that open no database, start no server and mock no module. Loading the
 * NLP model, the fact index and the OCR engine once per worker instead of once per file cut their CPU time from 103 s
 * to 13 s (chat and shared) and from 303 s to 256 s (extraction), measured side by side on this machine.
 */
const SHARED_FOLDERS = ['shared', 'server/chat', 'server/extraction', 'server/integrations/ocr', 'client', 'bench'];
const OPENS_DATABASE = /test\/(harness|factories)|\/db\/(client|schema)|\/runtime'|DATABASE_URL|freshDatabase|vi\.mock|vi\.stub|child_process|server-process/;
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(p);
    return /\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
const SHARED_MODULES = SHARED_FOLDERS.flatMap(testFiles).filter((f) => !OPENS_DATABASE.test(readFileSync(f, 'utf8')));

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One test file per core (Vitest's own default leaves one core idle: a single worker on CI's 2 cores). Every file
    // has its own database (a PGlite snapshot, or its own database on DATABASE_URL's server), data folder and ports, so
    // files run side by side; ADR 148 has the measured run times.
    maxWorkers: Math.max(2, availableParallelism()),
    // A generous deadline, not a timing assertion: tests wait on conditions (polls with their own
    // deadlines of up to 90 s for an analysis), and CI runs on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    projects: [
      { extends: true, test: { name: 'side-by-side', include: [TESTS], exclude: [...ALONE, ...SHARED_MODULES, 'node_modules/**'], sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'shared-modules', include: SHARED_MODULES, isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
