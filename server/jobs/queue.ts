import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type DbOrTx } from '../db/client';
import { jobWorkers, jobs } from '../db/schema';
import type { Logger } from '../logger';

export const JOBS_CHANNEL = 'taxdesk_jobs';

export interface EnqueueOptions {
  /** Collapses duplicates: one queued/running job per (queue, key). */
  singletonKey?: string;
  maxAttempts?: number;
  runAt?: Date;
}

/** The insert of a job (what `enqueue` runs; also usable as one part of a larger statement). */
export function jobInsert(tx: DbOrTx, queue: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
  return tx
    .insert(jobs)
    .values({
      queue,
      payload,
      singletonKey: opts.singletonKey ?? null,
      maxAttempts: opts.maxAttempts ?? 5,
      runAt: opts.runAt ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
}

/** The NOTIFY that wakes the workers of a queue (sent at commit). */
export function jobsNotify(queue: string) {
  return sql`pg_notify(${JOBS_CHANNEL}, ${queue})`;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when the state change
 * that needs it commits (security.md §19). Returns the job id, or null when a duplicate
 * singleton job is already waiting.
 */
export async function enqueue(
  tx: DbOrTx,
  queue: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await jobInsert(tx, queue, payload, opts);
  await tx.execute(sql`select ${jobsNotify(queue)}`);
  return rows[0]?.id ?? null;
}

export interface Job {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export type Handler = (job: Job) => Promise<void>;
/** Called once when a job has failed for the last time (to show the failure on what it was for). */
export type FailedHandler = (job: Pick<Job, 'id' | 'queue' | 'payload'>, error: string) => Promise<void>;

export interface WorkerOptions {
  concurrency?: number;
  /** How long a claimed job is leased; a worker that dies releases it when the lease ends. */
  leaseSeconds?: number;
  pollMs?: number;
  /** Base of the exponential retry backoff. */
  backoffBaseSeconds?: number;
  /** Queues whose payload is cleared once done (they carry links or other secrets). */
  purgePayloadOf?: string[];
  /** How often the worker refreshes its heartbeat and looks for jobs of dead workers. */
  heartbeatMs?: number;
  /** A worker whose heartbeat is older than this is dead: its running jobs are released. */
  staleAfterSeconds?: number;
}

/** Heartbeat period and the age past which a worker counts as gone (a crashed job runs again within 30 s). */
export const HEARTBEAT_MS = 5000;
export const STALE_AFTER_SECONDS = 20;

/** Delay before retry n (1-based): base·2^(n-1), capped at one hour. */
export function backoffSeconds(attempt: number, base: number): number {
  return Math.min(3600, base * 2 ** Math.max(0, attempt - 1));
}

/**
 * Runs handlers for the registered queues. At-least-once: handlers must be idempotent
 * (security.md §20). `stop()` stops claiming, waits for in-flight jobs, then releases any
 * still running so another worker picks them up (security.md §22, §23).
 */
export class Worker {
  readonly id = `worker-${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, Handler>();
  private readonly failedHandlers = new Map<string, FailedHandler>();
  private readonly inFlight = new Map<number, Promise<void>>();
  private running = false;
  private claiming = false;
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly opts: Required<WorkerOptions>;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    opts: WorkerOptions = {},
  ) {
    this.opts = {
      concurrency: opts.concurrency ?? 2,
      leaseSeconds: opts.leaseSeconds ?? 300,
      pollMs: opts.pollMs ?? 1000,
      backoffBaseSeconds: opts.backoffBaseSeconds ?? 5,
      purgePayloadOf: opts.purgePayloadOf ?? [],
      heartbeatMs: opts.heartbeatMs ?? HEARTBEAT_MS,
      staleAfterSeconds: opts.staleAfterSeconds ?? STALE_AFTER_SECONDS,
    };
  }

  /** Registers the handler of a queue, and optionally what to do when a job finally fails. */
  handle(queue: string, handler: Handler, onFailed?: FailedHandler): this {
    this.handlers.set(queue, handler);
    if (onFailed) this.failedHandlers.set(queue, onFailed);
    return this;
  }

  private async finallyFailed(job: Pick<Job, 'id' | 'queue' | 'payload'>, error: string): Promise<void> {
    const fn = this.failedHandlers.get(job.queue);
    if (!fn) return;
    await fn(job, error).catch((err) => this.log.error({ err, jobId: job.id }, 'failure handler threw'));
  }

  async start(): Promise<void> {
    // Register (with a heartbeat) before claiming anything, and release what dead workers held.
    await this.beat();
    this.heartbeat = setInterval(() => {
      this.beating ??= this.beat()
        .catch((err) => this.log.error({ err }, 'worker heartbeat failed'))
        .finally(() => (this.beating = null));
    }, this.opts.heartbeatMs);
    this.running = true;
    // A job's notice arrives when the statement that queued it commits, while the request that
    // queued it is still to answer (an upload: ADR 124). On the embedded database the claim and the
    // job's first reads run on this thread, so the worker looks once the current work has run on
    // (the answer written), not in the middle of it.
    this.unlisten = await this.database.listen(JOBS_CHANNEL, () => setImmediate(() => this.tick()));
    this.timer = setInterval(() => this.tick(), this.opts.pollMs);
    this.tick();
  }

  /** Fills free slots: one claim at a time; a slot that found work asks for the next. */
  private tick(): void {
    if (!this.running || this.claiming || this.inFlight.size >= this.opts.concurrency) return;
    this.claiming = true;
    const key = ++this.seq;
    let found = false;
    const run = this.claim()
      .then((job) => {
        this.claiming = false;
        if (!job) return;
        found = true;
        this.tick();
        return this.run(job);
      })
      .catch((err) => {
        this.claiming = false;
        if (this.running) this.log.error({ err }, 'job claim failed');
      })
      .finally(() => {
        this.inFlight.delete(key);
        // Only a slot that did work looks again at once; idle slots wait for NOTIFY or the poll.
        if (found) this.tick();
      });
    this.inFlight.set(key, run);
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.queue);
    if (!handler) return;
    try {
      await handler(job);
      await this.complete(job);
    } catch (err) {
      await this.fail(job, err).catch((e) => this.log.error({ err: e, jobId: job.id }, 'could not record job failure'));
    }
  }

  /** Refreshes this worker's heartbeat, then releases the jobs of workers whose heartbeat is stale. */
  private async beat(): Promise<void> {
    const { db } = this.database;
    await db
      .insert(jobWorkers)
      .values({ id: this.id, pid: process.pid, host: hostname() })
      .onConflictDoUpdate({ target: jobWorkers.id, set: { heartbeatAt: sql`now()` } });
    await this.releaseOrphans();
  }

  /**
   * Running jobs whose worker is gone (no row, or a heartbeat older than staleAfterSeconds) go back
   * in line at once; a job that has used all its attempts fails instead (it may be what kills its worker).
   * Returns the ids released.
   */
  async releaseOrphans(): Promise<number[]> {
    const { db } = this.database;
    const stale = this.opts.staleAfterSeconds;
    const orphaned = sql`${jobs.state} = 'running' and ${jobs.lockedBy} is distinct from ${this.id} and not exists (
      select 1 from ${jobWorkers} w where w.id = ${jobs.lockedBy} and w.heartbeat_at > now() - make_interval(secs => ${stale}))`;
    const failed = await db
      .update(jobs)
      .set({ state: 'failed', lastError: 'its worker stopped during the last attempt', lockedUntil: null, lockedBy: null, updatedAt: new Date() })
      .where(and(orphaned, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
      .returning({ id: jobs.id, queue: jobs.queue, payload: jobs.payload });
    for (const j of failed) await this.finallyFailed(j, 'The work was interrupted too many times.');
    const released = await db
      .update(jobs)
      .set({ state: 'queued', lockedUntil: null, lockedBy: null, runAt: new Date(), updatedAt: new Date() })
      .where(orphaned)
      .returning({ id: jobs.id });
    await db.delete(jobWorkers).where(sql`${jobWorkers.heartbeatAt} < now() - make_interval(secs => ${stale})`);
    if (released.length) {
      this.log.warn({ jobs: released.map((j) => j.id) }, 'released the jobs of a worker that stopped');
      await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'released')`);
    }
    return released.map((j) => j.id);
  }

  /** Claims the oldest due job; an expired lease counts as due (the worker that held it died). */
  async claim(): Promise<Job | null> {
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return null;
    const { db } = this.database;
    // Jobs whose lease expired after their last allowed attempt are failed, not retried forever.
    const expired = await db
      .update(jobs)
      .set({ state: 'failed', lastError: 'lease expired after the last attempt', updatedAt: new Date(), lockedUntil: null })
      .where(and(inArray(jobs.queue, queues), eq(jobs.state, 'running'), sql`${jobs.lockedUntil} < now()`, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
      .returning({ id: jobs.id, queue: jobs.queue, payload: jobs.payload });
    for (const j of expired) await this.finallyFailed(j, 'The work was interrupted too many times.');
    const rows = await queryRows<{ id: number; queue: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(db, sql`
      update jobs set state = 'running', attempts = attempts + 1, locked_by = ${this.id},
        locked_until = now() + make_interval(secs => ${this.opts.leaseSeconds}), updated_at = now()
      where id = (
        select id from jobs
        where queue in (${sql.join(queues.map((q) => sql`${q}`), sql`, `)})
          and ((state = 'queued' and run_at <= now())
               or (state = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at, id
        for update skip locked
        limit 1)
      returning id, queue, payload, attempts, max_attempts`);
    const r = rows[0];
    if (!r) return null;
    return { id: Number(r.id), queue: r.queue, payload: r.payload, attempts: r.attempts, maxAttempts: r.max_attempts };
  }

  private async complete(job: Job): Promise<void> {
    const purge = this.opts.purgePayloadOf.includes(job.queue);
    await this.database.db
      .update(jobs)
      .set({
        state: 'completed', completedAt: new Date(), updatedAt: new Date(), lockedUntil: null, lastError: null,
        ...(purge ? { payload: {} } : {}),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
  }

  private async fail(job: Job, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    const final = job.attempts >= job.maxAttempts;
    this.log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, final, error: message }, 'job failed');
    await this.database.db
      .update(jobs)
      .set({
        state: final ? 'failed' : 'queued',
        lastError: message.slice(0, 1000),
        lockedUntil: null,
        updatedAt: new Date(),
        runAt: new Date(Date.now() + backoffSeconds(job.attempts, this.opts.backoffBaseSeconds) * 1000),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
    if (final) await this.finallyFailed(job, message);
  }

  /** Stops claiming, waits up to `graceMs` for running jobs, then releases the rest. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    // The heartbeat goes on during the grace: the jobs still running are this worker's.
    const all = Promise.allSettled([...this.inFlight.values()]);
    const timedOut = await Promise.race([all.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref())]);
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.beating;
    if (timedOut) {
      const released = await this.database.db
        .update(jobs)
        .set({ state: 'queued', lockedUntil: null, lockedBy: null, runAt: new Date(), attempts: sql`greatest(${jobs.attempts} - 1, 0)`, updatedAt: new Date() })
        .where(and(eq(jobs.lockedBy, this.id), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      if (released.length) this.log.info({ jobs: released.map((j) => j.id) }, 'released running jobs for another worker');
    }
    await this.database.db.delete(jobWorkers).where(eq(jobWorkers.id, this.id));
  }
}

/** Puts failed jobs of a queue back in line (the "retry failed" actions). */
export async function retryFailed(tx: DbOrTx, queue: string, singletonKeys?: string[]): Promise<number> {
  const rows = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(and(eq(jobs.queue, queue), eq(jobs.state, 'failed'), singletonKeys ? inArray(jobs.singletonKey, singletonKeys) : undefined))
    .returning({ id: jobs.id });
  if (rows.length) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
  return rows.length;
}
