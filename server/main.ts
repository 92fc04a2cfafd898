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

/** The longest a graceful shutdown may take before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 30_000;

/**
 * One graceful shutdown per process, whatever the number of signals: a SIGTERM often arrives
 * twice (to the process group, and relayed by npm), and the copy must not cut the shutdown short.
 * Only a second Ctrl-C, a moment after the first, exits at once.
 */
export function installShutdown(stop: () => Promise<void>) {
  let since = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    if (since) {
      if (sig === 'SIGINT' && Date.now() - since > 1000) {
        logger.warn('second interrupt: exiting without finishing the shutdown');
        process.exit(1);
      }
      logger.info({ signal: sig }, 'already shutting down');
      return;
    }
    since = Date.now();
    logger.info({ signal: sig }, 'shutting down: no new requests or jobs; running jobs finish or are released');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stop()
      .then(() => {
        logger.info('shut down cleanly');
        process.exit(0);
      })
      .catch((err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startMain().catch((err) => {
    logger.fatal({ err }, 'failed to start');
    process.exit(1);
  });
}
