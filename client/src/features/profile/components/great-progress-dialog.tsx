import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

interface GreatProgressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** completionPercent of the shared rules. */
  percent: number;
  /** What still blocks the review (readiness model), said beside the percent so they never disagree. */
  readiness?: { title: string; text: string; href: string; linkLabel: string } | null;
  onReviewAnalysis: () => void;
  onUploadMore: () => void;
  onUpdateProfile: () => void;
}

/** Shown after a save that made the profile complete (spec §2 "Profile completion prompts"). */
export function GreatProgressDialog({ open, onOpenChange, percent, readiness = null, onReviewAnalysis, onUploadMore, onUpdateProfile }: GreatProgressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Great Progress!" description={`Your tax profile is ${Math.round(percent)}% complete. What would you like to do next?`} size="sm">
        {readiness && (
          <div role="note" className="mb-3 rounded-md border border-destructive p-3 text-sm" data-testid="great-progress-blocked">
            <p className="font-semibold text-destructive">{readiness.title}</p>
            <p className="mt-1 text-muted-foreground">{readiness.text}</p>
            <Link to={readiness.href} className="mt-1 inline-block font-medium text-link underline underline-offset-2" onClick={() => onOpenChange(false)}>
              {readiness.linkLabel}
            </Link>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Button onClick={onReviewAnalysis}>Review Tax Analysis</Button>
          <Button variant="outline" onClick={onUploadMore}>
            Upload More Documents
          </Button>
          <Button variant="outline" onClick={onUpdateProfile}>
            Update Profile Information
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            I&apos;ll Do This Later
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
