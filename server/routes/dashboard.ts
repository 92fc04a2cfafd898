import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { isNewUser } from '#shared/profile/rules';
import { readinessOf } from '#shared/readiness/readiness';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import { requireUser } from '../auth/session';
import { clients } from '../db/schema';
import { documentsSummary } from '../domain/documents';
import { listNotifications } from '../domain/notifications';
import { factsOf, findProfile, toView } from '../domain/profiles';
import { errors } from '../http/errors';
import type { AppEnv } from '../http/types';
import { currentReviewStatus } from '../review/status';
import { meView } from './account';
import { contactsFrom } from './profile';

const yearParam = z.coerce.number().int();

/**
 * GET /api/dashboard?year=2025: everything /intake needs on load in one answer (issue 21 item 2):
 * me, this and last year's profile, the configuration, the document counters, the notifications,
 * the review status and the readiness model built from them (docs/decisions/061). The separate
 * calls stay for updates; the client refreshes this one after them.
 */
export function dashboardRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/dashboard', requireUser, async (c) => {
    const user = c.get('user')!;
    const services = c.get('services');
    const { database, cipher, env } = services;
    const year = yearParam.safeParse(c.req.query('year') ?? CURRENT_TAX_YEAR);
    if (!year.success || year.data !== CURRENT_TAX_YEAR) throw errors.validation(`The dashboard covers the ${CURRENT_TAX_YEAR} tax year.`);
    const db = database.db;
    const [cur, prior, summary, notifications, status] = await Promise.all([
      findProfile(db, user.id, CURRENT_TAX_YEAR),
      findProfile(db, user.id, PRIOR_TAX_YEAR),
      documentsSummary(db, user.id, CURRENT_TAX_YEAR),
      listNotifications(db, user.id),
      // The same status as GET /api/review/status: read from stored state, built only when the data changed.
      currentReviewStatus(services, user.id, CURRENT_TAX_YEAR, { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null }),
    ]);
    const current = cur ? toView(cipher, cur) : null;
    const previous = prior ? toView(cipher, prior) : null;
    const [meRow] = cur ? [cur] : await db.select().from(clients).where(and(eq(clients.userId, user.id), eq(clients.taxYear, CURRENT_TAX_YEAR)));
    const processing = Math.max(0, summary.count - summary.processedCount - summary.failedCount);
    const readiness = readinessOf({
      profile: factsOf(current),
      documents: { ...summary, processingCount: processing },
      review: status,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({
      me: meView(user, meRow),
      profile: { taxYear: CURRENT_TAX_YEAR, current, prior: previous, isNewUser: isNewUser(factsOf(current), factsOf(previous)) },
      config: { taxYear: CURRENT_TAX_YEAR, priorTaxYear: PRIOR_TAX_YEAR, contacts: contactsFrom(env) },
      documents: summary,
      notifications,
      reviewStatus: status,
      readiness,
    });
  });

  return r;
}
