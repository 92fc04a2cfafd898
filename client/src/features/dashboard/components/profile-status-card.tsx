import { completionPercent, profileStatusButtonLabel, profileStatusRows, type DocumentsSummary, type ProfileFacts } from '#shared/profile/rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { CheckIcon } from './icons';

interface ProfileStatusCardProps {
  profile: ProfileFacts | null;
  documents: DocumentsSummary;
  onOpenWizard: () => void;
}

/** Completion percent, Personal Info / Documents / Verification rows, Start/Complete/Update Profile. */
export function ProfileStatusCard({ profile, documents, onOpenWizard }: ProfileStatusCardProps) {
  const percent = completionPercent(profile, documents);
  const rows = profileStatusRows(profile, documents);
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-base">Profile Status</CardTitle>
          <p className="text-2xl font-bold">
            {percent}%<span className="sr-only"> complete</span>
          </p>
        </div>
        <Progress value={percent} label="Profile status" />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <ul className="space-y-1.5">
          {rows.map((row) => (
            <li key={row.label} className="flex items-center justify-between gap-2 text-sm">
              <span>{row.label}</span>
              <Badge tone={row.state === 'Done' ? 'success' : 'muted'}>
                {row.state === 'Done' && <CheckIcon className="size-3" />}
                {row.state}
              </Badge>
            </li>
          ))}
        </ul>
        <Button className="mt-auto w-full" onClick={onOpenWizard}>
          {profileStatusButtonLabel(profile, documents)}
        </Button>
      </CardContent>
    </Card>
  );
}
