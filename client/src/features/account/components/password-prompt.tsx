import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { passwordInputSchema, type PasswordInput } from '../api/enable-two-factor';

interface PasswordPromptProps {
  submitLabel: string;
  busy: boolean;
  error?: string;
  variant?: ButtonVariant;
  onSubmit: (values: PasswordInput) => void;
  onCancel: () => void;
}

/** Asks for the account password before a two-factor change. */
export function PasswordPrompt({ submitLabel, busy, error, variant = 'primary', onSubmit, onCancel }: PasswordPromptProps) {
  const form = useForm<PasswordInput>({ resolver: zodResolver(passwordInputSchema), defaultValues: { password: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message ?? error}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
