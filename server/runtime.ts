import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Env } from './env';
import { createApp } from './http/app';
import { analyzeFailed, analyzeHandler, ANALYZE_QUEUE } from './jobs/analyze';
import { emailHandler, EMAIL_QUEUE } from './jobs/email';
import { createIsolatedExtractor, type IsolatedExtractor } from './jobs/extraction-host';
import { uploadChecker } from './domain/upload-check';
import { rehearseUploadPath } from './domain/upload-warm';
import { Worker } from './jobs/queue';
import { logger } from './logger';
import { closeServices, createServices, extractorOptions, type ServiceOverrides, type Services } from './services';

/**
 * The longest the server waits, before it listens, for the upload path's rehearsal (ADR 084,
 * addendum). The rehearsal itself takes tens of milliseconds once the check thread has loaded
 * pdf.js, which it does while the database opens; the cap bounds what a slow thread (a loaded
 * machine, or tsx's loader in development, or the extraction process warming pdf.js and OCR on the
 * same cores) can add to a restart (target 3 s). With a 1 s cap a restart measured 2.97-3.37 s at
 * load 3-5 (the rehearsal's first receive 0.5-0.8 s beside the extraction process's warm-up), so
 * the cap is a quarter of a second: past it the server listens and the rehearsal finishes in the
 * background, before a person can sign in and pick a file.
 */
export const UPLOAD_WARM_UP_WAIT_MS = 250;

/**
 * The upload path rehearsed once the database is open (`rehearseUploadPath`), never rejecting: a
 * failure is logged and the start goes on (the first upload then pays what was not warmed).
 */
function warmUploadPath(services: Services): Promise<void> {
  return rehearseUploadPath(services).then(
    (ms) => services.log.info({ ms }, 'upload path warmed up'),
    (err: unknown) => services.log.warn({ err }, 'could not rehearse the upload path'),
  );
}

/** `work`, or a timeout of `ms`, whichever ends first (never rejects). */
function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.then(() => undefined, () => undefined), deadline]).finally(() => clearTimeout(timer));
}

export interface RunOptions extends ServiceOverrides {
  /** Start the HTTP server. */
  http?: boolean;
  /** Run the job worker in this process (the embedded default). */
  worker?: boolean;
  clientDir?: string;
  /**
   * Warm up at start as `npm start` and `npm run worker` do; tests start things on first use. With
   * `http`, the upload check thread loads pdf.js while the database opens and the upload path is
   * rehearsed before listening (up to UPLOAD_WARM_UP_WAIT_MS); with a worker, the extraction
   * process warms pdf.js and OCR from the moment the database is open.
   */
  warmExtraction?: boolean;
  /** Work the HTTP server waits for before it listens (npm start: the web client's build). */
  beforeListening?: Promise<unknown>;
}

export interface Running {
  services: Services;
  worker: Worker | null;
  url: string | null;
  /** The upload path's rehearsal at start (settles when it is done or has failed); null when not warming. */
  uploadWarmUp: Promise<void> | null;
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
  // The check thread compiles pdf.js on its own thread while this one opens the database.
  if (opts.http && opts.warmExtraction) void uploadChecker().warm();
  // A worker analyses documents in its own extraction process (rendering and OCR off this event loop).
  let isolated: IsolatedExtractor | undefined;
  if (opts.worker && !opts.extractor) {
    isolated = createIsolatedExtractor({ extractor: extractorOptions(env), log: logger, timeoutMs: env.EXTRACTION_TIMEOUT_SECONDS * 1000 });
  }
  const services = await createServices(env, { ...opts, extractor: opts.extractor ?? isolated });
  services.log.info({ database: services.database.kind }, 'database ready');
  // Warm pdf.js and the OCR workers in the extraction process in the background, so the first
  // analysis is as fast as the tenth; started once the database is open, so that the opening (the
  // longest part of a restart) does not share the two cores with it.
  if (isolated && opts.warmExtraction) void isolated.warm();
  const uploadWarmUp = opts.http && opts.warmExtraction ? warmUploadPath(services) : null;
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
        await uploadWarmUp;
        await closeServices(services);
        throw err;
      }
    }
    // The first upload should be as fast as the tenth: readiness waits for the rehearsal (bounded).
    if (uploadWarmUp) await settledWithin(uploadWarmUp, UPLOAD_WARM_UP_WAIT_MS);
    const app = createApp(services, { clientDir: opts.clientDir });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    });
    const addr = server.address() as AddressInfo;
    url = `http://${addr.address.includes(':') ? `[${addr.address}]` : addr.address}:${addr.port}`;
  }
  let stopping: Promise<void> | null = null;
  return {
    services,
    worker,
    url,
    uploadWarmUp,
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
        // A rehearsal still running (past the wait before listening) ends before the database closes.
        await uploadWarmUp;
        await closeServices(services);
      })();
      return stopping;
    },
  };
}
