import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import {
  allDocumentsAnalyzed,
  completionPercent,
  progressSteps,
  stepsDone,
  type DocumentsSummary,
  type ProfileFacts,
} from '#shared/profile/rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Progress } from '../../../components/ui/progress';

export type EnrollmentStep = 'welcome' | 'upload-documents' | 'analyzing' | 'profile-update' | 'complete';

/** Timings of spec §9: analyzing → profile 1.5 s after all are analyzed; complete closes after 2 s. */
export const ANALYZED_DELAY_MS = 1500;
export const COMPLETE_CLOSE_MS = 2000;

export interface EnrollmentUploadSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: () => void;
}

interface EnrollmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Neither this year's nor last year's profile exists: the welcome text differs (spec §2). */
  newUser: boolean;
  taxYear: number;
  priorTaxYear: number;
  /** This year's profile facts, for the 'complete' status. */
  profile: ProfileFacts | null;
  /** Document counters of the year; undefined while loading. */
  documents: DocumentsSummary | undefined;
  /** The documents feature's upload dialog. */
  renderUpload: (props: EnrollmentUploadSlotProps) => ReactNode;
  /** The profile feature's form; `onSaved` moves on to 'complete'. */
  renderProfileForm: (props: { onSaved: () => void }) => ReactNode;
  /** Tells the page which step is showing (it polls the document counters while analyzing). */
  onStepChange?: (step: EnrollmentStep) => void;
  /** Fired when 'complete' closes: the page refreshes its data. */
  onFinished: () => void;
}

const TITLES: Record<EnrollmentStep, string> = {
  welcome: 'Enroll for Tax Year',
  'upload-documents': 'Upload Your Documents',
  analyzing: 'Analyzing Your Documents',
  'profile-update': 'Review Your Profile',
  complete: 'Enrollment Complete',
};

/** welcome → upload-documents → analyzing → profile-update → complete (spec §2, §4 "Enrollment flow"). */
export function EnrollmentDialog({ open, onOpenChange, ...body }: EnrollmentDialogProps) {
  const [step, setStep] = useState<EnrollmentStep>('welcome');
  const go = (next: EnrollmentStep) => {
    setStep(next);
    body.onStepChange?.(next);
  };
  const changeOpen = (next: boolean) => {
    if (!next) go('welcome');
    onOpenChange(next);
  };
  const title = step === 'welcome' ? `${TITLES.welcome} ${body.taxYear}` : TITLES[step];
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent title={title} size={step === 'profile-update' ? 'xl' : 'lg'} fullScreenOnMobile>
        {open && <EnrollmentBody step={step} go={go} close={() => changeOpen(false)} {...body} />}
      </DialogContent>
    </Dialog>
  );
}

interface BodyProps extends Omit<EnrollmentDialogProps, 'open' | 'onOpenChange' | 'onStepChange'> {
  step: EnrollmentStep;
  go: (step: EnrollmentStep) => void;
  close: () => void;
}

