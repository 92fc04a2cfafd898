import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One query client for the app: no retry on 4xx answers, one retry otherwise. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});
