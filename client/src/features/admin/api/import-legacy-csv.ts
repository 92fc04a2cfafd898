import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client';

export const LEGACY_TABLES = ['userlogin', 'userinfo', 'userstack'] as const;
export type LegacyTable = (typeof LEGACY_TABLES)[number];

export const importResultSchema = z.object({
  imported: z.number(),
  errors: z.number(),
  total: z.number(),
  error_details: z.array(z.object({ line: z.number(), message: z.string() })),
  ignored_columns: z.array(z.string()),
});

export type ImportResult = z.infer<typeof importResultSchema>;

export type ImportInput = { table: LegacyTable; file: File } | { table: LegacyTable; useStatic: true };

/** Sends a chosen file as a raw text/csv body (streamed by the server), mapping errors like `api`. */
async function uploadCsv(table: LegacyTable, file: File): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/import/${table}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach TaxDesk. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? `http_${response.status}`, error?.message ?? 'Something went wrong. Please try again.');
  }
  return payload;
}

/**
 * POST /api/admin/import/:table: imports a legacy CSV (spec §7 import-userlogin/-userinfo/-userstack),
 * either a chosen file or the sample file shipped at the site root.
 */
export async function importLegacyCsv(input: ImportInput): Promise<ImportResult> {
  const payload =
    'file' in input
      ? await uploadCsv(input.table, input.file)
      : await api<unknown>(`/api/admin/import/${input.table}`, { method: 'POST', body: { useStatic: true } });
  return importResultSchema.parse(payload);
}

export function useImportLegacyCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLegacyCsv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
  });
}
