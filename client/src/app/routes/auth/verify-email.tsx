import { Link, useLocation, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { buttonClasses } from '../../../components/ui/button';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ResendVerificationForm } from '../../../features/auth/components/resend-verification-form';
import { BackHome } from './back-home';

function stateEmail(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';
}

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const error = params.get('error');
  const signInButton = (
    <Link to="/auth/login" className={buttonClasses('outline', 'md', 'w-full')}>
      Back to sign in
    </Link>
  );

  if (error) {
    const expired = error.toUpperCase() === 'TOKEN_EXPIRED';
    return (
      <PageShell width="narrow">
        <BackHome />
        <AuthCard
          title={expired ? 'This verification link has expired' : 'This verification link is invalid'}
          description="Verification links work for a limited time. Enter your email and we will send you a new one."
          footer={signInButton}
        >
          <ResendVerificationForm />
        </AuthCard>
      </PageShell>
    );
  }

  return (
    <PageShell width="narrow">
      <BackHome />
      <AuthCard
        title="Check your email"
        description="We sent you a verification link. Open it to confirm your address and finish signing up."
        footer={
          <details className="text-left">
            <summary className="cursor-pointer rounded text-center font-medium text-link">Didn’t get the email?</summary>
            <div className="mt-4">
              <ResendVerificationForm defaultEmail={stateEmail(location.state)} />
            </div>
          </details>
        }
      >
        {signInButton}
      </AuthCard>
    </PageShell>
  );
}
