import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { AdminOverviewCard } from '../../../features/admin/components/admin-overview-card';

/** /admin: the administration overview. */
export default function AdminHomeRoute() {
  return (
    <PageShell>
      <AdminGate title="Overview">
        <AdminOverviewCard />
      </AdminGate>
    </PageShell>
  );
}
