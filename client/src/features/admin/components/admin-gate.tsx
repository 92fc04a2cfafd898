import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { useAdminOverview } from '../api/get-admin-overview';
import { AdminNav } from './admin-nav';

/**
 * Shows an admin page only when the API lets this user in (role admin with MFA); otherwise the
 * API's 403 becomes a clear message. The server decides: this is presentation, not protection.
 */
export function AdminGate({ title, children }: { title: string; children: ReactNode }) {
  const overview = useAdminOverview();
  if (overview.isPending) return <PageSpinner label="Checking access…" />;
  if (overview.isError) {
    const err = overview.error;
    if (err instanceof ApiError && err.code === 'mfa_required') {
      return (
        <Alert tone="error" title="Two-factor authentication required">
          Administrators must turn on two-factor authentication.{' '}
          <Link to="/profile" className="font-medium underline">
            Enable it on your profile
          </Link>
          , then come back.
        </Alert>
      );
    }
    if (err instanceof ApiError && err.status === 403) {
      return (
        <Alert tone="error" title="Access denied">
          You do not have access to this page.
        </Alert>
      );
    }
    return (
      <Alert tone="error" title="Failed to load administration">
        {err.message}
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-muted-foreground">Administration</p>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      </div>
      <AdminNav />
      {children}
    </div>
  );
}
