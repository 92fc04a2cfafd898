import { Link } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { BackHome } from './back-home';

export default function SignupRoute() {
  return (
    <PageShell width="narrow">
      <BackHome />
      <AuthCard
        title="Create your account"
        description="Start your tax return in minutes."
        footer={
          <>
            Already have an account?{' '}
            <Link to="/auth/login" className="rounded font-medium text-link underline underline-offset-2">
              Sign in
            </Link>
          </>
        }
      >
        <SignupForm />
      </AuthCard>
    </PageShell>
  );
}
