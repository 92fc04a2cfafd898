import { queryOptions } from '@tanstack/react-query';
import { authClient } from './auth-client';

/** How often a visible tab refreshes the session (product spec §9: 30 s tick). */
export const SESSION_TICK_MS = 30_000;

export type AuthSession = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>['data']>;

/**
 * The current better-auth session, or null when signed out. Asking the server also extends the
 * session (better-auth's update age), which is what the keep-alive tick relies on.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<AuthSession | null> => {
    const { data, error } = await authClient.getSession();
    if (error) {
      if (error.status === 401) return null;
      throw new Error(error.message || 'Could not check your session');
    }
    return data ?? null;
  },
  staleTime: 10_000,
  retry: 1,
});
