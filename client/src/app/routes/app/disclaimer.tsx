import { PageShell } from '../../../components/layout/page-shell';
import { DisclaimerForm } from '../../../features/disclaimer/components/disclaimer-form';
import { DisclaimerSections } from '../../../features/disclaimer/components/disclaimer-sections';

export default function DisclaimerRoute() {
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl space-y-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Important Information</h1>
          <p className="mt-2 text-muted-foreground">Please read the following before you start your consultation.</p>
        </div>
        <DisclaimerSections />
        <DisclaimerForm />
      </div>
    </PageShell>
  );
}
