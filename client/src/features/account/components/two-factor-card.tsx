import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { confirmCodeSchema, useConfirmTwoFactor, type ConfirmCodeInput } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { secretFromTotpUri, useEnableTwoFactor } from '../api/enable-two-factor';
import { useGenerateRecoveryCodes } from '../api/generate-recovery-codes';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { name: 'idle' }
  | { name: 'enable-password' }
  | { name: 'enable-scan'; totpURI: string; backupCodes: string[] }
  | { name: 'show-codes'; codes: string[] }
  | { name: 'disable-password' }
  | { name: 'regenerate-password' };

function ConfirmCodeForm({ totpURI, onConfirmed, onCancel }: { totpURI: string; onConfirmed: () => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<ConfirmCodeInput>({ resolver: zodResolver(confirmCodeSchema), defaultValues: { code: '' } });
  const secret = secretFromTotpUri(totpURI);
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values, { onSuccess: onConfirmed, onError: (error) => form.setError('code', { message: error.message }) }),
  );
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-3 pl-5 text-sm">
        <li>
          Open your authenticator app (for example 1Password, Google Authenticator or Authy) and add an account with this setup key:
          <code data-testid="totp-secret" className="mt-2 block rounded-md bg-muted p-3 font-mono text-base tracking-wider break-all">
            {secret ?? totpURI}
          </code>
          <details className="mt-2">
            <summary className="cursor-pointer rounded text-link">Show the full setup link</summary>
            <code data-testid="totp-uri" className="mt-2 block rounded-md bg-muted p-3 font-mono text-xs break-all">
              {totpURI}
            </code>
          </details>
        </li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={form.formState.errors.code?.message} {...form.register('code')} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={confirm.isPending}>
            Verify and turn on
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Enrol in, regenerate recovery codes for, or turn off TOTP two-factor authentication. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateRecoveryCodes();
  const queryClient = useQueryClient();
  const reset = () => setStep({ name: 'idle' });
  const finishEnrolment = () => {
    reset();
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['session'] });
  };

  let body;
  switch (step.name) {
    case 'enable-password':
      body = (
        <PasswordPrompt
          submitLabel="Continue"
          busy={enable.isPending}
          error={enable.error?.message}
          onCancel={reset}
          onSubmit={(values) => enable.mutate(values, { onSuccess: (data) => setStep({ name: 'enable-scan', totpURI: data.totpURI, backupCodes: data.backupCodes }) })}
        />
      );
      break;
    case 'enable-scan':
      body = (
        <ConfirmCodeForm
          totpURI={step.totpURI}
          onCancel={reset}
          onConfirmed={() => {
            toast.success('Two-factor authentication is on');
            setStep({ name: 'show-codes', codes: step.backupCodes });
          }}
        />
      );
      break;
    case 'show-codes':
      body = <RecoveryCodes codes={step.codes} onDone={finishEnrolment} />;
      break;
    case 'disable-password':
      body = (
        <PasswordPrompt
          submitLabel="Turn off two-factor authentication"
          variant="destructive"
          busy={disable.isPending}
          error={disable.error?.message}
          onCancel={reset}
          onSubmit={(values) =>
            disable.mutate(values, {
              onSuccess: () => {
                toast.success('Two-factor authentication is off');
                reset();
              },
            })
          }
        />
      );
      break;
    case 'regenerate-password':
      body = (
        <PasswordPrompt
          submitLabel="Generate new codes"
          busy={regenerate.isPending}
          error={regenerate.error?.message}
          onCancel={reset}
          onSubmit={(values) => regenerate.mutate(values, { onSuccess: (data) => setStep({ name: 'show-codes', codes: data.backupCodes }) })}
        />
      );
      break;
    default:
      body = enabled ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setStep({ name: 'regenerate-password' })}>
            Regenerate recovery codes
          </Button>
          <Button variant="destructive" onClick={() => setStep({ name: 'disable-password' })}>
            Turn off
          </Button>
        </div>
      ) : (
        <Button onClick={() => setStep({ name: 'enable-password' })}>Turn on two-factor authentication</Button>
      );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Two-factor authentication</CardTitle>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${enabled ? 'bg-success text-success-foreground' : 'bg-muted text-foreground'}`}
            data-testid="two-factor-status"
          >
            {enabled ? 'On' : 'Off'}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {enabled
            ? 'Signing in asks for a code from your authenticator app.'
            : 'Protect your account with a code from an authenticator app in addition to your password.'}
        </p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
