import { PageShell } from '../../../components/layout/page-shell';
import { AdminGate } from '../../../features/admin/components/admin-gate';
import { MigratePanel } from '../../../features/admin/components/migrate-panel';

/** /migrate-users: accounts for eligible legacy users (spec §2 'Admin pages'). */
export default function MigrateUsersRoute() {
  return (
    <PageShell>
      <AdminGate title="Migrate users">
        <MigratePanel />
      </AdminGate>
    </PageShell>
  );
}
