import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

interface GreatProgressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** completionPercent of the shared rules. */
  percent: number;
  onReviewAnalysis: () => void;
  onUploadMore: () => void;
  onUpdateProfile: () => void;
}

/** Shown after a save that made the profile complete (spec §2 "Profile completion prompts"). */
export function GreatProgressDialog({ open, onOpenChange, percent, onReviewAnalysis, onUploadMore, onUpdateProfile }: GreatProgressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Great Progress!" description={`Your tax profile is ${Math.round(percent)}% complete. What would you like to do next?`} size="sm">
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
