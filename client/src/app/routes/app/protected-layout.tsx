import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '../../../components/layout/page-shell';
import { SignedInShellContext, type SignedInShell } from '../../../components/layout/shell-context';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { queryClient } from '../../../lib/query-client';
import { SESSION_TICK_MS, sessionQueryOptions } from '../../../lib/session';
import { SignedInHeaderActions } from '../../signed-in-header';

/**
 * Every signed-in page sits under this layout and its shared header. It requires a session (else /auth/login) and keeps
 * the session alive: TanStack Query refetches it every 30 s while the tab is visible, pauses the
 * interval while hidden and refetches on visibilitychange (its focus manager listens to that event).
 */
export default function ProtectedLayout() {
  const location = useLocation();
  const session = useQuery({
    ...sessionQueryOptions,
    refetchInterval: SESSION_TICK_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  const hadSession = useRef(false);
  const [chatOpen, setChatOpen] = useState(false);
  const shell = useMemo<SignedInShell>(
    () => ({ actions: <SignedInHeaderActions chatOpen={chatOpen} onChatOpenChange={setChatOpen} />, homeHref: '/intake', openChat: () => setChatOpen(true) }),
    [chatOpen],
  );
  const signedIn = !!session.data;

  useEffect(() => {
    if (signedIn) {
      hadSession.current = true;
    } else if (hadSession.current && session.isFetched) {
      hadSession.current = false;
      queryClient.removeQueries({ queryKey: ['me'] });
      toast.error('Session expired', { description: 'Please sign in again.' });
    }
  }, [signedIn, session.isFetched]);

  // A failed email verification link lands on its callback (/welcome) with ?error=…
  const verificationError = location.pathname === '/welcome' ? new URLSearchParams(location.search).get('error') : null;
  if (verificationError) return <Navigate to={`/auth/verify-email?error=${encodeURIComponent(verificationError)}`} replace />;

  if (session.isPending) {
    return (
      <PageShell>
        <PageSpinner label="Checking your session…" />
      </PageShell>
    );
  }
  if (session.isError && !session.data) {
    return (
      <PageShell>
        <div role="alert" className="py-16 text-center">
          <h1 className="text-2xl font-semibold">We could not reach TaxDesk</h1>
          <p className="mt-2 text-muted-foreground">Check your connection, then reload the page.</p>
        </div>
      </PageShell>
    );
  }
  if (!session.data) return <Navigate to="/auth/login" replace />;
  // Every signed-in page gets the same header: product name to /intake, tax year, bell, chat,
  // theme menu and account menu (docs/decisions/061).
  return (
    <SignedInShellContext.Provider value={shell}>
      <Outlet />
    </SignedInShellContext.Provider>
  );
}
