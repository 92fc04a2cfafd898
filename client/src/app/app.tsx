import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { useThemePreference } from '../lib/theme';
import { router } from './router';

/** Providers (data, toasts) around the router. */
export function App() {
  const { dark } = useThemePreference();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="bottom-right"
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel="Notifications"
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        theme={dark ? 'dark' : 'light'}
      />
    </QueryClientProvider>
  );
}
