import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { AuthError } from '../../../lib/auth-client';
import { resendVerificationInputSchema, useSendVerificationEmail, type ResendVerificationInput } from '../api/send-verification-email';

/** Asks for a fresh verification link; the confirmation is the same whether or not the account exists. */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [sent, setSent] = useState(false);
  const resend = useSendVerificationEmail();
  const form = useForm<ResendVerificationInput>({ resolver: zodResolver(resendVerificationInputSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = form.handleSubmit((values) =>
    resend.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => (error instanceof AuthError && (error.status === 429 || error.status === 0) ? toast.error('Could not send the link', { description: error.message }) : setSent(true)),
    }),
  );

  if (sent) {
    return <Alert title="Check your email">If that address has an account waiting for verification, a new link is on its way.</Alert>;
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Email" type="email" autoComplete="email" required error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" className="w-full" busy={resend.isPending}>
        Send a new link
      </Button>
    </form>
  );
}
