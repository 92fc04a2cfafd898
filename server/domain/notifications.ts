import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  kind: string;
  title: string;
  body?: string;
  link?: string;
  /** Identifies the event; the same key never makes a second notification. */
  dedupeKey: string;
}

/** Raises a notification once per dedupe key (idempotent for job re-runs). */
export async function notify(tx: DbOrTx, userId: string, n: NewNotification): Promise<void> {
  await tx
    .insert(notifications)
    .values({ userId, kind: n.kind, title: n.title, body: n.body ?? null, link: n.link ?? null, dedupeKey: n.dedupeKey })
    .onConflictDoNothing();
}

/** Marks the notification of an event read, e.g. 'profile incomplete' once the profile is complete. */
export async function resolveNotification(tx: DbOrTx, userId: string, dedupeKey: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey), isNull(notifications.readAt)));
}

/** Dedupe keys whose stored text goes stale: the profile's missing items are told live by the readiness model. */
const LIVE_BODY_KEYS = /^profile-incomplete-/;

/** The newest notifications of a user and the unread count. The body of a 'profile incomplete'
 * notification is left out: what is missing changes with every save, and the bell shows the
 * readiness model's current list instead (docs/decisions/060). */
export async function listNotifications(tx: DbOrTx, userId: string, limit = 30) {
  const items = await tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
  const [{ unread = 0 } = {}] = await tx
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    unread,
    items: items.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: LIVE_BODY_KEYS.test(n.dedupeKey) ? null : n.body,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Marks the given notifications (or all) of the user read; ids of other users are ignored. */
export async function markRead(tx: DbOrTx, userId: string, ids: string[] | 'all'): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])));
}
