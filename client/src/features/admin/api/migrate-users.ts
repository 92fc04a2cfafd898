import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const detail = z.object({ userid: z.string(), message: z.string() });

export const migrationResultSchema = z.object({
  total_eligible: z.number(),
  migrated: z.number(),
  skipped: z.number(),
  errors: z.number(),
  error_details: z.array(detail),
  skipped_details: z.array(detail),
});

export type MigrationResult = z.infer<typeof migrationResultSchema>;

/** POST /api/admin/migrate-users: creates accounts for eligible legacy users and mails each a set-password link. */
export async function migrateUsers(): Promise<MigrationResult> {
  return migrationResultSchema.parse(await api<unknown>('/api/admin/migrate-users', { method: 'POST', body: { confirm: true } }));
}

export function useMigrateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: migrateUsers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
  });
}
