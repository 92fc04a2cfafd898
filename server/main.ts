import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvOrExit } from './env';
import { logger } from './logger';
import { run } from './runtime';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Entry point of `npm start`: API, static client and (by default) the worker in one process. */
export async function startMain() {
  const env = loadEnvOrExit();
  const running = await run(env, { http: true, worker: env.RUN_WORKER, clientDir: path.join(root, 'dist', 'client') });
  logger.info({ url: env.APP_URL, database: running.services.database.kind, worker: env.RUN_WORKER }, `TaxDesk is running at ${env.APP_URL}`);
  installShutdown(running.stop);
}

/** Graceful shutdown on SIGTERM/SIGINT; a second signal exits at once. */
export function installShutdown(stop: () => Promise<void>) {
  let signalled = false;
  const onSignal = (sig: string) => {
    if (signalled) process.exit(1);
    signalled = true;
    logger.info({ signal: sig }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startMain().catch((err) => {
    logger.fatal({ err }, 'failed to start');
    process.exit(1);
  });
}
