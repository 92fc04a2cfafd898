import { profileChecklist, type ProfileFacts } from '#shared/profile/rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { cn } from '../../../utils/cn';

interface CompleteProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: ProfileFacts | null;
  /** The readiness message of the blocked action (e.g. 'Complete your profile before uploading documents.'). */
  message: string | null;
  onCompleteProfile: () => void;
}

/** The checklist of the ten required items, done ones struck through (spec §2, §5). */
export function CompleteProfileDialog({ open, onOpenChange, profile, message, onCompleteProfile }: CompleteProfileDialogProps) {
  const items = profileChecklist(profile);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Complete Your Profile" description={message ?? undefined} size="sm">
        <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" aria-label="Required profile items">
          {items.map((item) => (
            <li key={item.key} className={cn('flex items-center gap-2 text-sm', item.done && 'text-muted-foreground line-through')}>
              <span
                aria-hidden="true"
                className={cn('grid size-5 shrink-0 place-items-center rounded-full border text-xs', item.done ? 'border-transparent bg-success text-success-foreground' : 'bg-card')}
              >
                {item.done ? '✓' : ''}
              </span>
              {item.label}
              <span className="sr-only">{item.done ? ' (done)' : ' (missing)'}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 rounded-lg bg-muted p-3 text-sm">
          <strong>Why this matters:</strong> A complete profile unlocks document upload, tax analysis, and enables our AI to provide personalized tax guidance.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Later
          </Button>
          <Button onClick={onCompleteProfile}>Complete Profile</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
