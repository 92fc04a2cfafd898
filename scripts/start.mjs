// `npm start` (and `npm run worker`): builds what changed (see build.mjs), then runs the compiled
// server in this same process, so a signal sent to npm, to the process group or to this process
// reaches the server directly and leads to one graceful shutdown.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClient, buildServer, serverDir } from './build.mjs';

const worker = process.argv[2] === 'worker';
await buildServer();
if (!worker) buildClient();
if (worker) await import(pathToFileURL(path.join(serverDir, 'worker-main.js')).href);
else {
  const { startMain } = await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
  await startMain();
}
