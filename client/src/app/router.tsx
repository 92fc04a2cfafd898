import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { PageSpinner } from '../components/ui/page-spinner';
import LandingRoute from './routes/landing';
import NotFoundRoute from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Loads a route module on demand, so the landing page does not ship the signed-in app. */
function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, Component: LandingRoute, ErrorBoundary: RouteError },
      {
        path: 'auth',
        ErrorBoundary: RouteError,
        children: [
          { path: 'signup', lazy: lazyRoute(() => import('./routes/auth/signup')), ErrorBoundary: RouteError },
          { path: 'login', lazy: lazyRoute(() => import('./routes/auth/login')), ErrorBoundary: RouteError },
          { path: 'verify-email', lazy: lazyRoute(() => import('./routes/auth/verify-email')), ErrorBoundary: RouteError },
          { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/auth/forgot-password')), ErrorBoundary: RouteError },
          { path: 'reset-password', lazy: lazyRoute(() => import('./routes/auth/reset-password')), ErrorBoundary: RouteError },
        ],
      },
      {
        lazy: lazyRoute(() => import('./routes/app/protected-layout')),
        ErrorBoundary: RouteError,
        children: [
          { path: 'welcome', lazy: lazyRoute(() => import('./routes/app/welcome')), ErrorBoundary: RouteError },
          { path: 'disclaimer', lazy: lazyRoute(() => import('./routes/app/disclaimer')), ErrorBoundary: RouteError },
          { path: 'intake', lazy: lazyRoute(() => import('./routes/app/intake')), ErrorBoundary: RouteError },
          { path: 'profile', lazy: lazyRoute(() => import('./routes/app/profile')), ErrorBoundary: RouteError },
          { path: 'documents', lazy: lazyRoute(() => import('./routes/app/documents')), ErrorBoundary: RouteError },
          { path: 'consultation', lazy: lazyRoute(() => import('./routes/app/consultation')), ErrorBoundary: RouteError },
          { path: 'admin', lazy: lazyRoute(() => import('./routes/admin/admin-home')), ErrorBoundary: RouteError },
          { path: 'admin/review', lazy: lazyRoute(() => import('./routes/admin/review')), ErrorBoundary: RouteError },
          { path: 'import-userlogin', lazy: lazyRoute(() => import('./routes/admin/import-userlogin')), ErrorBoundary: RouteError },
          { path: 'import-userinfo', lazy: lazyRoute(() => import('./routes/admin/import-userinfo')), ErrorBoundary: RouteError },
          { path: 'import-userstack', lazy: lazyRoute(() => import('./routes/admin/import-userstack')), ErrorBoundary: RouteError },
          { path: 'migrate-users', lazy: lazyRoute(() => import('./routes/admin/migrate-users')), ErrorBoundary: RouteError },
          { path: 'update-userlogin-uid', lazy: lazyRoute(() => import('./routes/admin/update-userlogin-uid')), ErrorBoundary: RouteError },
          { path: 'review', lazy: lazyRoute(() => import('./routes/app/review')), ErrorBoundary: RouteError },
        ],
      },
      { path: '*', Component: NotFoundRoute, ErrorBoundary: RouteError },
    ],
  },
]);

// Any API answer of 401 means the session is gone: drop cached user data and go to sign-in.
setUnauthorizedHandler(() => {
  queryClient.removeQueries({ queryKey: ['me'] });
  queryClient.setQueryData(['session'], null);
  if (!router.state.location.pathname.startsWith('/auth/')) void router.navigate('/auth/login', { replace: true });
});
