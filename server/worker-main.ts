import { openDatabase } from './db/client';
import { loadEnvOrExit } from './env';
import { logger } from './logger';
import { installShutdown } from './main';
import { run } from './runtime';
import { objectStoreFrom } from './services';
import { checkSharedStorage } from './worker-check';

/** Entry point of `npm run worker`: a worker process alone (PostgreSQL deployments). */
async function main() {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    logger.fatal('npm run worker needs DATABASE_URL: the embedded database belongs to the npm start process, which already runs a worker.');
    process.exit(1);
  }
  // Start-up check: this worker must read the files the web process stores (server/worker-check.ts).
  const probe = await openDatabase({ url: env.DATABASE_URL, poolMax: 1 });
  const storage = await checkSharedStorage(env, probe, objectStoreFrom(env)).finally(() => probe.close());
  if (!storage.ok) {
    logger.fatal(storage.problem);
    process.exit(1);
  }
  logger.info(storage.note);
  const running = await run(env, { worker: true, warmExtraction: true });
  logger.info('worker started');
  installShutdown(running.stop);
}

main().catch((err) => {
  logger.fatal({ err }, 'worker failed to start');
  process.exit(1);
});
