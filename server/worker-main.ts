import { loadEnvOrExit } from './env';
import { logger } from './logger';
import { installShutdown } from './main';
import { run } from './runtime';

/** Entry point of `npm run worker`: a worker process alone (PostgreSQL deployments). */
async function main() {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    logger.fatal('npm run worker needs DATABASE_URL: the embedded database belongs to the npm start process, which already runs a worker.');
    process.exit(1);
  }
  const running = await run(env, { worker: true, warmExtraction: true });
  logger.info('worker started');
  installShutdown(running.stop);
}

main().catch((err) => {
  logger.fatal({ err }, 'worker failed to start');
  process.exit(1);
});
