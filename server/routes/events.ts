import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../auth/session';
import type { UserEvent } from '../events';
import type { AppEnv } from '../http/types';

const HEARTBEAT_MS = 25_000;

/** Server-Sent Events: the signed-in user's document and notification changes, live. */
export function eventRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/events', requireUser, (c) => {
    const user = c.get('user')!;
    const { events } = c.get('services');
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: UserEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = events.subscribe(user.id, (e) => {
        queue.push(e);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        const e = queue.shift();
        if (e) {
          await stream.writeSSE({ event: e.type, data: JSON.stringify(e.type === 'document' ? { id: e.id, action: e.action } : {}) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref();
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    });
  });
  return r;
}
