import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../utils/cn';
import type { ProfileView } from '../api/get-profile';
import type { SaveProfileResponse } from '../api/save-profile';
import { ProfileForm } from './profile-form';

/** What the wizard hands the upload slot (the documents feature's upload dialog). */
export interface UploadSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: () => void;
}

interface ProfileWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: ProfileView | null;
  prior: ProfileView | null;
  defaultEmail?: string;
  onSaved?: (result: SaveProfileResponse) => void;
  /** Renders the upload dialog of the documents feature. */
  renderUpload: (props: UploadSlotProps) => ReactNode;
  /** The chat panel of step 3 (or a notice while the chat is not available). */
  chatPanel: ReactNode;
  /** 'Complete Setup' on step 3. */
  onComplete: () => void;
  /** Title and description from the readiness model (they follow the user's state). */
  heading?: { title: string; description: string };
}

const STEPS = ['Profile', 'Documents', 'AI Assistant'] as const;

const SET_UP = { title: 'Set Up Your Tax Profile', description: 'Three short steps to get your return started.' };

/** Three-step setup: profile form, documents, AI assistant (spec §2 "Profile wizard"). */
export function ProfileWizard({ open, onOpenChange, heading = SET_UP, ...body }: ProfileWizardProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={heading.title} description={heading.description} size="xl" fullScreenOnMobile>
        {open && <WizardBody {...body} />}
      </DialogContent>
    </Dialog>
  );
}

function WizardBody({ current, prior, defaultEmail, onSaved, renderUpload, chatPanel, onComplete }: Omit<ProfileWizardProps, 'open' | 'onOpenChange' | 'heading'>) {
  const [step, setStep] = useState(0);
  const [saved, setSaved] = useState(current?.profileData.profile_complete === true);
  const [uploadOpen, setUploadOpen] = useState(false);
  const last = step === STEPS.length - 1;

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </span>
          <span className="text-muted-foreground">{Math.round(((step + 1) / STEPS.length) * 100)}%</span>
        </div>
        <Progress value={((step + 1) / STEPS.length) * 100} label={`Setup progress, step ${step + 1} of ${STEPS.length}`} />
        <ol className="grid grid-cols-3 gap-2 text-center text-xs sm:text-sm">
          {STEPS.map((name, i) => (
            <li key={name} aria-current={i === step ? 'step' : undefined} className={cn('rounded-md px-1 py-1', i === step ? 'bg-accent font-semibold text-accent-foreground' : 'text-muted-foreground')}>
              {i + 1}. {name}
            </li>
          ))}
        </ol>
      </div>

      {step === 0 && (
        <ProfileForm
          current={current}
          prior={prior}
          defaultEmail={defaultEmail}
          onSaved={(result) => {
            setSaved(true);
            onSaved?.(result);
            setStep(1);
          }}
        />
      )}

      {step === 1 && (
        <section aria-labelledby="wizard-documents" className="space-y-4 rounded-xl border p-5">
          <h3 id="wizard-documents" className="text-lg font-semibold">
            Upload your tax documents
          </h3>
          <p className="text-muted-foreground">
            Add your W-2s, 1099s, mortgage statements and other documents. Our AI reads them and fills in the numbers for you to confirm.
          </p>
          <Button onClick={() => setUploadOpen(true)}>Upload Documents</Button>
          {renderUpload({ open: uploadOpen, onOpenChange: setUploadOpen, onComplete: () => undefined })}
        </section>
      )}

      {step === 2 && <div className="space-y-4">{chatPanel}</div>}

      <div className="flex items-center justify-between gap-2 border-t pt-4">
        <Button variant="outline" disabled={step === 0} onClick={() => setStep((s) => Math.max(0, s - 1))}>
          Back
        </Button>
        {last ? (
          <Button onClick={onComplete}>Complete Setup</Button>
        ) : (
          <Button disabled={step === 0 && !saved} onClick={() => setStep((s) => s + 1)}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
