/**
 * The load generator of `npm run bench:api`, in its own process so that it does not share the
 * servers' CPU time: receives one run's options over IPC, answers with autocannon's figures.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

process.on('message', (job: LoadJob) => {
  void autocannon({ url: job.url, connections: job.connections, duration: job.seconds, headers: job.headers ?? {}, pipelining: 1 }).then((r) => {
    const out: LoadResult = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
    process.send?.(out);
  });
});
process.on('disconnect', () => process.exit(0));
