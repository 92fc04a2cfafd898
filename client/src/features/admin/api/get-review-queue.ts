import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const reviewDocumentSchema = z.object({
  id: z.string(),
  document_type: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  uploaded_at: z.string(),
  tax_year: z.number(),
  file_url: z.string(),
  is_pdf: z.boolean(),
  owner: z.object({ id: z.string(), email: z.string() }),
  extracted_data: z
    .object({
      extracted_fields: z.record(z.string(), z.unknown()),
      confirmed_fields: z.record(z.string(), z.unknown()).nullable(),
      confidence_score: z.number(),
      verification_status: z.string(),
      warnings: z.array(z.string()),
      ai_summary: z.string().nullable(),
    })
    .nullable(),
});

export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export interface ReviewFilter {
  type?: string;
  year?: number;
}

export const reviewKeys = {
  all: ['admin', 'review'] as const,
  list: (f: ReviewFilter) => ['admin', 'review', f.type ?? '', f.year ?? 0] as const,
};

/** GET /api/admin/review: documents awaiting verification, oldest first, by type and year. */
export async function getReviewQueue(f: ReviewFilter, signal?: AbortSignal): Promise<ReviewDocument[]> {
  const q = new URLSearchParams();
  if (f.type) q.set('type', f.type);
  if (f.year) q.set('year', String(f.year));
  const res = await api<unknown>(`/api/admin/review${q.size ? `?${q}` : ''}`, { signal });
  return z.object({ documents: z.array(reviewDocumentSchema) }).parse(res).documents;
}

export function useReviewQueue(f: ReviewFilter) {
  return useQuery(queryOptions({ queryKey: reviewKeys.list(f), queryFn: ({ signal }) => getReviewQueue(f, signal) }));
}
