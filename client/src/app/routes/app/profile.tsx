import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAccount } from '../../../features/account/api/get-account';
import { useLogout } from '../../../features/account/hooks/use-logout';
import { ProfileCards, ProfileCardsSkeleton } from '../../../features/account/components/profile-cards';
import { TwoFactorCard } from '../../../features/account/components/two-factor-card';
import { DeleteAccountCard } from '../../../features/account/components/delete-account-card';
import { useMe } from '../../../lib/me';
import { AdminLink } from '../../../features/admin/components/admin-link';

export default function ProfileRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const me = useMe();
  const { logout, pending: loggingOut } = useLogout();
  const location = useLocation();
  const meLoaded = Boolean(me.data);
  // The account menu's 'Security and two-factor sign-in' lands on #security: scroll to it once shown.
  useEffect(() => {
    if (location.hash === '#security' && meLoaded) document.getElementById('security')?.scrollIntoView();
  }, [location.hash, meLoaded]);


  return (
    <PageShell>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/welcome'))}>
            <span aria-hidden="true">←</span> Back
          </Button>
          <div className="flex flex-wrap items-center gap-2">
            <AdminLink />
            <Button variant="outline" busy={loggingOut} onClick={logout}>
              Logout
            </Button>
          </div>
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>
          <p className="mt-1 text-muted-foreground">Your account details. To change them, complete your tax profile from the dashboard.</p>
        </div>
        {account.isPending ? (
          <ProfileCardsSkeleton />
        ) : account.isError ? (
          <Alert tone="error" title="Failed to load profile">
            {account.error.message}
          </Alert>
        ) : account.data.profile ? (
          <ProfileCards profile={account.data.profile} />
        ) : (
          <Alert>No profile data found for this account.</Alert>
        )}
        {me.data && (
          <section id="security" aria-label="Security and two-factor sign-in" className="scroll-mt-6">
            <TwoFactorCard enabled={me.data.user.twoFactorEnabled} />
          </section>
        )}
        {me.data && <DeleteAccountCard />}
      </div>
    </PageShell>
  );
}
