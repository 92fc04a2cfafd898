import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Env } from './env';
import { createApp } from './http/app';
import { analyzeFailed, analyzeHandler, ANALYZE_QUEUE } from './jobs/analyze';
import { emailHandler, EMAIL_QUEUE } from './jobs/email';
import { createIsolatedExtractor, type IsolatedExtractor } from './jobs/extraction-host';
import { uploadChecker } from './domain/upload-check';
import { rehearseUploadStatements } from './domain/upload-rows';
import { Worker } from './jobs/queue';
import { logger } from './logger';
import { closeServices, createServices, extractorOptions, type ServiceOverrides, type Services } from './services';

/**
 * What the first upload of a process would otherwise pay (ADR 084), started once the server listens
 * and never awaited: the check thread loading pdf.js (on its own thread, so requests are served
 * meanwhile), the upload's two statements (rehearsed in a rolled-back transaction), the storage
 * folder and the cipher.
 */
function warmUploadPath(services: Services): void {
  void uploadChecker().warm();
  void rehearseUploadStatements(services.database.db).catch((err: unknown) => services.log.warn({ err }, 'could not rehearse the upload statements'));
  void services.files.ping().catch(() => undefined);
  try {
    services.cipher.encrypt('warm-up', 'warm-up');
  } catch {
    /* only a warm-up */
  }
}

export interface RunOptions extends ServiceOverrides {
  /** Start the HTTP server. */
  http?: boolean;
  /** Run the job worker in this process (the embedded default). */
  worker?: boolean;
  clientDir?: string;
  /** Warm the extraction process at start (npm start, npm run worker); tests start it on first use. */
  warmExtraction?: boolean;
  /** Work the HTTP server waits for before it listens (npm start: the web client's build). */
  beforeListening?: Promise<unknown>;
}

export interface Running {
  services: Services;
  worker: Worker | null;
  url: string | null;
  stop(): Promise<void>;
}

/** Registers every job handler on a worker. */
export function registerHandlers(worker: Worker, services: Services): Worker {
  return worker
    .handle(EMAIL_QUEUE, emailHandler(services.mailer))
    .handle(ANALYZE_QUEUE, analyzeHandler(services), analyzeFailed(services));
}

/** Starts the API, the static client and/or the worker over one set of services. */
export async function run(env: Env, opts: RunOptions = {}): Promise<Running> {
  // A worker analyses documents in its own extraction process (rendering and OCR off this event loop).
  let isolated: IsolatedExtractor | undefined;
  if (opts.worker && !opts.extractor) {
    isolated = createIsolatedExtractor({ extractor: extractorOptions(env), log: logger, timeoutMs: env.EXTRACTION_TIMEOUT_SECONDS * 1000 });
  }
  const services = await createServices(env, { ...opts, extractor: opts.extractor ?? isolated });
  services.log.info({ database: services.database.kind }, 'database ready');
  let worker: Worker | null = null;
  if (opts.worker) {
    worker = registerHandlers(
      new Worker(services.database, services.log, { concurrency: env.WORKER_CONCURRENCY, purgePayloadOf: [EMAIL_QUEUE] }),
      services,
    );
    await worker.start();
  }
  let server: ServerType | null = null;
  let url: string | null = null;
  if (opts.http) {
    if (opts.beforeListening) {
      try {
        await opts.beforeListening;
      } catch (err) {
        if (worker) await worker.stop(0);
        await closeServices(services);
        throw err;
      }
    }
    const app = createApp(services, { clientDir: opts.clientDir });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    });
    const addr = server.address() as AddressInfo;
    url = `http://${addr.address.includes(':') ? `[${addr.address}]` : addr.address}:${addr.port}`;
    if (opts.warmExtraction) warmUploadPath(services);
  }
  // Warm pdf.js and the OCR workers in the extraction process once listening (in the background),
  // so the first upload is as fast as the tenth.
  if (isolated && opts.warmExtraction) void isolated.warm();
  let stopping: Promise<void> | null = null;
  return {
    services,
    worker,
    url,
    stop() {
      stopping ??= (async () => {
        // Stop taking requests and jobs, finish or release in-flight work, then close the database.
        if (server) {
          const http = server as import('node:http').Server;
          const closing = new Promise<void>((r) => http.close(() => r()));
          http.closeIdleConnections();
          // Long-lived responses (live-update streams) would hold the close open: end them after a grace.
          const force = setTimeout(() => http.closeAllConnections(), 2000);
          force.unref();
          await closing;
          clearTimeout(force);
        }
        if (worker) await worker.stop(env.JOB_SHUTDOWN_GRACE_SECONDS * 1000);
        await closeServices(services);
      })();
      return stopping;
    },
  };
}
