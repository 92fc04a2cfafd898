import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { audit } from '../audit';
import { requireUser, type SessionUser } from '../auth/session';
import { clients, documents, user as userTable } from '../db/schema';
import { errors } from '../http/errors';
import type { AppEnv } from '../http/types';
import { notifyProfileIncomplete } from '../domain/profiles';
import { legacyAccountProfile } from '../admin/legacy';

const deleteBody = z.object({ password: z.string().min(1).max(200) });

const disclaimerBody = z.object({
  acceptTerms: z.literal(true, { error: 'Please accept all terms to continue' }),
  acceptLiability: z.literal(true, { error: 'Please accept all terms to continue' }),
});

/** What GET /api/me (and the dashboard call) answer: the signed-in user and this year's client summary. */
export function meView(user: SessionUser, row: typeof clients.$inferSelect | undefined) {
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
    },
    client: clientSummary(row),
  };
}

/** The part of an email before the @, or 'Client' (spec §3: full_name at disclaimer acceptance). */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0]?.trim();
  return local ? local : 'Client';
}

export function clientSummary(row: typeof clients.$inferSelect | undefined) {
  if (!row) return null;
  const data = row.profileData;
  return {
    id: row.id,
    taxYear: row.taxYear,
    fullName: row.fullName,
    disclaimerAccepted: data.disclaimer_accepted === true,
  };
}

/** Account-level routes: who am I, disclaimer acceptance, the read-only account profile. */
export function accountRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/me', requireUser, async (c) => {
    const user = c.get('user')!;
    const { db } = c.get('services').database;
    const [row] = await db
      .select()
      .from(clients)
      .where(and(eq(clients.userId, user.id), eq(clients.taxYear, CURRENT_TAX_YEAR)));
    return c.json(meView(user, row));
  });

  r.post('/disclaimer', requireUser, async (c) => {
    const user = c.get('user')!;
    const body = disclaimerBody.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw errors.validation('Please accept all terms to continue');
    const { database } = c.get('services');
    const acceptedAt = new Date().toISOString();
    const row = await database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(clients)
        .where(and(eq(clients.userId, user.id), eq(clients.taxYear, CURRENT_TAX_YEAR)));
      let saved: typeof clients.$inferSelect | undefined;
      if (existing) {
        [saved] = await tx
          .update(clients)
          .set({
            profileData: { ...existing.profileData, disclaimer_accepted: true, disclaimer_accepted_at: acceptedAt },
            updatedAt: new Date(),
          })
          .where(eq(clients.id, existing.id))
          .returning();
      } else {
        [saved] = await tx
          .insert(clients)
          .values({
            userId: user.id,
            taxYear: CURRENT_TAX_YEAR,
            fullName: nameFromEmail(user.email),
            email: user.email,
            profileData: { disclaimer_accepted: true, disclaimer_accepted_at: acceptedAt },
          })
          .returning();
      }
      if ((saved?.profileData as Record<string, unknown> | undefined)?.profile_complete !== true) {
        await notifyProfileIncomplete(tx, user.id);
      }
      await audit(tx, {
        actorUserId: user.id,
        action: 'disclaimer.accepted',
        targetType: 'client',
        targetId: saved?.id,
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent'),
      });
      return saved;
    });
    return c.json({ client: clientSummary(row) });
  });

  r.get('/account', requireUser, async (c) => {
    const user = c.get('user')!;
    const { db } = c.get('services').database;
    const [row] = await db.select().from(clients).where(eq(clients.userId, user.id)).orderBy(desc(clients.taxYear)).limit(1);
    // A migrated user's legacy userlogin data fills what the account does not have yet.
    const legacy = await legacyAccountProfile(db, user.id);
    if (!row && !legacy) return c.json({ profile: null });
    const d = (row?.profileData ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
    return c.json({
      profile: {
        userId: user.id,
        fullName: row?.fullName ?? legacy?.fullName ?? null,
        firstName: str(d.first_name) ?? legacy?.firstName ?? null,
        lastName: str(d.last_name) ?? legacy?.lastName ?? null,
        zip: str(d.zip) ?? legacy?.zip ?? null,
        email: row?.email ?? legacy?.email ?? user.email,
        phone: row?.phone ?? legacy?.phone ?? null,
        memberSince: legacy?.memberSince ?? user.createdAt.toISOString(),
        lastLogin: user.lastLoginAt?.toISOString() ?? legacy?.lastLogin ?? null,
      },
    });
  });

  r.post('/account/delete', requireUser, async (c) => {
    const user = c.get('user')!;
    const { auth, database, files, log } = c.get('services');
    const body = deleteBody.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw errors.validation('Enter your password to delete your account.', { password: 'Enter your password' });
    try {
      await auth.api.verifyPassword({ body: { password: body.data.password }, headers: c.req.raw.headers });
    } catch {
      throw errors.validation('The password is not correct.', { password: 'The password is not correct.' });
    }
    // Every row of the user goes with the user (foreign keys cascade); the files go after the commit.
    const keys = await database.db.transaction(async (tx) => {
      const owned = await tx.select({ key: documents.filePath }).from(documents).where(eq(documents.userId, user.id));
      await audit(tx, { actorUserId: user.id, action: 'account.deleted', targetType: 'user', targetId: user.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { documents: owned.length } });
      await tx.delete(userTable).where(eq(userTable.id, user.id));
      return owned.map((o) => o.key);
    });
    for (const key of keys) await files.delete(key).catch((err) => log.error({ err }, 'a deleted account left a stored file behind'));
    return c.json({ deleted: true });
  });

  return r;
}
