import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useUpdateUserloginUid } from '../api/update-userlogin-uid';
import { DetailList, ResultCounts } from './result-counts';

/** The uid update page: eligible / updated / skipped / errors and the first 10 error details (spec §2). */
export function UidUpdatePanel() {
  const update = useUpdateUserloginUid();
  const start = () =>
    update.mutate(undefined, {
      onSuccess: (r) => {
        if (r.errors > 0) toast.warning('Update completed with errors. Check the results below.');
        else if (r.updated === 0) toast.info('No records needed updating.');
        else toast.success(`Successfully updated ${r.updated} records!`);
      },
      onError: () => toast.error('Failed to update userlogin uid. Check console for details.'),
    });
  const r = update.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Update userlogin uid</CardTitle>
        <p className="text-sm text-muted-foreground">
          Links legacy records (not deleted, not transferred, no uid yet, with userinfo and userstack records) to the account that has the same
          email.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <Button onClick={start} busy={update.isPending}>
          Update UIDs
        </Button>
        {r && (
          <div className="space-y-4" aria-live="polite">
            <ResultCounts
              items={[
                { label: 'Eligible', value: r.total_eligible },
                { label: 'Updated', value: r.updated },
                { label: 'Skipped', value: r.skipped },
                { label: 'Errors', value: r.errors },
              ]}
            />
            <DetailList title="Errors (first 10)" items={r.error_details.slice(0, 10).map((d) => `${d.userid}: ${d.message}`)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
