import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { recoveryCodeSchema, totpCodeSchema, useVerifySecondFactor } from '../api/verify-second-factor';

interface SecondFactorFormProps {
  onVerified: () => void;
  onCancel: () => void;
}

/** Second sign-in step for accounts with two-factor authentication. */
export function SecondFactorForm({ onVerified, onCancel }: SecondFactorFormProps) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const verify = useVerifySecondFactor();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(method === 'totp' ? totpCodeSchema : recoveryCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate({ method, code }, { onSuccess: onVerified, onError: (error) => form.setError('code', { message: error.message }) }),
  );

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'recovery' : 'totp');
    form.reset({ code: '' });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="second-factor-title">
      <div>
        <h2 id="second-factor-title" className="text-lg font-semibold">
          Two-factor authentication
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {method === 'totp' ? 'Enter the 6-digit code from your authenticator app.' : 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'}
        </p>
      </div>
      {method === 'totp' ? (
        <FormField
          key="totp"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={errors.code?.message}
          {...form.register('code')}
        />
      ) : (
        <FormField key="recovery" label="Recovery code" autoComplete="off" autoFocus error={errors.code?.message} {...form.register('code')} />
      )}
      <Button type="submit" className="w-full" busy={verify.isPending}>
        Verify
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <button type="button" className="rounded text-link underline underline-offset-2" onClick={switchMethod}>
          {method === 'totp' ? 'Use a recovery code' : 'Use your authenticator app'}
        </button>
        <button type="button" className="rounded text-link underline underline-offset-2" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
