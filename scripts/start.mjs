// `npm start` (and `npm run worker`): builds what changed (see build.mjs), then runs the compiled
// server in this same process, so a signal sent to npm, to the process group or to this process
// reaches the server directly and leads to one graceful shutdown.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientInBackground, buildServer, serverDir } from './build.mjs';

const worker = process.argv[2] === 'worker';
await buildServer();
if (worker) await import(pathToFileURL(path.join(serverDir, 'worker-main.js')).href);
else {
  // Vite builds the client (when it changed) in a child process while the server opens its
  // database; the server listens once both are done.
  const clientBuilt = buildClientInBackground();
  clientBuilt.catch(() => undefined);
  const { startMain } = await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
  await startMain({ beforeListening: clientBuilt });
}
