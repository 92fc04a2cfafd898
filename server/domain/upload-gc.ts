/**
 * At LOG_LEVEL=debug, the garbage collections of the web process's main thread, so the upload's
 * "upload timings" line can say how much of a request was the collector's pause (ADR 124, ADR 128).
 * The observer starts with the first upload timed at debug level; nothing runs at other levels.
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';

interface Collection {
  start: number;
  end: number;
  full: boolean;
}

const KEEP = 256;
let seen: Collection[] = [];
let observer: PerformanceObserver | null = null;

export function watchCollections(): void {
  if (observer) return;
  observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      seen.push({ start: e.startTime, end: e.startTime + e.duration, full: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
    }
    if (seen.length > KEEP) seen = seen.slice(-KEEP);
  });
  observer.observe({ entryTypes: ['gc'] });
}

/**
 * The collections that overlapped [from, to] (performance.now() times): how many were full
 * (mark-compact) and the pause of each kind, in ms rounded to 0.1. Collections are reported to the
 * observer a moment after they end, so call this on a later turn of the event loop than `to`.
 */
export function collectionsBetween(from: number, to: number): { full: number; fullMs: number; otherMs: number } {
  let full = 0;
  let fullMs = 0;
  let otherMs = 0;
  for (const c of seen) {
    if (c.end <= from || c.start >= to) continue;
    const ms = Math.min(c.end, to) - Math.max(c.start, from);
    if (c.full) {
      full++;
      fullMs += ms;
    } else otherMs += ms;
  }
  return { full, fullMs: Math.round(fullMs * 10) / 10, otherMs: Math.round(otherMs * 10) / 10 };
}
