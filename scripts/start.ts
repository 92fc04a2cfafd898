import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'client', 'index.html');

/** Newest modification time under a folder. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// Build the client when it is missing or older than its sources, then start the server.
const sourcesChanged = () =>
  Math.max(newest(path.join(root, 'client')), newest(path.join(root, 'shared')), statSync(path.join(root, 'vite.config.ts')).mtimeMs) >
  statSync(built).mtimeMs;
if (!existsSync(built) || sourcesChanged()) {
  process.stdout.write('Building the web client…\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // The client is always built for production, whatever mode the server runs in.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const { startMain } = await import('../server/main');
await startMain();
