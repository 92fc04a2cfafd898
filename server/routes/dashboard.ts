import { Hono } from 'hono';
import { z } from 'zod';
import { isNewUser } from '#shared/profile/rules';
import { readinessOf, type Readiness } from '#shared/readiness/readiness';
import type { ReviewStatus } from '#shared/review/types';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import { requireUser } from '../auth/session';
import { PayloadCache, payloadValidity } from '../domain/dashboard-cache';
import { documentsSummary } from '../domain/documents';
import { listNotifications } from '../domain/notifications';
import { factsOf, findProfile, toView, type ProfileView } from '../domain/profiles';
import { errors } from '../http/errors';
import type { AppEnv } from '../http/types';
import type { RequestMeta } from '../review/signatures';
import { currentReviewStatus } from '../review/status';
import type { Services } from '../services';
import { clientSummary, meView } from './account';
import { contactsFrom } from './profile';

const yearParam = z.coerce.number().int();

/** Everything of the answer but the signed-in user: what is stored per user between changes. */
interface DashboardParts {
  client: ReturnType<typeof clientSummary>;
  /** The other parts (DashboardRest) as JSON without the braces, serialised once per build. */
  restJson: string;
}

/** The parts of the answer after `me`. */
interface DashboardRest {
  profile: { taxYear: number; current: ProfileView | null; prior: ProfileView | null; isNewUser: boolean };
  config: { taxYear: number; priorTaxYear: number; contacts: ReturnType<typeof contactsFrom> };
  documents: Awaited<ReturnType<typeof documentsSummary>>;
  notifications: Awaited<ReturnType<typeof listNotifications>>;
  reviewStatus: ReviewStatus;
  readiness: Readiness;
}

async function buildParts(services: Services, userId: string, meta: RequestMeta): Promise<DashboardParts> {
  const { database, cipher, env } = services;
  const db = database.db;
  const [cur, prior, summary, notifications, status] = await Promise.all([
    findProfile(db, userId, CURRENT_TAX_YEAR),
    findProfile(db, userId, PRIOR_TAX_YEAR),
    documentsSummary(db, userId, CURRENT_TAX_YEAR),
    listNotifications(db, userId),
    // The same status as GET /api/review/status: read from stored state, built only when the data changed.
    currentReviewStatus(services, userId, CURRENT_TAX_YEAR, meta),
  ]);
  const current = cur ? toView(cipher, cur) : null;
  const previous = prior ? toView(cipher, prior) : null;
  const processing = Math.max(0, summary.count - summary.processedCount - summary.failedCount);
  const readiness = readinessOf({
    profile: factsOf(current),
    documents: { ...summary, processingCount: processing },
    review: status,
  });
  const rest: DashboardRest = {
    profile: { taxYear: CURRENT_TAX_YEAR, current, prior: previous, isNewUser: isNewUser(factsOf(current), factsOf(previous)) },
    config: { taxYear: CURRENT_TAX_YEAR, priorTaxYear: PRIOR_TAX_YEAR, contacts: contactsFrom(env) },
    documents: summary,
    notifications,
    reviewStatus: status,
    readiness,
  };
  return { client: clientSummary(cur), restJson: JSON.stringify(rest).slice(1, -1) };
}

/**
 * GET /api/dashboard?year=2025: everything /intake needs on load in one answer (issue 21 item 2):
 * me, this and last year's profile, the configuration, the document counters, the notifications,
 * the review status and the readiness model built from them (docs/decisions/061). The separate
 * calls stay for updates; the client refreshes this one after them. Between changes the answer
 * comes from a per-user stored payload checked by one indexed read (docs/decisions/082).
 */
export function dashboardRoutes() {
  const r = new Hono<AppEnv>();

  // Per running server: the parts of each user's last answer with the key they were read at.
  const cache = new PayloadCache<DashboardParts>();
  let validity: ReturnType<typeof payloadValidity> | null = null;

  r.get('/dashboard', requireUser, async (c) => {
    const user = c.get('user')!;
    const services = c.get('services');
    const year = yearParam.safeParse(c.req.query('year') ?? CURRENT_TAX_YEAR);
    if (!year.success || year.data !== CURRENT_TAX_YEAR) throw errors.validation(`The dashboard covers the ${CURRENT_TAX_YEAR} tax year.`);
    validity ??= payloadValidity(services.database, cache);
    const readKey = await validity;
    // The key first, the parts after (docs/decisions/082): a payload may be newer than its key, never older.
    const key = await readKey(user.id);
    const parts = await cache.get(user.id, key, () => buildParts(services, user.id, { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null }));
    c.header('Cache-Control', 'no-store');
    // `me.user` comes from the session (ADR 080), so it is never older than the session itself.
    const me = JSON.stringify({ ...meView(user, undefined), client: parts.client });
    return c.body(`{"me":${me},${parts.restJson}}`, 200, { 'Content-Type': 'application/json' });
  });

  return r;
}
