import { Link } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { BackHome } from './back-home';

export default function ForgotPasswordRoute() {
  return (
    <PageShell width="narrow">
      <BackHome />
      <AuthCard
        title="Reset your password"
        description="Enter the email address you signed up with and we will send you a link to choose a new password."
        footer={
          <Link to="/auth/login" className="rounded font-medium text-link underline underline-offset-2">
            Back to sign in
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </PageShell>
  );
}
