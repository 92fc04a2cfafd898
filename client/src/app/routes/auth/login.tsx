import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { sessionQueryOptions } from '../../../lib/session';
import { BackHome } from './back-home';

export default function LoginRoute() {
  const session = useQuery(sessionQueryOptions);
  if (session.data) return <Navigate to="/welcome" replace />;
  return (
    <PageShell width="narrow">
      <BackHome />
      {session.isPending ? (
        <PageSpinner />
      ) : (
        <AuthCard
          title="Sign in"
          description="Welcome back to TaxDesk."
          footer={
            <>
              New to TaxDesk?{' '}
              <Link to="/auth/signup" className="rounded font-medium text-link underline underline-offset-2">
                Create an account
              </Link>
            </>
          }
        >
          <LoginForm />
        </AuthCard>
      )}
    </PageShell>
  );
}
