// Adds lock entries for optional platform packages that this machine's registry does not serve.
// npm drops them from package-lock.json when it cannot fetch them, and `npm ci` then refuses the
// lock as out of sync. An entry that names its os/cpu is skipped on other platforms without a
// download, so the entries only need the platform facts. Run after `npm install`:
//   node scripts/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${where ? `${where}/` : ''}node_modules/${name}`.replace(/^\//, '');
    const hoisted = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[hoisted]) continue;
    const suffix = Object.keys(PLATFORM).find((p) => name.endsWith(`-${p}`));
    if (!suffix) continue;
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...PLATFORM[suffix] };
    added += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`added ${added} platform entries\n`);
