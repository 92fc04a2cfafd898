import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { AuthError } from '../../../lib/auth-client';
import { resetPasswordInputSchema, useResetPassword, type ResetPasswordInput } from '../api/reset-password';

export function InvalidResetLink() {
  return (
    <Alert tone="error" title="This reset link is invalid or has expired">
      <p>Reset links work only once and for a limited time.</p>
      <p className="mt-2">
        <Link to="/auth/forgot-password" className="rounded font-medium text-link underline underline-offset-2">
          Request a new reset link
        </Link>
      </p>
    </Alert>
  );
}

/** New password twice, then `resetPassword` with the token from the link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [tokenRefused, setTokenRefused] = useState(false);
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordInputSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { newPassword, token },
      {
        onSuccess: () => {
          toast.success('Password updated', { description: 'Sign in with your new password.' });
          void navigate('/auth/login', { replace: true });
        },
        onError: (error) => {
          if (error instanceof AuthError && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED')) setTokenRefused(true);
          else toast.error('Password reset failed', { description: error.message });
        },
      },
    ),
  );

  if (tokenRefused) return <InvalidResetLink />;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint="Must be at least 8 characters"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" maxLength={128} error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <Button type="submit" className="w-full" busy={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}
