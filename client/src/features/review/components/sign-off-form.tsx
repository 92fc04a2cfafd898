import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { signOffSchema, type Signer } from '#shared/review/sign-off';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { useSignReview } from '../api/sign-review';

interface SignOffFormProps {
  signer: Signer;
  /** The legal name the typed name must match (shown as a hint). */
  expectedName: string;
  summarySha256: string;
  disabled: boolean;
}

type Values = { consent: boolean; typedName: string; pin: string; dateOfBirth: string; priorYearAgi: string; priorYearPin: string };
const EMPTY: Values = { consent: false, typedName: '', pin: '', dateOfBirth: '', priorYearAgi: '', priorYearPin: '' };

/** One signer's sign-off: consent, typed legal name, Self-Select PIN, date of birth, prior-year AGI or PIN. */
export function SignOffForm({ signer, expectedName, summarySha256, disabled }: SignOffFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sign = useSignReview();
  const consentId = useId();
  const who = signer === 'taxpayer' ? 'Your' : 'Spouse’s';
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const input = { signer, ...values, priorYearAgi: values.priorYearAgi || undefined, priorYearPin: values.priorYearPin || undefined, summarySha256 };
    const parsed = signOffSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    sign.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(signer === 'taxpayer' ? 'Signed' : 'Spouse signed');
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
        else setFormError(err.message);
      },
    });
  };

  const prefix = `${signer}-`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={signer === 'taxpayer' ? 'Your signature' : 'Spouse’s signature'}>
      {formError && (
        <Alert tone="error" title="Not signed">
          {formError}
        </Alert>
      )}
      <div className="flex items-start gap-3">
        <input
          id={consentId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          checked={values.consent}
          onChange={(e) => setValues((v) => ({ ...v, consent: e.target.checked }))}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${consentId}-error` : undefined}
          disabled={disabled}
        />
        <div>
          <label htmlFor={consentId} className="text-sm font-medium">
            {signer === 'taxpayer' ? 'I agree to the declaration and authorization above' : 'My spouse agrees to the declaration and authorization above'}
          </label>
          {errors.consent && (
            <p id={`${consentId}-error`} className="text-sm font-medium text-destructive">
              {errors.consent}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${prefix}name`}
          label={`${who} full legal name`}
          hint={`As on the profile: ${expectedName}`}
          autoComplete="off"
          value={values.typedName}
          onChange={set('typedName')}
          error={errors.typedName}
          disabled={disabled}
        />
        <FormField
          id={`${prefix}dob`}
          label={`${who} date of birth`}
          type="date"
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          error={errors.dateOfBirth}
          disabled={disabled}
        />
        <FormField
          id={`${prefix}pin`}
          label={`${who} five-digit Self-Select PIN`}
          hint="Any five digits you choose, not all zeros. It is your signature; remember it for next year."
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={values.pin}
          onChange={set('pin')}
          error={errors.pin}
          disabled={disabled}
        />
        <div className="space-y-4">
          <FormField
            id={`${prefix}agi`}
            label="Last year’s adjusted gross income (AGI)"
            hint="From your 2024 Form 1040 line 11. Enter 0 if you did not file last year."
            inputMode="decimal"
            autoComplete="off"
            value={values.priorYearAgi}
            onChange={set('priorYearAgi')}
            error={errors.priorYearAgi}
            disabled={disabled}
          />
          <FormField
            id={`${prefix}prior-pin`}
            label="Or last year’s Self-Select PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={values.priorYearPin}
            onChange={set('priorYearPin')}
            error={errors.priorYearPin}
            disabled={disabled}
          />
        </div>
      </div>
      <Button type="submit" busy={sign.isPending} disabled={disabled}>
        {signer === 'taxpayer' ? 'Sign my return' : 'Sign as spouse'}
      </Button>
    </form>
  );
}
