import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { AuthError } from '../../../lib/auth-client';
import { requestPasswordResetInputSchema, useRequestPasswordReset, type RequestPasswordResetInput } from '../api/request-password-reset';

/** Always ends on the same neutral confirmation, so the page never reveals whether an account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetInput>({ resolver: zodResolver(requestPasswordResetInputSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => (error instanceof AuthError && (error.status === 429 || error.status === 0) ? toast.error('Request failed', { description: error.message }) : setSent(true)),
    }),
  );

  if (sent) {
    return (
      <Alert title="Check your email">
        If an account exists for that address, we sent a link to reset your password. The link works once and expires soon.
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Email" type="email" autoComplete="email" required error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" className="w-full" busy={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
