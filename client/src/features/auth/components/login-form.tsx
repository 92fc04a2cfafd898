import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { AuthError } from '../../../lib/auth-client';
import { signInInputSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { SecondFactorForm } from './second-factor-form';

function loginErrorMessage(error: Error): string {
  if (error instanceof AuthError && error.code === 'EMAIL_NOT_VERIFIED') return 'Please verify your email address';
  return error.message;
}

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInputSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const finish = () => {
    toast.success('Welcome back!', { description: 'Successfully signed in.' });
    void navigate('/welcome', { replace: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (result) => (result.status === 'second-factor' ? setNeedsSecondFactor(true) : finish()),
      onError: (error) => toast.error('Login failed', { description: loginErrorMessage(error) }),
    }),
  );

  if (needsSecondFactor) {
    return (
      <SecondFactorForm
        onVerified={finish}
        onCancel={() => {
          setNeedsSecondFactor(false);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <div className="space-y-1.5">
        <FormField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
        <p className="text-right text-sm">
          <Link to="/auth/forgot-password" className="rounded text-link underline underline-offset-2">
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" className="w-full" busy={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}
