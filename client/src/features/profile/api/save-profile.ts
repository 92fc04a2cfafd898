import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ProfileFormValues } from '#shared/profile/schema';
import { api } from '../../../lib/api-client';
import { profileViewSchema, type ProfileResponse } from './get-profile';

export const saveProfileResponseSchema = z.object({ profile: profileViewSchema, becameComplete: z.boolean() });
export type SaveProfileResponse = z.infer<typeof saveProfileResponseSchema>;

/** The body of PUT /api/profile: the form values; an empty SSN keeps the stored one. */
export type SaveProfileInput = Omit<ProfileFormValues, 'ssn' | 'dependents'> & {
  ssn: string;
  dependents: Array<ProfileFormValues['dependents'][number] & { id?: string }>;
};

/** PUT /api/profile: validates and saves this year's profile. A 400 carries a message per field. */
export async function saveProfile(input: SaveProfileInput): Promise<SaveProfileResponse> {
  return saveProfileResponseSchema.parse(await api<unknown>('/api/profile', { method: 'PUT', body: input }));
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (result) => {
      queryClient.setQueryData<ProfileResponse>(['profile'], (old) => (old ? { ...old, current: result.profile, isNewUser: false } : old));
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
