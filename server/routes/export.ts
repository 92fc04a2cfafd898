import { Hono } from 'hono';
import { z } from 'zod';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { audit } from '../audit';
import { requireUser } from '../auth/session';
import { effectiveFields, listDocuments } from '../domain/documents';
import { findProfile, toView } from '../domain/profiles';
import type { AppEnv } from '../http/types';

const yearParam = z.coerce.number().int().min(2000).max(2100);

/** The dashboard's Download: the user's own data for a year as a JSON file (SSNs masked). */
export function exportRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/export', requireUser, async (c) => {
    const user = c.get('user')!;
    const { database, cipher } = c.get('services');
    const year = yearParam.parse(c.req.query('year') ?? CURRENT_TAX_YEAR);
    const [profileRow, docs] = await Promise.all([findProfile(database.db, user.id, year), listDocuments(database.db, user.id, year)]);
    const body = {
      exported_at: new Date().toISOString(),
      tax_year: year,
      account: { email: user.email },
      profile: profileRow ? toView(cipher, profileRow) : null,
      documents: docs.map(({ doc, x }) => ({
        id: doc.id,
        document_type: doc.documentType,
        file_name: doc.fileName,
        uploaded_at: doc.uploadedAt.toISOString(),
        upload_status: doc.uploadStatus,
        detected_type: x?.detectedType ?? null,
        verification_status: x?.verificationStatus ?? null,
        summary: x?.aiSummary ?? null,
        fields: x ? effectiveFields(x) : null,
        warnings: x?.warnings ?? [],
      })),
    };
    await audit(database.db, { actorUserId: user.id, action: 'export.downloaded', targetType: 'user', targetId: user.id, ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), details: { year } });
    c.header('Content-Disposition', `attachment; filename="taxdesk-${year}-data.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return r;
}
