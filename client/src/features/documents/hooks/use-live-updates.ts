import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * One EventSource per page, shared by every mounted consumer (the documents panel and the
 * dashboard may both ask for live updates). The browser retries a dropped stream by itself; when
 * it gives up (an HTTP error closes the source) we reconnect with exponential backoff.
 */
class LiveUpdates {
  private source: EventSource | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private users = 0;
  private hadError = false;

  constructor(private readonly queryClient: QueryClient) {}

  acquire(): () => void {
    this.users += 1;
    if (this.users === 1) this.connect();
    return () => {
      this.users -= 1;
      if (this.users === 0) this.stop();
    };
  }

  private refresh(withNotifications: boolean) {
    void this.queryClient.invalidateQueries({ queryKey: ['documents'] });
    if (withNotifications) void this.queryClient.invalidateQueries({ queryKey: ['notifications'] });
  }

  private connect() {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_URL);
    this.source = source;
    source.addEventListener('open', () => {
      this.retryMs = FIRST_RETRY_MS;
      // Changes made while disconnected were not announced: refetch once.
      if (this.hadError) this.refresh(true);
      this.hadError = false;
    });
    source.addEventListener('document', () => this.refresh(true));
    source.addEventListener('notification', () => this.refresh(true));
    source.addEventListener('error', () => {
      this.hadError = true;
      if (source.readyState !== EventSource.CLOSED) return;
      source.close();
      if (this.source === source) this.source = null;
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect() {
    if (this.users === 0 || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.users > 0 && !this.source) this.connect();
    }, delay);
  }

  private stop() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.retryMs = FIRST_RETRY_MS;
    this.hadError = false;
  }
}

const connections = new WeakMap<QueryClient, LiveUpdates>();

/**
 * Keeps `/api/events` open while mounted: a `document` or `notification` event refreshes the
 * documents and notifications queries. Closed when the last consumer unmounts.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = connections.get(queryClient);
    if (!live) {
      live = new LiveUpdates(queryClient);
      connections.set(queryClient, live);
    }
    return live.acquire();
  }, [queryClient]);
}
