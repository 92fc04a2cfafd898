// The production build: the server bundled with esbuild into dist/server, the web client built by
// Vite into dist/client. Each is skipped when a content hash of its sources matches the one stored
// with the last build, so a restart does not build anything. Plain JavaScript: it runs before any
// TypeScript is compiled. Usage: node scripts/build.mjs [server|client] (both by default).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'dist', 'server');
export const clientDir = path.join(root, 'dist', 'client');

/** A hash of every file under the given paths (names and contents, in a stable order). */
function hashOf(paths) {
  const h = createHash('sha256');
  const add = (p) => {
    if (!existsSync(p)) return;
    const entries = readdirSync(p, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const full = path.join(p, e.name);
      if (e.isDirectory()) add(full);
      else if (e.isFile() && !/\.test\.tsx?$/.test(e.name)) {
        h.update(path.relative(root, full)).update('\0').update(readFileSync(full)).update('\0');
      }
    }
  };
  for (const rel of paths) {
    const full = path.join(root, rel);
    if (!existsSync(full)) continue;
    if (readdirSync(path.dirname(full), { withFileTypes: true }).find((e) => e.name === path.basename(full))?.isDirectory()) add(full);
    else h.update(rel).update('\0').update(readFileSync(full)).update('\0');
  }
  return h.digest('hex');
}

const stamp = (dir) => path.join(dir, '.source-hash');
const upToDate = (dir, hash) => existsSync(stamp(dir)) && readFileSync(stamp(dir), 'utf8') === hash;

/** Files the server reads next to its own module at run time (import.meta.url), copied beside the bundle. */
const SERVER_ASSETS = [
  ['server/db/migrations', 'migrations'],
  ['server/auth/common-passwords.txt', 'common-passwords.txt'],
  ['server/integrations/ocr/digits-model.json', 'digits-model.json'],
  ['server/review/forms', 'forms'],
];

/** Bundles the server's entry points (API, worker, extraction process, upload check thread); packages stay in node_modules. */
export async function buildServer(say = (line) => process.stdout.write(`${line}\n`)) {
  const hash = hashOf(['server', 'shared', 'package.json', 'tsconfig.json', 'scripts/build.mjs']);
  if (upToDate(serverDir, hash)) return false;
  say('building the server…');
  const { build } = await import('esbuild');
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'worker-main': 'server/worker-main.ts',
      'extraction-child': 'server/jobs/extraction-child.ts',
      'upload-check-thread': 'server/domain/upload-check-thread.ts',
    },
    outdir: serverDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // pdf.js (standard fonts, cmaps), tesseract (language data), the canvas (native) and the rest are
    // resolved from node_modules at run time, where their data files are.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const [from, to] of SERVER_ASSETS) cpSync(path.join(root, from), path.join(serverDir, to), { recursive: true });
  writeFileSync(stamp(serverDir), hash);
  return true;
}

const clientHash = () => hashOf(['client', 'shared', 'vite.config.ts', 'package.json', 'tsconfig.json']);
const clientUpToDate = (hash) => upToDate(clientDir, hash) && existsSync(path.join(clientDir, 'index.html'));
const viteArgs = [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'];
const viteEnv = () => ({ ...process.env, NODE_ENV: 'production' });
const stampClient = (hash) => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(stamp(clientDir), hash);
};

/** Builds the web client with Vite (always for production, whatever mode the server runs in). */
export function buildClient(say = (line) => process.stdout.write(`${line}\n`)) {
  const hash = clientHash();
  if (clientUpToDate(hash)) return false;
  say('building the web client…');
  execFileSync(process.execPath, viteArgs, { cwd: root, stdio: 'inherit', env: viteEnv() });
  stampClient(hash);
  return true;
}

/**
 * The same build in a child process, without waiting for it: `npm start` opens (and on a first start
 * creates) the database while Vite builds, and listens once both are done. Resolves to true when it
 * built, false when the client was up to date; rejects when Vite fails.
 */
export function buildClientInBackground(say = (line) => process.stdout.write(`${line}\n`)) {
  const hash = clientHash();
  if (clientUpToDate(hash)) return Promise.resolve(false);
  say('building the web client…');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, viteArgs, { cwd: root, stdio: 'inherit', env: viteEnv() });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`the web client build failed (${signal ?? `exit code ${code}`})`));
      stampClient(hash);
      resolve(true);
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const what = process.argv[2];
  if (what !== 'client') await buildServer();
  if (what !== 'server') buildClient();
}
