import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const contactSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

export const appConfigSchema = z.object({
  taxYear: z.number(),
  priorTaxYear: z.number(),
  contacts: z.object({ consultant: contactSchema, accountant: contactSchema, administrator: contactSchema }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/app-config: tax years in use and the dashboard's contact cards. */
export async function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return appConfigSchema.parse(await api<unknown>('/api/app-config', { signal }));
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: 10 * 60_000,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
