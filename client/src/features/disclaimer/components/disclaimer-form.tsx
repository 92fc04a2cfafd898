import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { ACCEPT_ALL_MESSAGE, acceptDisclaimerInputSchema, useAcceptDisclaimer } from '../api/accept-disclaimer';

const checkboxClass = 'mt-1 size-5 shrink-0 cursor-pointer accent-primary';

/** The two required acknowledgements; 'Accept & Continue' stays disabled until both are ticked. */
export function DisclaimerForm() {
  const navigate = useNavigate();
  const accept = useAcceptDisclaimer();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptLiability, setAcceptLiability] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const ready = acceptTerms && acceptLiability;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptDisclaimerInputSchema.safeParse({ acceptTerms, acceptLiability });
    if (!parsed.success) {
      setMessage(ACCEPT_ALL_MESSAGE);
      return;
    }
    setMessage(null);
    accept.mutate(parsed.data, {
      onSuccess: () => void navigate('/intake'),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') setMessage(error.message);
        toast.error('Error saving acceptance', { description: error.message });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">Your acknowledgement</legend>
        <label className="flex gap-3 rounded-lg border bg-card p-4 text-card-foreground">
          <input type="checkbox" required className={checkboxClass} checked={acceptTerms} onChange={(e) => setAcceptTerms(e.target.checked)} />
          <span>I have read and accept the terms of service and the privacy policy, including how my data is protected and used.</span>
        </label>
        <label className="flex gap-3 rounded-lg border bg-card p-4 text-card-foreground">
          <input type="checkbox" required className={checkboxClass} checked={acceptLiability} onChange={(e) => setAcceptLiability(e.target.checked)} />
          <span>
            I understand that I am preparing my own return, that I am responsible for the accuracy of the information I provide, and that
            TaxDesk is not a substitute for professional tax advice.
          </span>
        </label>
      </fieldset>
      {message && <Alert tone="error">{message}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => void navigate('/welcome')}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={!ready} busy={accept.isPending}>
          Accept &amp; Continue
        </Button>
      </div>
    </form>
  );
}
