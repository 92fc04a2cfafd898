import { createMiddleware } from 'hono/factory';
import { audit } from '../audit';
import { AppError, errors } from '../http/errors';
import type { AppEnv } from '../http/types';

export const MFA_REQUIRED_MESSAGE = 'Administrators must turn on two-factor authentication. Enable it on /profile, then try again.';

/**
 * Admin pages and their API (security.md §4, §7): a verified, signed-in user with the admin role
 * and two-factor authentication on. Everyone else gets 403, and the refusal is audited.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user || !user.emailVerified) throw errors.unauthenticated();
  if (user.role !== 'admin' || !user.twoFactorEnabled) {
    const { db } = c.get('services').database;
    const reason = user.role !== 'admin' ? 'not_admin' : 'mfa_required';
    await audit(db, { actorUserId: user.id, action: 'admin.access_denied', targetType: 'path', targetId: c.req.path, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { reason } });
    if (reason === 'not_admin') throw errors.forbidden('You do not have access to this page.');
    throw new AppError(403, 'mfa_required', MFA_REQUIRED_MESSAGE);
  }
  await next();
});
