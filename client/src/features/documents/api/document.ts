import { z } from 'zod';

/** The extraction suggestion attached to a document (raw values, confidence, confirmed values kept apart). */
export const extractedDataSchema = z.object({
  id: z.string(),
  extracted_fields: z.record(z.string(), z.unknown()).nullable().catch({}),
  field_confidence: z.record(z.string(), z.number()).nullable().catch({}),
  confidence_score: z.number().nullable().catch(null),
  ai_summary: z.string().nullable(),
  verification_status: z.string().nullable(),
  warnings: z.array(z.string()).nullable().catch([]),
  detected_type: z.string().nullable().optional(),
  confirmed_fields: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** A document as the API answers it (`DocumentDto`). */
export const documentSchema = z.object({
  id: z.string(),
  document_type: z.string().nullable(),
  file_name: z.string(),
  file_size: z.number(),
  mime_type: z.string().nullable(),
  upload_status: z.string(),
  uploaded_at: z.string(),
  tax_year: z.number(),
  analysis_error: z.string().nullable().optional(),
  is_pdf: z.boolean().optional(),
  file_url: z.string(),
  extracted_data: extractedDataSchema.nullable(),
  proconnect_text: z.string().nullable().optional(),
});

export type DocumentDto = z.infer<typeof documentSchema>;
export type ExtractedData = z.infer<typeof extractedDataSchema>;

export const documentResponseSchema = z.object({ document: documentSchema });

/** Query keys of the documents feature; every key starts with 'documents' so one invalidation refreshes all. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (year: number | 'all') => ['documents', 'list', year] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
};

/** True while the server is still analysing the document. */
export function isProcessing(document: Pick<DocumentDto, 'upload_status'>): boolean {
  return document.upload_status === 'processing';
}
