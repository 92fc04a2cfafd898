import { api } from '../../../lib/api-client';

/** POST /api/documents/retry-failed: re-queues this user's failed analyses (spec §7, once per dashboard load). */
export async function retryFailedAnalyses(): Promise<void> {
  await api<unknown>('/api/documents/retry-failed', { method: 'POST' });
}