function EnrollmentBody({ step, go, close, newUser, taxYear, priorTaxYear, profile, documents, renderUpload, renderProfileForm, onFinished }: BodyProps) {
  const ready = step === 'analyzing' && documents !== undefined && allDocumentsAnalyzed(documents);

  // Effect events: the timers must not restart when the page re-renders with new callbacks.
  const toProfile = useEffectEvent(() => go('profile-update'));
  const finish = useEffectEvent(() => {
    onFinished();
    close();
  });

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(toProfile, ANALYZED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    if (step !== 'complete') return;
    const timer = setTimeout(finish, COMPLETE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  if (step === 'welcome') return <Welcome newUser={newUser} taxYear={taxYear} priorTaxYear={priorTaxYear} onLater={close} onStart={() => go('upload-documents')} />;

  if (step === 'upload-documents') {
    return (
      <div className="space-y-4">
        <p className="text-muted-foreground">
          Add your W-2s, 1099s and other {taxYear} tax documents. When you close the upload window we start analyzing what you added.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => go('analyzing')}>
            Skip for now
          </Button>
        </DialogFooter>
        {renderUpload({
          open: true,
          onOpenChange: (isOpen) => {
            if (!isOpen) go('analyzing');
          },
          // The upload dialog closes itself after its run; closing is what moves on.
          onComplete: () => undefined,
        })}
      </div>
    );
  }

  if (step === 'analyzing') {
    const total = documents?.count ?? 0;
    const analyzed = Math.min(documents?.analyzedCount ?? 0, total);
    return (
      <div className="space-y-5">
        {documents === undefined ? (
          <Spinner label="Checking your documents…" />
        ) : total === 0 ? (
          <p>No documents uploaded yet. You can add them any time from the dashboard.</p>
        ) : (
          <>
            <Spinner label={ready ? 'All documents analyzed.' : 'Our AI is reading your documents…'} done={ready} />
            <Progress value={(analyzed / total) * 100} label="Documents analyzed" />
            <p role="status" className="text-center font-medium">
              {analyzed} of {total} documents analyzed
            </p>
          </>
        )}
        <DialogFooter>
          <Button variant={total === 0 ? 'primary' : 'outline'} onClick={() => go('profile-update')}>
            {total === 0 ? 'Continue' : 'Continue while we analyze'}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  if (step === 'profile-update') {
    return (
      <div className="space-y-4">
        <p className="text-muted-foreground">
          {newUser ? 'Tell us about yourself so we can prepare your return.' : `We filled in what we know from ${priorTaxYear}. Check it and update anything that changed.`}
        </p>
        {renderProfileForm({ onSaved: () => go('complete') })}
      </div>
    );
  }

  const steps = progressSteps(profile, documents ?? { count: 0, analyzedCount: 0, processedCount: 0 });
  const summary = documents ?? { count: 0, analyzedCount: 0, processedCount: 0 };
  return (
    <div className="space-y-4" role="status">
      <p>
        You are enrolled for tax year {taxYear}. Your tax preparation is {completionPercent(profile, summary)}% complete ({stepsDone(profile, summary)}/4).
      </p>
      <ul className="space-y-2">
        {steps.map((s) => (
          <li key={s.key} className="flex items-center justify-between gap-2 text-sm">
            <span>{s.title}</span>
            <Badge tone={s.state === 'done' ? 'success' : s.state === 'active' ? 'primary' : s.state === 'pending' ? 'muted' : 'outline'}>{s.badge}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Spinner({ label, done }: { label: string; done?: boolean }) {
  return (
    <div className="flex items-center justify-center gap-3 py-4 text-muted-foreground">
      {!done && <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      <span>{label}</span>
    </div>
  );
}

function Welcome({ newUser, taxYear, priorTaxYear, onLater, onStart }: { newUser: boolean; taxYear: number; priorTaxYear: number; onLater: () => void; onStart: () => void }) {
  const overview = [
    { title: 'Upload Documents', text: `Add your W-2s, 1099s and other ${taxYear} tax documents.` },
    { title: 'AI Analysis', text: 'Our AI reads each document and extracts the numbers for you.' },
    {
      title: newUser ? 'Complete Your Profile' : 'Update Your Profile',
      text: newUser ? 'Tell us about you, your contact details and your filing status.' : `Confirm last year's details and update what changed since ${priorTaxYear}.`,
    },
    { title: 'Ready for Review', text: `See your tax preparation status for ${taxYear}.` },
  ];
  return (
    <div className="space-y-5">
      <p>
        {newUser
          ? `Welcome to TaxDesk! Let's get your ${taxYear} tax return started. Enrollment takes four short steps:`
          : `Welcome back! Let's start your ${taxYear} tax return. We'll bring forward what you told us for ${priorTaxYear}, so you only confirm what changed:`}
      </p>
      <ol className="space-y-3">
        {overview.map((item, i) => (
          <li key={item.title} className="flex gap-3">
            <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <div>
              <p className="font-medium">{item.title}</p>
              <p className="text-sm text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <DialogFooter>
        <Button variant="outline" onClick={onLater}>
          I&apos;ll Do This Later
        </Button>
        <Button onClick={onStart}>Start Enrollment</Button>
      </DialogFooter>
    </div>
  );
}
