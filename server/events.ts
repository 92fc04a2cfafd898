import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './db/client';
import type { Logger } from './logger';

export const EVENTS_CHANNEL = 'taxdesk_events';

/** What the browser is told about: ids and actions only, never document data. */
export type UserEvent =
  | { type: 'document'; id: string; action: 'created' | 'updated' | 'deleted' }
  | { type: 'notification' };

/**
 * Publishes an event to a user's open pages. Sent with PostgreSQL NOTIFY inside the caller's
 * transaction, so it is delivered only if the change commits, and to every server process.
 */
export async function publish(tx: DbOrTx, userId: string, event: UserEvent): Promise<void> {
  await tx.execute(sql`select ${publishNotify(userId, event)}`);
}

/** The NOTIFY `publish` sends (usable as one part of a larger statement). */
export function publishNotify(userId: string, event: UserEvent) {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ userId, event })})`;
}

/** Fans NOTIFY payloads out to the subscribers of each user within this process. */
export class EventHub {
  private readonly subs = new Map<string, Set<(e: UserEvent) => void>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (payload) => {
      try {
        const { userId, event } = JSON.parse(payload) as { userId: string; event: UserEvent };
        for (const fn of this.subs.get(userId) ?? []) fn(event);
      } catch (err) {
        this.log.warn({ err }, 'ignored a malformed event payload');
      }
    });
  }

  /** Calls `fn` for each event of the user until the returned function is called. */
  subscribe(userId: string, fn: (e: UserEvent) => void): () => void {
    let set = this.subs.get(userId);
    if (!set) this.subs.set(userId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.subs.delete(userId);
    };
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => undefined);
    this.subs.clear();
  }
}
