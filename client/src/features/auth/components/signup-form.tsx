import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { signUpInputSchema, useSignUp, type SignUpInput } from '../api/sign-up';

export function SignupForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpInputSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success('Check your email', { description: 'We sent you a verification link to complete signup.' });
        void navigate('/auth/verify-email', { state: { email: values.email } });
      },
      onError: (error) => toast.error('Signup failed', { description: error.message }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        hint="Must be at least 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" busy={signUp.isPending}>
        Create account
      </Button>
    </form>
  );
}
