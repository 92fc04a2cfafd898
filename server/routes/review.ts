import { Hono, type Context } from 'hono';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { audit } from '../audit';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../http/types';
import { renderFilledReturn } from '../review/form1040';
import { buildPacket, renderPacketPdf } from '../review/packet';
import { journey, reconcileSignatures, reviewStatus, signReview, toSignatureView, type RequestMeta } from '../review/signatures';
import { buildAndRemember, currentReviewStatus } from '../review/status';

function meta(c: Context<AppEnv>): RequestMeta {
  return { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null };
}

/** Builds the review and brings the signatures up to date with it (voiding stale ones). */
async function load(c: Context<AppEnv>) {
  const user = c.get('user')!;
  const services = c.get('services');
  const { database } = services;
  const built = await buildAndRemember(services, user.id, CURRENT_TAX_YEAR);
  const list = await reconcileSignatures(database, user.id, CURRENT_TAX_YEAR, built.view.summarySha256, meta(c));
  const status = reviewStatus(built, list);
  return { user, built, list, status };
}

/** /review: the summary, checks and estimate; the sign-off; the status; the preparer packet. */
export function reviewRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/review', requireUser, async (c) => {
    const { built, list, status } = await load(c);
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...built.view,
      signatures: list.map((s) => toSignatureView(s, built.view.summarySha256)),
      status,
      journey: journey(built, status),
    });
  });

  r.get('/review/status', requireUser, async (c) => {
    // A read of the stored status parts and the signatures; the review is built only when the data changed.
    const status = await currentReviewStatus(c.get('services'), c.get('user')!.id, CURRENT_TAX_YEAR, meta(c));
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  });

  r.post('/review/sign', requireUser, async (c) => {
    const { user, built, list } = await load(c);
    const { database, cipher } = c.get('services');
    const body = await c.req.json().catch(() => null);
    const signature = await signReview(database, cipher, user.id, built, list, body, meta(c));
    const after = [...list, signature];
    const status = reviewStatus(built, after);
    return c.json({ signature: toSignatureView(signature, built.view.summarySha256), status }, 201);
  });

  r.get('/review/packet.json', requireUser, async (c) => {
    const { user, built, list, status } = await load(c);
    const packet = buildPacket(built, status, list);
    await audit(c.get('services').database.db, { actorUserId: user.id, action: 'review.packet_downloaded', targetType: 'user', targetId: user.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { format: 'json', taxYear: built.taxYear } });
    c.header('Content-Disposition', `attachment; filename="taxdesk-${built.taxYear}-preparer-packet.json"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.json(packet);
  });

  r.get('/review/packet.pdf', requireUser, async (c) => {
    const { user, built, list, status } = await load(c);
    const bytes = await renderPacketPdf(buildPacket(built, status, list));
    await audit(c.get('services').database.db, { actorUserId: user.id, action: 'review.packet_downloaded', targetType: 'user', targetId: user.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { format: 'pdf', taxYear: built.taxYear } });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="taxdesk-${built.taxYear}-preparer-packet.pdf"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  });

  // The filled Form 1040 and schedules (a draft for the preparer, not a filing), owner-only like the packet.
  r.get('/review/form-1040.pdf', requireUser, async (c) => {
    const { user, built } = await load(c);
    const { estimate, profile } = built.view;
    if (!estimate) {
      c.header('Cache-Control', 'no-store');
      return c.json({ error: { code: 'no_estimate', message: built.view.estimateError ?? 'There is no estimate to fill the form with yet.' } }, 409);
    }
    const filled = await renderFilledReturn(estimate, profile, built.taxYear);
    await audit(c.get('services').database.db, { actorUserId: user.id, action: 'review.packet_downloaded', targetType: 'user', targetId: user.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { format: 'form-1040-pdf', taxYear: built.taxYear } });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="taxdesk-${built.taxYear}-form-1040-draft.pdf"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(filled.bytes));
  });

  return r;
}
