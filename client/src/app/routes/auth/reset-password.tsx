import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { InvalidResetLink, ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { BackHome } from './back-home';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const usable = token && !params.get('error');
  return (
    <PageShell width="narrow">
      <BackHome />
      <AuthCard
        title="Choose a new password"
        footer={
          <Link to="/auth/login" className="rounded font-medium text-link underline underline-offset-2">
            Back to sign in
          </Link>
        }
      >
        {usable ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
      </AuthCard>
    </PageShell>
  );
}
