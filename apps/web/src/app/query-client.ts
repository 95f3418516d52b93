import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Failed reads are retried once, except answers that will not change (4xx, expired session). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (intentos, error) =>
        !(error instanceof ApiError && (error.status === 205 || (error.status >= 400 && error.status < 500))) && intentos < 1,
    },
    mutations: { retry: false },
  },
});
