import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvOrExit } from './env';
import { logMailer, type Mailer } from './integrations/mail';
import { logger } from './logger';
import { run } from './runtime';

/** The project folder: the nearest folder with a package.json above this module (server/ or dist/server/). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * The local default: mail written to the outbox folder (the log names each file, without the
 * link), with each link also printed as a plain line a person can read and open.
 */
function readableLogMailer(dataDir: string): Mailer {
  const inner = logMailer(logger, path.join(dataDir, 'mail'));
  return {
    async send(msg) {
      await inner.send(msg);
      if (msg.link) process.stdout.write(`\n  ${msg.subject} (for ${msg.to}) — open this link:\n  ${msg.link}\n\n`);
    },
    close: () => inner.close(),
  };
}

/** Entry point of `npm start`: API, static client and (by default) the worker in one process. */
export async function startMain(opts: { beforeListening?: Promise<unknown> } = {}) {
  const env = loadEnvOrExit();
  const running = await run(env, {
    http: true,
    beforeListening: opts.beforeListening,
    worker: env.RUN_WORKER,
    clientDir: path.join(projectRoot(), 'dist', 'client'),
    warmExtraction: true,
    ...(env.SMTP_URL ? {} : { mailer: readableLogMailer(env.DATA_DIR) }),
  });
  logger.info({ url: env.APP_URL, database: running.services.database.kind, worker: env.RUN_WORKER }, `listening on ${env.APP_URL}`);
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

// Run when started directly (tsx server/main.ts); the bundle is started by scripts/start.mjs, and the
// worker's bundle (which contains this module) must not start an API.
if (process.argv[1] && /[\\/]main\.ts$/.test(process.argv[1])) {
  startMain().catch((err) => {
    logger.fatal({ err }, 'failed to start');
    process.exit(1);
  });
}
