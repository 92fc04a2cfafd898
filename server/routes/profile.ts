import { Hono } from 'hono';
import { z } from 'zod';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import { isNewUser } from '#shared/profile/rules';
import { audit } from '../audit';
import { requireUser } from '../auth/session';
import { announceProfileComplete, findProfile, factsOf, revealSsn, saveProfile, toView } from '../domain/profiles';
import { listNotifications, markRead } from '../domain/notifications';
import { errors } from '../http/errors';
import type { AppEnv } from '../http/types';
import type { Env } from '../env';

const revealBody = z.object({
  which: z.enum(['ssn', 'spouse_ssn', 'dependent']),
  dependentId: z.string().uuid().optional(),
});
const readBody = z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(z.string().uuid()).max(200) })]);

/** Contact cards of the dashboard, from configuration (the spec's were fixed placeholders). */
export function contactsFrom(env: Env) {
  return {
    consultant: { name: env.CONTACT_CONSULTANT_NAME, phone: env.CONTACT_CONSULTANT_PHONE, email: env.CONTACT_CONSULTANT_EMAIL },
    accountant: { name: env.CONTACT_ACCOUNTANT_NAME, phone: env.CONTACT_ACCOUNTANT_PHONE, email: env.CONTACT_ACCOUNTANT_EMAIL },
    administrator: { name: env.CONTACT_ADMIN_NAME, phone: env.CONTACT_ADMIN_PHONE, email: env.CONTACT_ADMIN_EMAIL },
  };
}

/** The tax profile of the current year, the prior year for returning users, notifications. */
export function profileRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/profile', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const [cur, prior] = await Promise.all([
      findProfile(database.db, user.id, CURRENT_TAX_YEAR),
      findProfile(database.db, user.id, PRIOR_TAX_YEAR),
    ]);
    const current = cur ? toView(cipher, cur) : null;
    const previous = prior ? toView(cipher, prior) : null;
    return c.json({
      taxYear: CURRENT_TAX_YEAR,
      current,
      prior: previous,
      isNewUser: isNewUser(factsOf(current), factsOf(previous)),
    });
  });

  r.put('/profile', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const body = await c.req.json().catch(() => null);
    const { row, becameComplete } = await database.db.transaction(async (tx) => {
      const prior = await findProfile(tx, user.id, PRIOR_TAX_YEAR);
      const saved = await saveProfile(tx, cipher, user.id, CURRENT_TAX_YEAR, body, prior);
      await audit(tx, { actorUserId: user.id, action: 'profile.saved', targetType: 'client', targetId: saved.row.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') });
      if (saved.becameComplete) await announceProfileComplete(tx, user.id);
      return saved;
    });
    return c.json({ profile: toView(cipher, row), becameComplete });
  });

  r.post('/profile/reveal-ssn', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const body = revealBody.parse(await c.req.json().catch(() => ({})));
    const row = await findProfile(database.db, user.id, CURRENT_TAX_YEAR);
    if (!row) throw errors.notFound('Profile');
    const which = body.which === 'dependent' ? { dependent: body.dependentId ?? '' } : body.which;
    const ssn = revealSsn(cipher, row, which);
    if (!ssn) throw errors.notFound('SSN');
    await audit(database.db, {
      actorUserId: user.id,
      action: 'profile.ssn_revealed',
      targetType: 'client',
      targetId: row.id,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent'),
      details: { which: body.which },
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ ssn });
  });

  r.get('/notifications', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database } = c.get('services');
    return c.json(await listNotifications(database.db, user.id));
  });

  r.post('/notifications/read', requireUser, async (c) => {
    const user = c.get('user')!;
    const body = readBody.parse(await c.req.json().catch(() => ({})));
    const { database } = c.get('services');
    await markRead(database.db, user.id, 'all' in body ? 'all' : body.ids);
    return c.json(await listNotifications(database.db, user.id));
  });

  r.get('/app-config', requireUser, (c) => {
    return c.json({ taxYear: CURRENT_TAX_YEAR, priorTaxYear: PRIOR_TAX_YEAR, contacts: contactsFrom(c.get('services').env) });
  });

  return r;
}
