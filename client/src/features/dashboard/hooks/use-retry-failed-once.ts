import { useEffect, useRef } from 'react';
import { retryFailedAnalyses } from '../api/retry-failed-analyses';

/** Asks once per dashboard load for failed analyses to be retried; a failure is only logged (spec §7). */
export function useRetryFailedOnce(): void {
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    retryFailedAnalyses().catch((error: unknown) => {
      console.warn('retry-failed-analyses did not run:', error instanceof Error ? error.message : error);
    });
  }, []);
}
