import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useMigrateUsers } from '../api/migrate-users';
import { DetailList, ResultCounts } from './result-counts';

/** The migration page: a confirmation, then eligible / migrated / skipped / errors with details. */
export function MigratePanel() {
  const migrate = useMigrateUsers();
  const [confirming, setConfirming] = useState(false);

  const run = () => {
    setConfirming(false);
    migrate.mutate(undefined, {
      onSuccess: (r) => {
        if (r.errors === 0) toast.success(`Successfully migrated ${r.migrated} users!`);
        else toast.warning(`Migrated ${r.migrated} users with ${r.errors} errors`);
      },
      onError: (err) => toast.error(`Failed to migrate users: ${err.message}`),
    });
  };

  const r = migrate.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Migrate legacy users</CardTitle>
        <p className="text-sm text-muted-foreground">
          Creates an account for each legacy user with userinfo and userstack records who is neither deleted nor transferred, and emails
          them a link to set their password. Users already migrated are never migrated again.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <Button onClick={() => setConfirming(true)} busy={migrate.isPending}>
            Migrate Users
          </Button>
          <DialogContent title="Migrate legacy users?" description="Each eligible user gets an account and an email with a link to set a password. This cannot be undone from here.">
            <div className="flex justify-end gap-2 p-5">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button onClick={run}>Yes, migrate</Button>
            </div>
          </DialogContent>
        </Dialog>
        {r && (
          <div className="space-y-4" aria-live="polite">
            <ResultCounts
              items={[
                { label: 'Eligible', value: r.total_eligible },
                { label: 'Migrated', value: r.migrated },
                { label: 'Skipped', value: r.skipped },
                { label: 'Errors', value: r.errors },
              ]}
            />
            <DetailList title="Errors" items={r.error_details.map((d) => `${d.userid}: ${d.message}`)} />
            <DetailList title="Skipped" items={r.skipped_details.map((d) => `${d.userid}: ${d.message}`)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
