import type { DbOrTx } from './db/client';
import { auditEvents } from './db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  ip?: string | null;
  userAgent?: string | null;
  /** Counts and ids only: never an SSN, a date of birth or document text. */
  details?: Record<string, unknown>;
}

/** The insert of one audit event (what `audit` runs; also usable as one part of a larger statement). */
export function auditInsert(tx: DbOrTx, e: AuditEntry) {
  return tx.insert(auditEvents).values({
    actorUserId: e.actorUserId,
    action: e.action,
    targetType: e.targetType ?? null,
    targetId: e.targetId ?? null,
    ip: e.ip ?? null,
    userAgent: e.userAgent?.slice(0, 300) ?? null,
    details: e.details ?? null,
  });
}

/** Appends one event to the audit trail (security.md §14). */
export async function audit(tx: DbOrTx, e: AuditEntry): Promise<void> {
  await auditInsert(tx, e);
}

/** The client address as seen by this server (X-Forwarded-For only when behind a trusted proxy). */
export function requestIp(headers: Headers, trustProxy: boolean, socketIp?: string): string | null {
  if (trustProxy) {
    const fwd = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (fwd) return fwd;
  }
  return socketIp ?? null;
}
